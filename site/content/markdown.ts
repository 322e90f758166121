/**
 * Markdown to HTML for page bodies and prose blocks. Raw HTML in Markdown is shown as text, never
 * run: writers format with Markdown, and no content file can inject a script.
 * `{{name}}` writes a company fact (./facts.ts) and `{{sample: text}}` marks a value the company
 * has not confirmed yet; anything else in double braces is an error with its line.
 */
import { escapeUTF8 as escapeHtml } from 'entities';
import { Marked, type Token, type Tokens, type TokenizerAndRendererExtension } from 'marked';
import { toUnbrokenPhone, type Fact } from './facts.ts';
import { inEnglish, refusal, type Refusal } from './rules.ts';

/** '{{ phone }}' -> ' phone '; the braces hold no braces, so '{{{x}}}' is not a fact. */
const FACT = /^\{\{([^{}\n]*)\}\}/;
const SAMPLE = /^\s*sample\s*:\s*(.*?)\s*$/;

/**
 * A `{{…}}` in the text; its `html` is set once the page's facts are known (see markdownToHtml).
 */
interface FactToken extends Tokens.Generic {
  type: 'fact';
  raw: string;
  name: string;
  html: string;
}

const factExtension: TokenizerAndRendererExtension = {
  name: 'fact',
  level: 'inline',
  start: (src) => {
    const at = src.indexOf('{{');
    return at < 0 ? undefined : at;
  },
  tokenizer(src) {
    const match = FACT.exec(src);
    return match ? { type: 'fact', raw: match[0], name: match[1]!.trim(), html: '' } : undefined;
  },
  renderer: (token) => (token as FactToken).html,
};

