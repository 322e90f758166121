/**
 * Content figures for the record, read from content/ and the built dist/:
 * visible characters per page in each language (spaces not counted, as the content test counts
 * them), the blocks each page uses, how often each block type is used, and the media bytes.
 * Usage: `npm run build && npx tsx scripts/content-stats.ts`
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../build.ts';
import { loadSite } from '../site/content/load.ts';
import { ROUTES, routeOf } from '../site/routes.ts';
import { BLOCK_SCHEMAS } from '../site/content/blocks.ts';
import { mainChars } from '../test/helpers/text.ts';

const { content, errors } = loadSite(ROOT);
if (!content) throw new Error(`content has ${errors.length} errors: run npm run build`);

const ids = [...new Set(ROUTES.map((r) => r.id))];
const blockUse = new Map<string, number>(Object.keys(BLOCK_SCHEMAS).map((type) => [type, 0]));
console.log('| page | ko chars | en chars | en/ko | blocks |\n|---|---:|---:|---:|---|');
for (const id of ids) {
  const [ko, en] = (['ko', 'en'] as const).map((locale) => mainChars(routeOf(id, locale).outFile));
  const loaded = content.pages.get(routeOf(id, 'ko').url);
  const blocks =
    loaded?.kind === 'page' || loaded?.kind === 'legal'
      ? loaded.data.blocks.map((b) => b.type)
      : [];
  for (const type of blocks) blockUse.set(type, blockUse.get(type)! + 1);
  console.log(
    `| ${id} | ${ko} | ${en} | ${(en! / ko!).toFixed(2)} | ${blocks.join(', ') || `(${loaded?.kind} page)`} |`,
  );
}
console.log(
  `\nblock types (pages per language using each): ${[...blockUse].map(([type, n]) => `${type} ${n}`).join(', ')}`,
);

/** Bytes of every file under `dir`: ('static') -> 1254468 */
function bytesUnder(dir: string): { bytes: number; files: number } {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
  return { bytes: files.reduce((sum, f) => sum + statSync(f).size, 0), files: files.length };
}
for (const dir of ['static', 'static/assets/img', 'static/assets/video']) {
  const { bytes, files } = bytesUnder(join(ROOT, dir));
  console.log(`${dir}: ${files} files, ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(2)} MiB)`);
}
