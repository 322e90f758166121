/**
 * The parts of a page file that load.ts checks one by one: its Markdown (with facts, sample marks
 * and links) and its blocks (types, anchors, the Markdown inside them). Each problem becomes a
 * ContentError at its line; nothing throws on bad content.
 */
import type { Route } from '../routes.ts';
import { BLOCK_SCHEMAS, type Block } from './blocks.ts';
import type { ContentError } from './errors.ts';
import { markdownToHtml, type MarkdownOptions } from './markdown.ts';
import { checkOutline } from './outline.ts';
import { lineOf, type YamlSource } from './yaml.ts';

/**
 * A link or asset named in content, checked once everything is loaded; `line` only if reported.
 * `cta` marks a cta block's href, the one place a company link (company:recruit) may stand.
 */
export interface LinkRef {
  file: string;
  line: () => number;
  href: string;
  /** The language of the page the link stands on: it must lead to a page in that language. */
  route?: Pick<Route, 'locale'>;
  cta?: boolean;
}

/** What rendering the Markdown of one file needs, and where its findings go. */
export interface MarkdownScope {
  file: string;
  route: Pick<Route, 'locale'>;
  options: MarkdownOptions;
  refs: LinkRef[];
  errors: ContentError[];
}

/**
 * Renders Markdown that starts at file line `line()`; its links and problems are recorded with
 * their lines.
 */
export function renderMarkdown(scope: MarkdownScope, markdown: string, line: () => number): string {
  return renderMarkdownAndText(scope, markdown, line).html;
}

/** renderMarkdown, with the text without marks from the same reading (./markdown.ts). */
export function renderMarkdownAndText(
  scope: MarkdownScope,
  markdown: string,
  line: () => number,
): { html: string; text: string } {
  const { html, text, references, problems } = markdownToHtml(markdown, scope.options);
  const { file, route } = scope;
  scope.refs.push(
    ...references.map((r) => ({ file, line: () => line() + r.offsetLine, href: r.href, route })),
  );
  scope.errors.push(
    ...problems.map((p) => ({ file, line: line() + p.offsetLine, message: p.message })),
  );
  return { html, text };
}

/**
 * Unknown block types are reported with the list of valid ones (style rule 5); returns their
 * indexes so the schema's own, vaguer complaint about them can be dropped.
 */
export function checkBlockTypes(
  source: YamlSource,
  data: unknown,
  errors: ContentError[],
): Set<number> {
  const blocks = (data as { blocks?: unknown })?.blocks;
  const unknown = new Set<number>();
  if (!Array.isArray(blocks)) return unknown;
  blocks.forEach((block, i) => {
    const type = (block as { type?: unknown })?.type;
    if (typeof type === 'string' && type in BLOCK_SCHEMAS) return;
    unknown.add(i);
    errors.push({
      file: source.file,
      line: lineOf(source, ['blocks', i, 'type']),
      message: `blocks.${i}.type: unknown block type ${JSON.stringify(type)} (expected one of: ${Object.keys(BLOCK_SCHEMAS).join(', ')})`,
    });
  });
  return unknown;
}

/**
 * Checks anchors and links of the blocks and renders their Markdown: one HTML string per block (''
 * where none).
 */
export function renderBlocks(blocks: Block[], source: YamlSource, scope: MarkdownScope): string[] {
  for (const issue of checkOutline(blocks))
    scope.errors.push({
      file: scope.file,
      line: lineOf(source, issue.path),
      message: issue.message,
    });
  return blocks.map((block, i) => {
    const at = (key: string) => () => lineOf(source, ['blocks', i, key]);
    if (block.type === 'cta')
      scope.refs.push({
        file: scope.file,
        line: at('href'),
        href: block.href,
        route: scope.route,
        cta: true,
      });
    if (block.type === 'history') {
      block.entries.forEach(
        (entry, j) =>
          entry.href &&
          scope.refs.push({
            file: scope.file,
            line: () => lineOf(source, ['blocks', i, 'entries', j, 'href']),
            href: entry.href,
            route: scope.route,
          }),
      );
    }
    if (block.type !== 'prose') return '';
    // The text starts on the line after `markdown: |`.
    return renderMarkdown(scope, block.markdown, () => at('markdown')() + 1);
  });
}
