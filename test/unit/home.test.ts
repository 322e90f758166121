/** The pure rules behind the home widgets (contracts §7): intro, popup, video choice, dates. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heldStep, INTRO_REPLAY_AFTER_MS, isIntroDue } from '../../client/lib/intro.ts';
import { centreIn, clampToView, isPopupDue, toUtcDay } from '../../client/lib/popup.ts';
import { chooseVideo } from '../../client/lib/video.ts';

const NOW = Date.UTC(2025, 9, 3, 12);
const PERIODS = [{ startDate: '2025-10-02', endDate: '2025-10-07' }];

test('intro - a step held still before and after its time, offsets within 0..1', () => {
  assert.equal(heldStep({ opacity: 0 }, { opacity: 1 }, 700, 1400, 2800, 'ease-in'), [
    { opacity: 0, offset: 0 },
    { opacity: 0, offset: 0.25, easing: 'ease-in' },
    { opacity: 1, offset: 0.5 },
    { opacity: 1, offset: 1 },
  ]);
  // A character late in a long name: its step is cut at the intro's end, never past it.
  assert.equal(
    heldStep({ opacity: 0 }, { opacity: 1 }, 2600, 3400, 2800, 'linear').map((k) => k.offset),
    [0, 2600 / 2800, 1, 1],
  );
});

test('intro - due on a first visit and more than 20 minutes after the last one', () => {
  assert.ok(isIntroDue(NOW, null));
  assert.ok(isIntroDue(NOW, 'not a number'));
  assert.ok(isIntroDue(NOW, String(NOW - INTRO_REPLAY_AFTER_MS - 1)));
  assert.not.ok(isIntroDue(NOW, String(NOW - INTRO_REPLAY_AFTER_MS)));
  assert.not.ok(isIntroDue(NOW, String(NOW - 19 * 60 * 1000)));
});

test('popup - the UTC day, not the local one', () => {
  assert.is(toUtcDay(Date.UTC(2025, 9, 2, 23, 59, 59)), '2025-10-02');
  assert.is(toUtcDay(Date.UTC(2025, 9, 3, 0, 0, 0)), '2025-10-03');
});

test('popup - due inside a period (inclusive) unless hidden today', () => {
  assert.ok(isPopupDue(PERIODS, '2025-10-02', null));
  assert.ok(isPopupDue(PERIODS, '2025-10-07', null));
  assert.not.ok(isPopupDue(PERIODS, '2025-10-01', null));
  assert.not.ok(isPopupDue(PERIODS, '2025-10-08', null));
  assert.not.ok(isPopupDue(PERIODS, '2025-10-03', '2025-10-03'));
  assert.ok(isPopupDue(PERIODS, '2025-10-04', '2025-10-03'));
  assert.ok(
    isPopupDue(
      [{ startDate: '2024-01-01', endDate: '2024-01-02' }, ...PERIODS],
      '2025-10-05',
      null,
    ),
  );
});

test('popup - centred and kept inside the window', () => {
  assert.equal(centreIn({ width: 600, height: 848 }, { width: 1440, height: 900 }), {
    x: 420,
    y: 26,
  });
  assert.equal(centreIn({ width: 600, height: 1000 }, { width: 1440, height: 900 }), {
    x: 420,
    y: 0,
  });
  assert.equal(
    clampToView({ x: -50, y: 10 }, { width: 100, height: 100 }, { width: 390, height: 844 }),
    { x: 0, y: 10 },
  );
  assert.equal(
    clampToView({ x: 400, y: 900 }, { width: 100, height: 100 }, { width: 390, height: 844 }),
    { x: 290, y: 744 },
  );
});

test('hero - video by screen and preferences', () => {
  const base = { small: false, reducedMotion: false, saveData: false };
  assert.is(chooseVideo(base, 'main.mp4', 'main-sm.mp4'), 'main.mp4');
  assert.is(chooseVideo({ ...base, small: true }, 'main.mp4', 'main-sm.mp4'), 'main-sm.mp4');
  assert.is(chooseVideo({ ...base, small: true }, 'aurora.mp4'), null);
  assert.is(chooseVideo({ ...base, reducedMotion: true }, 'main.mp4', 'main-sm.mp4'), null);
  assert.is(chooseVideo({ ...base, saveData: true }, 'main.mp4'), null);
});

test.run();
