/**
 * The characters the site can show: what the build writes into pages, and what the
 * client's scripts and styles carry to draw later (an island's strings, the district lists, a
 * dialog's mark, a stylesheet's `content`). The site's font is subset to exactly these
 * (./site-font.ts). Printable ASCII is always in: a visitor types it, and it costs next to nothing.
 */
import { decodeHTML } from 'entities';

/**
 * Code points seen: a flag each, and the list in the order found. Scanning thousands of pages, a
 * flag array is far cheaper than a Set, and only the runs of non-ASCII text are walked.
 */
export class CharacterSet {
  private readonly seen = new Uint8Array(0x110000);
  private readonly found: number[] = [];

  /** Every character of `text`: ('해온 IT') adds 해, 온 (ASCII is always in). */
  addText(text: string): this {
    for (const [run] of text.matchAll(NON_ASCII)) {
      for (let i = 0; i < run.length; i++) {
        const point = run.codePointAt(i)!;
        if (point > 0xffff) i++;
        if (this.seen[point]) continue;
        this.seen[point] = 1;
        this.found.push(point);
      }
    }
    return this;
  }

  /**
   * A page as the browser reads it: its characters and those its entities stand for ('&rarr;'
   * -> →).
   */
  addHtml(html: string): this {
    this.addText(html);
    for (const [entity] of html.matchAll(ENTITY)) this.addText(decodeHTML(entity));
    return this;
  }

  /** A script's characters and its string escapes: ('"\\u2713"') adds ✓. */
  addScript(js: string): this {
    this.addText(js);
    this.addText(js.replace(JS_ESCAPE, decodeJsEscape));
    return this;
  }

  /** A stylesheet's characters and its escapes: ('content:"\\2192"') adds →. */
  addStyle(css: string): this {
    this.addText(css);
    this.addText(css.replace(CSS_ESCAPE, (_, hex: string) => fromPoint(parseInt(hex, 16))));
    return this;
  }

  /**
   * Ascending code points with a glyph to draw: printable ASCII and what was added, without
   * controls, separators or lone surrogates.
   */
  points(): number[] {
    const added = this.found.filter((point) => !NO_GLYPH.test(String.fromCodePoint(point)));
    return [...PRINTABLE_ASCII, ...added.sort((a, b) => a - b)];
  }
}

const NON_ASCII = /[^\0-\x7f]+/g;
/** U+0020 (space) to U+007E (~). */
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);
/** '&amp;', '&#x2192;', '&rarr;' (and the legacy forms without ';'). */
const ENTITY = /&(?:#[xX]?[0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);?/g;
/** '\u2713', '\u{1F600}', '\xE9' in a script. */
const JS_ESCAPE = /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g;
/** '\2192 ' in a stylesheet: up to six hex digits, one optional space after. */
const CSS_ESCAPE = /\\([0-9a-fA-F]{1,6})\s?/g;
/** Controls, surrogates and the line and paragraph separators: nothing a font draws. */
const NO_GLYPH = /^[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]$/u;

/** A code point as text; one a string cannot hold (beyond U+10FFFF) as nothing. */
function fromPoint(point: number): string {
  return point <= 0x10ffff ? String.fromCodePoint(point) : '';
}

/**
 * One escape of JS_ESCAPE as its character; a surrogate half stays a lone code unit (paired below
 * when both are escaped).
 */
function decodeJsEscape(_: string, braced?: string, four?: string, two?: string): string {
  if (braced) return fromPoint(parseInt(braced, 16));
  return String.fromCharCode(parseInt(four ?? two!, 16));
}
