import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../helpers/dist.ts';
import { DEV_EVENTS_URL, DEV_SCRIPT_URL } from '../../scripts/dev/rules.ts';

test('dev - the built site never links the dev reload script or its events', () => {
  const html = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  assert.ok(html.length > 60, `only ${html.length} pages in dist/`);
  const linked = html.filter((f) => {
    const text = readFileSync(join(DIST, f), 'utf8');
    return text.includes(DEV_SCRIPT_URL) || text.includes(DEV_EVENTS_URL);
  });
  assert.equal(linked, []);
});

test.run();
