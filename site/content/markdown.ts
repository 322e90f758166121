/**
 * Markdown to HTML for page bodies and prose blocks. Raw HTML in Markdown is shown as text, never
 * run: writers format with Markdown, and no content file can inject a script (issue 7).
 */
import { Marked, type Token } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** '<b>' -> '&lt;b&gt;' */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const external = /^https?:\/\//.test(href);
      const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      const label = this.parser.parseInline(tokens);
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${attrs}>${label}</a>`;
    },
    image({ href, text }) {
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
});

export interface Reference {
  /** The href or image src as written. */
  href: string;
  /** 0-based line inside the Markdown text. */
  offsetLine: number;
}

/** Renders Markdown and lists the links and images it uses, with their lines, for the link check. */
export function markdownToHtml(markdown: string): { html: string; references: Reference[] } {
  const tokens = marked.lexer(markdown);
  const hrefs: string[] = [];
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'link' || token.type === 'image') hrefs.push(token.href);
  });
  const references = hrefs.map((href) => ({ href, offsetLine: lineIndexOf(markdown, `(${href}`) }));
  return { html: marked.parser(tokens), references };
}

/** ('a\nb (x)', '(x') -> 1 */
function lineIndexOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 0 : text.slice(0, at).split('\n').length - 1;
}
