/**
 * Time in Korea, where the company is: the one way the build, the scripts and the
 * server turn an instant into Seoul's wall clock and a Seoul day into an instant. Everything is
 * read from Intl's 'Asia/Seoul', never from a written '+09:00' or an added 9 hours, so a machine
 * in any time zone agrees, and no second rule can drift from this one.
 */

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

/** The wall clock in Seoul, as zero-padded strings: made once, used for every inquiry. */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SEOUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Seoul's offset from UTC as Intl names it: 'GMT+09:00'. */
const offsetName = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL_TIME_ZONE,
  timeZoneName: 'longOffset',
});

export interface SeoulTime {
  /** '2025-10-02' */
  day: string;
  /** '14:03:11' */
  time: string;
}

/** (new Date('2025-10-02T05:03:11Z')) -> { day: '2025-10-02', time: '14:03:11' } */
export function seoulTime(instant: Date | number | string): SeoulTime {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

/** The day in Seoul at an instant: (Date.parse('2025-06-30T16:30Z')) -> '2025-07-01' */
export function seoulDay(instant: Date | number | string = Date.now()): string {
  return seoulTime(instant).day;
}

/** Seoul's offset from UTC at an instant: '+09:00' (Korea has kept it since 1988). */
export function seoulOffset(instant: Date | number | string = Date.now()): string {
  const name = offsetName.formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName');
  const offset = /^GMT([+-]\d{2}:\d{2})$/.exec(name?.value ?? '')?.[1];
  if (!offset) throw new Error(`Intl gave no offset for ${SEOUL_TIME_ZONE}: ${name?.value}`);
  return offset;
}

/** The instant a Seoul day starts: ('2025-01-31') -> '2025-01-30T15:00:00.000Z' */
export function seoulMidnight(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(`${day}T00:00:00${seoulOffset(utcMidnight)}`).toISOString();
}
