import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { easeOutExpo, SMOOTH_SCROLL_DURATION_S } from '../../client/lib/motion.ts';
import { FOLLOWER_COUNT, SETTLE_MS, followerScale } from '../../client/islands/CursorTrail.tsx';

test('motion - smooth scrolling lasts 1.2 s with an exponential ease-out', () => {
  assert.is(SMOOTH_SCROLL_DURATION_S, 1.2);
  assert.ok(Math.abs(easeOutExpo(0) - 0.001) < 1e-9, 'starts (almost) at 0');
  assert.ok(Math.abs(easeOutExpo(0.25) - (1.001 - 2 ** -2.5)) < 1e-12);
  assert.is(easeOutExpo(1), 1, 'clamped at 1');
  for (let t = 0.05; t <= 1; t += 0.05)
    assert.ok(easeOutExpo(t) >= easeOutExpo(t - 0.05), 'never goes back');
});

test('motion - cursor trail: 20 followers, each 5 % smaller than the one before', () => {
  assert.is(FOLLOWER_COUNT, 20);
  assert.is(SETTLE_MS, 150);
  assert.equal([0, 1, 2, 10, 19].map(followerScale), [1, 0.95, 0.9, 0.5, 0.05]);
});

test.run();
