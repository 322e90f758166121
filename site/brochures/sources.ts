/**
 * What each brochure PDF is made from, hashed: `npm run brochures` records
 * the hashes in static/downloads/brochures.json beside the PDFs, and the brochure test compares
 * them with the sources as they are now, so a PDF never silently lags behind its pages.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockImages } from '../content/blocks.ts';
import type { LoadedPage, SiteContent } from '../content/load.ts';
import type { MessageKey } from '../messages/ko.ts';
import { MESSAGES } from '../i18n.ts';
import { toUrl, type Route } from '../routes.ts';
import { DOWNLOADS_DIR } from './files.ts';

/** The manifest beside the PDFs, relative to the project root. */
export const MANIFEST_FILE = `static/${DOWNLOADS_DIR}/brochures.json`;

/**
 * The code and styles that shape every brochure: the template, the blocks and their frame, the
 * stylesheets a printed brochure uses (the header, home and form styles are hidden or unused in
 * print) and the print settings (fonts, page margins, footer).
 */
export const SHAPING_FILES = [
  'templates/pages/Brochure.tsx',
  'templates/blocks/Blocks.tsx',
  'templates/blocks/Section.tsx',
  'templates/blocks/Outline.tsx',
  'site/brochures/print.ts',
  'client/styles/tokens.css',
  'client/styles/base.css',
  'client/styles/page.css',
  'client/styles/blocks.css',
  'client/styles/brochure.css',
  'client/styles/print.css',
] as const;

/** The UI strings a brochure prints, besides its content. */
const MESSAGE_KEYS: MessageKey[] = [
  'brochure.contents',
  'brochure.source',
  'brochure.contact',
  'brochure.website',
  'brochure.email',
  'brochure.offices',
  'brochure.made',
  'block.sample',
  'footer.phone',
];

/** One PDF's entry in the manifest. */
export interface ManifestEntry {
  /** Day the PDF was made: '2026-11-24'. */
  made: string;
  /** Hash of all sources together. */
  hash: string;
  /** Each source's hash, by name (a file path, or a file and the part of it used). */
  sources: Record<string, string>;
}
/** PDF path under static/ ('downloads/safewiz-ko.pdf') -> its entry. */
export type Manifest = Record<string, ManifestEntry>;

/** ('abc') -> 'ba7816bf8f01cfea': 64 bits of SHA-256, plenty to notice a change. */
export function hashOf(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

/** The images a page shows: its banner and what each block names (site/content/blocks.ts). */
function imagesOf(page: Extract<LoadedPage, { kind: 'page' }>): string[] {
  return [
    page.data.banner,
    ...page.data.blocks.flatMap((block) => blockImages(block).map((i) => i.name)),
  ];
}

/** The content pages a brochure route prints, in order. */
export function sectionsOf(
  content: SiteContent,
  route: Route,
): Extract<LoadedPage, { kind: 'page' }>[] {
  const page = content.pages.get(route.url);
  if (page?.kind !== 'brochure') throw new Error(`${route.contentFile}: not loaded as a brochure`);
  return page.data.sections.flatMap((id) => {
    const section = content.pages.get(toUrl(id, route.locale));
    return section?.kind === 'page' ? [section] : [];
  });
}

/** Every source of one brochure PDF with its hash, sorted by name. */
export function sourcesOf(
  root: string,
  content: SiteContent,
  route: Route,
): Record<string, string> {
  const sections = sectionsOf(content, route);
  const files = [
    route.contentFile,
    ...sections.map((s) => s.route.contentFile),
    ...sections.flatMap(imagesOf).map((image) => `static/assets/img/${image}`),
    ...SHAPING_FILES,
  ];
  const { name, phone, origin, emails, addresses } = content.company;
  const pretendard = JSON.parse(
    readFileSync(join(root, 'node_modules/pretendard/package.json'), 'utf8'),
  ) as { version: string };
  const sources: Record<string, string> = {
    'content/company.yaml (name, phone, origin, emails, addresses)': hashOf(
      JSON.stringify({ name, phone, origin, emails, addresses }),
    ),
    [`site/messages (${route.locale}: ${MESSAGE_KEYS.join(', ')})`]: hashOf(
      JSON.stringify(MESSAGE_KEYS.map((key) => MESSAGES[route.locale][key])),
    ),
    'node_modules/pretendard (version)': hashOf(pretendard.version),
  };
  for (const file of new Set(files)) sources[file] = hashOf(readFileSync(join(root, file)));
  return Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
}

/** The hash of all sources together: ({ a: '1', b: '2' }) -> hashOf('a 1\nb 2\n') */
export function combinedHash(sources: Record<string, string>): string {
  return hashOf(
    Object.entries(sources)
      .map(([name, hash]) => `${name} ${hash}\n`)
      .join(''),
  );
}

/**
 * Why a PDF is stale, or [] when its recorded sources match the current ones.
 * ({ a: '1' }, { a: '2', b: '3' }) -> ['a changed', 'b is new']
 */
export function staleReasons(
  recorded: Record<string, string> | undefined,
  current: Record<string, string>,
): string[] {
  if (!recorded) return ['it is not in the manifest'];
  return [
    ...Object.keys(current)
      .filter((name) => name in recorded && recorded[name] !== current[name])
      .map((name) => `${name} changed`),
    ...Object.keys(current)
      .filter((name) => !(name in recorded))
      .map((name) => `${name} is new`),
    ...Object.keys(recorded)
      .filter((name) => !(name in current))
      .map((name) => `${name} is no longer a source`),
  ];
}

export function readManifest(root: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(root, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(
      `${MANIFEST_FILE}: ${(error as Error).message} (expected the JSON that npm run brochures writes)`,
    );
  }
}

/** Stable JSON: keys in file order of BROCHURE_ROUTES as given, two-space indent, final newline. */
export function toManifestJson(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
