import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { serializeProps } from '../../templates/Island.tsx';
import { legacyHashTarget } from '../../client/lib/legacy.ts';
import { ROUTES } from '../../site/routes.ts';

const NASTY = {
  title: '</script><script>alert(1)</script>',
  amp: 'a && b',
  sep: 'x\u2028y\u2029z',
  quote: '"\'`',
};

test('islands - props cannot end the script element', () => {
  const json = serializeProps(NASTY);
  assert.not.ok(json.includes('<'));
  assert.not.ok(json.includes('>'));
  const { document } = parseHTML(
    `<div data-island="X"></div><script type="application/json">${json}</script>`,
  );
  const scripts = document.querySelectorAll('script');
  assert.is(scripts.length, 1);
  assert.equal(JSON.parse(scripts[0]!.textContent!), NASTY);
});

const URLS = new Set(ROUTES.map((r) => r.url));

test('legacy - hash URLs go to their clean twins', () => {
  assert.is(legacyHashTarget('/', '#/eng', URLS), '/eng');
  assert.is(legacyHashTarget('/', '#/eng/company/intro', URLS), '/eng/company/intro');
  assert.is(legacyHashTarget('/', '#/company/intro/', URLS), '/company/intro');
  assert.is(legacyHashTarget('/', '#/', URLS), null);
  assert.is(legacyHashTarget('/', '#main', URLS), null);
  assert.is(legacyHashTarget('/company/intro', '#/eng', URLS), null);
});

test('legacy - only known routes of this origin: hostile hashes go nowhere (security review fix 1)', () => {
  for (const hash of [
    '#//evil.com',
    '#/\\evil.com',
    '#//evil.com@localhost',
    '#/\t/evil.com',
    '#/%2F/evil.com',
    '#/eng/../..//evil.com',
    '#/https://evil.com',
    '#/no-such-page',
    '#/eng/company/intro?x=//evil.com',
  ]) {
    assert.is(legacyHashTarget('/', hash, URLS), null, hash);
  }
});

test.run();
