/**
 * The preview flags a broken link while the writer types (issue 45 point 3), not only when the
 * save is refused: the links of the language shown, checked by the build's own rule (`brokenLink`,
 * site/content/links.ts) against the pages and files the build listed, in the Korean the save's
 * refusal uses, above the page.
 */
import { inKorean } from '../../site/admin/korean.ts';
import { brokenLink } from '../../site/content/links.ts';
import { markdownToHtml } from '../../site/content/markdown.ts';
import type { Locale } from '../../site/routes.ts';
import { blockLinks, markdownOf, type SiteFacts } from './checks.ts';

/** What the save would say of each broken link of `data` in `locale`, without its file's name. */
export function linkProblems(
  locale: Locale,
  data: Record<string, unknown>,
  site: SiteFacts,
): string[] {
  const facts = new Map(site.facts[locale].map((name) => [name, { text: name }]));
  const urls = new Map(Object.entries(site.pages));
  const assets = new Set(site.assets);
  const hrefs = blockLinks(data);
  for (const text of markdownOf(data)) {
    const { references } = markdownToHtml(text, { facts, sampleLabel: '' });
    hrefs.push(...references.map((reference) => ({ href: reference.href, cta: false })));
  }
  const problems = hrefs.map(({ href, cta }) =>
    brokenLink({ href, cta, route: { locale } }, urls, (path) => assets.has(path)),
  );
  return [...new Set(problems.filter((problem): problem is string => !!problem))].map(inKorean);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The flags above the previewed page, in its stylesheet's prose; '' when every link resolves. */
export function linkFlagsHtml(problems: readonly string[]): string {
  if (!problems.length) return '';
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');
  return `<section class="block" data-preview-links role="alert" style="border-left:6px solid #b3261e;background:#fdecea"><div class="container prose"><h2>저장하면 거부되는 링크가 있습니다</h2><ul>${items}</ul></div></section>`;
}
