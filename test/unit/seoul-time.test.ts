/**
 * Time in Korea: site/seoul-time.ts is the one way to read Seoul's clock, from any
 * machine's time zone, and no other file writes the offset or adds nine hours itself.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/dist.ts';
import {
  seoulDay,
  seoulMidnight,
  seoulOffset,
  seoulTime,
  SEOUL_TIME_ZONE,
} from '../../site/seoul-time.ts';

test('seoul time - an instant read on Seoul’s wall clock, across the day it changes in UTC', () => {
  assert.equal(seoulTime('2025-10-02T05:03:11.000Z'), { day: '2025-10-02', time: '14:03:11' });
  assert.equal(seoulTime(Date.parse('2025-10-02T15:03:11Z')), {
    day: '2025-10-03',
    time: '00:03:11',
  });
  assert.is(seoulDay(new Date('2025-06-30T16:30:00Z')), '2025-07-01', '1 July in Seoul');
  assert.is(seoulDay(new Date('2025-06-30T14:59:59Z')), '2025-06-30');
  assert.is(seoulDay(new Date('2024-12-31T15:00:00Z')), '2025-01-01', 'a new year');
  assert.is(seoulOffset(Date.parse('2025-01-01T00:00:00Z')), '+09:00');
});

test('seoul time - a Seoul day starts at 15:00 UTC the day before, also across months and leap days', () => {
  assert.is(seoulMidnight('2025-01-31'), '2025-01-30T15:00:00.000Z');
  assert.is(seoulMidnight('2025-03-01'), '2025-02-28T15:00:00.000Z');
  assert.is(seoulMidnight('2024-03-01'), '2024-02-29T15:00:00.000Z');
  assert.is(seoulDay(seoulMidnight('2025-07-01')), '2025-07-01');
});

test('seoul time - the same answers whatever the machine’s own time zone is', () => {
  // A child process, since a running process does not take a new TZ for Intl.
  const script = `import('./site/seoul-time.ts').then((t) => console.log(JSON.stringify([
    t.seoulTime('2025-10-02T15:03:11Z'), t.seoulMidnight('2025-01-31'), t.seoulOffset(0)])))`;
  for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])
    assert.equal(
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
          cwd: ROOT,
          env: { ...process.env, TZ: tz },
          encoding: 'utf8',
        }),
      ),
      [{ day: '2025-10-03', time: '00:03:11' }, '2025-01-30T15:00:00.000Z', '+09:00'],
      tz,
    );
});

test('seoul time - no other source file writes the offset, adds nine hours or names the zone', () => {
  const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', ':!test/**'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && file !== 'site/seoul-time.ts');
  const ways = [/\+09:?00/, /\+09'00'/, /\b9 \* (60|3600|3_600)/, new RegExp(SEOUL_TIME_ZONE)];
  const found = files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        // Comments may say what time it is; code may not compute it a second way.
        /^\s*(\*|\/\/|\/\*)/.test(line) || !ways.some((way) => way.test(line))
          ? []
          : [`${file}:${i + 1}: ${line.trim()}`],
      ),
  );
  assert.equal(found, []);
});

test.run();
