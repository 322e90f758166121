/**
 * The brochure PDFs as the site lists them: where each is, and what the
 * publicity page says about it (language, pages, size, date made), read from the files
 * themselves at build time so no figure is ever typed by hand.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, ROUTES, dateFormatOf, type Locale, type Route } from '../routes.ts';
import { formatDate } from '../dates.ts';

/** Folder of the PDFs under static/ (and so under dist/): esbuild's assets are elsewhere. */
export const DOWNLOADS_DIR = 'downloads';

export interface DownloadFile {
  /** Site path: '/downloads/safewiz-ko.pdf'. */
  url: string;
  /** Language of the document. */
  locale: Locale;
  bytes: number;
  pages: number;
  /** Day it was made, from the PDF's creation date: '2026-11-24'. */
  made?: string;
}

export interface Download {
  /** The brochure route it is printed from: 'brochure/safewiz'. */
  id: string;
  /** One file per language that exists; a missing one is reported by the brochure tests. */
  files: DownloadFile[];
}

/** The brochure routes, one per document and language. */
export const BROCHURE_ROUTES: readonly Route[] = ROUTES.filter((r) => r.kind === 'brochure');

/**
 * ('brochure/safewiz', 'ko') -> 'downloads/safewiz-ko.pdf'; ('brochure/company-profile', 'en')
 * -> 'downloads/company-profile-en.pdf'
 */
export function pdfPathOf(id: string, locale: Locale): string {
  return `${DOWNLOADS_DIR}/${id.replace(/^brochure\//, '')}-${locale}.pdf`;
}

/**
 * The page count (the largest /Count of the page tree: the root's) and the creation day of a
 * PDF as Chromium writes it (dictionaries in plain text, not in object streams). Read from the
 * text rather than with pdf-lib because the build does it for every brochure, and pdf-lib's parse
 * of every PDF would take half the build's budget or more (docs/performance.md,
 * `site/brochures/files.ts`).
 * test/unit/brochures.test.ts checks it against pdf-lib on every committed PDF.
 * (bytes of a 7-page PDF made 2026-11-24) -> { pages: 7, made: '2026-11-24' }
 */
export function pdfFacts(bytes: Buffer): { pages: number; made?: string } {
  const text = bytes.toString('latin1');
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) =>
    Number(m[1]),
  );
  const date = /\/CreationDate\s*\(D:(\d{4})(\d{2})(\d{2})/.exec(text);
  return {
    pages: Math.max(0, ...counts),
    ...(date ? { made: `${date[1]}-${date[2]}-${date[3]}` } : {}),
  };
}

/** Every brochure with the PDFs found under static/downloads, in the order of site/menu.ts. */
export function readDownloads(root: string): Download[] {
  const ids = [...new Set(BROCHURE_ROUTES.map((r) => r.id))];
  return ids.map((id) => ({
    id,
    files: LOCALES.flatMap((locale) => {
      const path = join(root, 'static', pdfPathOf(id, locale));
      if (!existsSync(path)) return [];
      const bytes = readFileSync(path);
      const { pages, made } = pdfFacts(bytes);
      return [
        {
          url: `/${pdfPathOf(id, locale)}`,
          locale,
          bytes: bytes.length,
          pages,
          ...(made ? { made } : {}),
        },
      ];
    }),
  }));
}

/** (1_234_567) -> '1.2 MB'; (845_000) -> '825 KB': what a visitor weighs before downloading. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * ('2026-11-04', 'ko') -> '2026년 11월 4일'; ('2026-11-04', 'en')
 * -> 'November 4, 2026' (docs/glossary.md; site/dates.ts)
 */
export function formatDay(iso: string, locale: Locale): string {
  return formatDate(iso, dateFormatOf(locale, 'long'));
}
