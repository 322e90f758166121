/**
 * React's markup written as HTML writes it (docs/decisions.md, Routes and rendering). React's
 * `renderToString` spells attributes in its own casing (`charSet`, `hrefLang`, `fetchPriority`),
 * closes void elements XML-style (`<meta charSet="utf-8"/>`) and gives empty attributes an empty
 * value (`hidden=""`, `alt=""`). A browser reads each the same as the HTML spelling: its parser
 * lowercases an HTML element's attribute names and ignores the slash. The pages are written in
 * that spelling (`<meta charset="utf-8">`, `hidden`, `alt`), which validators and every tool that
 * reads the pages expect, and which is a few bytes shorter. The DOM a browser builds, and so what
 * React hydrates, is the same either way.
 *
 * Only start tags change. React escapes `<`, `>` and `"` in text and attribute values, so every
 * `<` it writes begins a tag or a comment; the text of scripts and styles
 * (`dangerouslySetInnerHTML`) is passed over, and SVG keeps its own casing (`viewBox`), as the HTML
 * parser does.
 */

/** A comment, a script or style with its text, or a start or end tag with its attributes. */
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g;

/** (' charSet="utf-8" hidden=""') -> ' charset="utf-8" hidden' */
function htmlAttributes(attributes: string): string {
  return attributes.replace(ATTRIBUTE, (_, name: string, value: string | undefined) =>
    value ? ` ${name.toLowerCase()}="${value}"` : ` ${name.toLowerCase()}`,
  );
}

/**
 * ('<meta charSet="utf-8"/><input hidden="" value=""/>')
 * -> '<meta charset="utf-8"><input hidden value>'
 * ('<svg viewBox="0 0 1 1"><path d="M0"></path></svg>') -> unchanged
 */
export function htmlSerialization(html: string): string {
  let svgDepth = 0;
  return html.replace(
    TOKEN,
    (
      token,
      rawName: string | undefined,
      rawAttributes: string,
      rawText: string,
      end: string,
      name: string,
      attributes: string,
    ) => {
      if (rawName) return `<${rawName}${htmlAttributes(rawAttributes)}>${rawText}</${rawName}>`;
      if (name === undefined) return token; // a comment
      if (name === 'svg') svgDepth += end ? -1 : 1;
      // SVG keeps its casing, <svg> itself included; an end tag has no attributes.
      if (name === 'svg' || svgDepth > 0 || end) return token;
      // React writes a slash only on void elements (<meta/>); HTML writes none.
      return `<${name}${htmlAttributes(attributes)}>`;
    },
  );
}