const marked = new Marked({
  gfm: true,
  extensions: [factExtension],
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const external = /^https?:\/\//.test(href);
      const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      const inline = this.parser.parseInline(tokens);
      // A phone number never splits across lines (the footer's rule, html-validate's
      // tel-non-breaking).
      const label =
        href.startsWith('tel:') && !inline.includes('<') ? toUnbrokenPhone(inline) : inline;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${attrs}>${label}</a>`;
    },
    /**
     * Column headers get scope="col", and each body cell names its column in data-label, so a
     * wide table can be read as a stack of labelled rows on a phone (client/styles/legal.css).
     * Column alignment is not carried over: the site sets tables left-aligned.
     */
    table(token) {
      const inline = (cell: Tokens.TableCell) => this.parser.parseInline(cell.tokens);
      const head = token.header.map((cell) => `<th scope="col">${inline(cell)}</th>`).join('');
      const rows = token.rows
        .map(
          (row) =>
            `<tr>${row.map((cell, i) => `<td data-label="${escapeHtml(token.header[i]?.text ?? '')}">${inline(cell)}</td>`).join('')}</tr>\n`,
        )
        .join('');
      return `<table>\n<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${rows}</tbody>\n</table>\n`;
    },
    image({ href, text }) {
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
});

export interface MarkdownOptions {
  /**
   * The company facts in the page's language; without them (company.yaml broken) facts render
   * empty.
   */
  facts?: ReadonlyMap<string, Fact>;
  /** The tag after a sample value: '샘플' / 'sample'. */
  sampleLabel: string;
}

/** What is wrong in the text, at a 0-based line inside it: in English, and as its rule. */
export interface MarkdownProblem {
  message: string;
  refusal: Refusal;
  offsetLine: number;
}

export interface Reference {
  /** The href or image src as written. */
  href: string;
  /** 0-based line inside the Markdown text. */
  offsetLine: number;
}

/** ('홍길동', '샘플') -> '<span class="sample">홍길동 <small class="sample__tag">샘플</small></span>' */
export function sampleHtml(text: string, label: string): string {
  return markSample(escapeHtml(text), label);
}

/**
 * ('<a …>051‑000‑0000</a>', '샘플') -> '<span class="sample"><a …>051‑000‑0000</a> <small
 * class="sample__tag">샘플</small></span>'
 */
function markSample(html: string, label: string): string {
  return `<span class="sample">${html} <small class="sample__tag">${escapeHtml(label)}</small></span>`;
}

/**
 * ({ text: 'a@example.com', href: 'mailto:a@example.com' }, false)
 * -> '<a href="mailto:a@example.com">a@example.com</a>';
 * a sample fact gets the sample tag after it (company.yaml `samples`).
 */
function factHtml(fact: Fact, inLink: boolean, sampleLabel: string): string {
  const text = escapeHtml(fact.text);
  const html = fact.href && !inLink ? `<a href="${escapeHtml(fact.href)}">${text}</a>` : text;
  return fact.sample ? markSample(html, sampleLabel) : html;
}

/** Fills in one `{{…}}`; returns a problem to report, if any. */
function resolveFact(
  token: FactToken,
  options: MarkdownOptions,
  inLink: boolean,
): Refusal | undefined {
  const sample = SAMPLE.exec(token.name);
  if (sample) {
    token.html = sampleHtml(sample[1]!, options.sampleLabel);
    return sample[1] ? undefined : refusal('fact.sampleEmpty', { raw: token.raw });
  }
  if (!options.facts) return undefined;
  const fact = options.facts.get(token.name);
  if (fact) token.html = factHtml(fact, inLink, options.sampleLabel);
  return fact
    ? undefined
    : refusal('fact.unknown', { raw: token.raw, names: [...options.facts.keys()].join(', ') });
}

/**
 * Renders Markdown, fills in its facts and sample marks, and lists the links and images it uses
 * with their lines, for the link check; its text without marks too (see markdownToText), from the
 * same tokens, read before the parser (which may change a token, as a task list's).
 */
export function markdownToHtml(
  markdown: string,
  options: MarkdownOptions,
): { html: string; text: string; references: Reference[]; problems: MarkdownProblem[] } {
  const tokens = marked.lexer(markdown);
  const hrefs: string[] = [];
  const problems: MarkdownProblem[] = [];
  const linked = new Set<Token>();
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'link' || token.type === 'image') hrefs.push(token.href);
    // A fact inside a link's text is text: a link in a link is invalid HTML.
    if (token.type === 'link') token.tokens?.forEach((inner) => linked.add(inner));
    if (token.type !== 'fact') return;
    const found = resolveFact(token as FactToken, options, linked.has(token));
    if (found)
      problems.push({
        message: inEnglish(found),
        refusal: found,
        offsetLine: lineIndexOf(markdown, token.raw),
      });
  });
  const references = hrefs.map((href) => ({ href, offsetLine: lineIndexOf(markdown, `(${href}`) }));
  const text = tokensToText(tokens, options);
  return { html: marked.parser(tokens), text, references, problems };
}

/** Inline tokens as the words a reader reads: a link is its text, a fact its value. */
function inlineText(tokens: readonly Token[] | undefined, options: MarkdownOptions): string {
  return (tokens ?? [])
    .map((token): string => {
      if (token.type === 'fact') {
        const name = (token as FactToken).name;
        const sample = SAMPLE.exec(name);
        return sample ? sample[1]! : (options.facts?.get(name)?.text ?? '');
      }
      if (token.type === 'br') return '\n';
      if (token.type === 'image') return token.text;
      if ('tokens' in token && token.tokens?.length) return inlineText(token.tokens, options);
      return 'text' in token ? String(token.text) : token.raw;
    })
    .join('');
}

/** A block token as lines of text: a list's items one a line, a table's rows one a line. */
function blockText(token: Token, options: MarkdownOptions): string {
  if (token.type === 'list')
    return (token as Tokens.List).items
      .map((item) => item.tokens.map((inner) => blockText(inner, options)).join(' '))
      .join('\n');
  if (token.type === 'table') {
    const table = token as Tokens.Table;
    return [table.header, ...table.rows]
      .map((row) => row.map((cell) => inlineText(cell.tokens, options)).join(' '))
      .join('\n');
  }
  if (token.type === 'blockquote')
    return (token as Tokens.Blockquote).tokens
      .map((inner) => blockText(inner, options))
      .join('\n\n');
  if (token.type === 'space' || token.type === 'hr') return '';
  if (token.type === 'code') return token.text;
  return (
    inlineText('tokens' in token ? token.tokens : undefined, options) ||
    ('text' in token ? String(token.text) : '')
  );
}

/**
 * The text of Markdown without its marks, blocks separated by blank lines: what a description, a
 * feed, the API (plain text, contracts §4) and a search excerpt show.
 * ('See [the intro](/company/intro) for **more**.\n\nNext.') -> 'See the intro for more.\n\nNext.'
 */
export function markdownToText(markdown: string, options: MarkdownOptions): string {
  return tokensToText(marked.lexer(markdown), options);
}

function tokensToText(tokens: readonly Token[], options: MarkdownOptions): string {
  return tokens
    .map((token) => blockText(token, options).trim())
    .filter(Boolean)
    .join('\n\n');
}

/** ('a\nb (x)', '(x') -> 1 */
function lineIndexOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 0 : text.slice(0, at).split('\n').length - 1;
}
