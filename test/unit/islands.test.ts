import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { serializeProps } from '../../templates/Island.tsx';
import { legacyHashTarget } from '../../client/lib/legacy.ts';

const NASTY = { title: '</script><script>alert(1)</script>', amp: 'a && b', sep: 'x\u2028y\u2029z', quote: '"\'`' };

test('islands - props cannot end the script element', () => {
  const json = serializeProps(NASTY);
  assert.not.ok(json.includes('<'));
  assert.not.ok(json.includes('>'));
  const { document } = parseHTML(`<div data-island="X"></div><script type="application/json">${json}</script>`);
  const scripts = document.querySelectorAll('script');
  assert.is(scripts.length, 1);
  assert.equal(JSON.parse(scripts[0]!.textContent!), NASTY);
});

test('legacy - hash URLs go to their clean twins', () => {
  assert.is(legacyHashTarget('/', '#/eng'), '/eng');
  assert.is(legacyHashTarget('/', '#/eng/company/intro'), '/eng/company/intro');
  assert.is(legacyHashTarget('/', '#/company/intro'), '/company/intro');
  assert.is(legacyHashTarget('/', '#/'), null);
  assert.is(legacyHashTarget('/', '#main'), null);
  assert.is(legacyHashTarget('/company/intro', '#/eng'), null);
});

test.run();
