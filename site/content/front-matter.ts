/**
 * One content file's front matter and body: the step every Markdown file goes through, pages
 * (./load.ts) and press items (./press.ts) alike. Its own module so the press API can read press
 * items without loading the rest of the site.
 */
import matter from 'gray-matter';
import { parse } from 'yaml';
import type { ContentError } from './errors.ts';
import { parseYaml, yamlSource, type YamlSource } from './yaml.ts';

export interface Parsed {
  source: YamlSource;
  data: unknown;
  body: string;
  bodyLine: number;
}

/** What a file's text gives when its front matter has no error: the data, the body and its line. */
export interface ParsedText {
  yaml: string;
  data: unknown;
  body: string;
  bodyLine: number;
}

/**
 * Files already parsed without error, by their text. The build keeps them between builds
 * (site/builder/build-cache.ts): parsing the YAML of 4,000 press items and the pages' front matter
 * was most of the time loading a newsroom that large took. A text found here is not parsed; its
 * positions are, only when an error needs a line (every line a loader reports is asked lazily or
 * on an error).
 */
export interface FrontMatterCache {
  get(text: string): ParsedText | undefined;
  set(text: string, parsed: ParsedText): void;
}

/**
 * gray-matter with `yaml` as its YAML engine, for code that wants a file's data without positions
 * (tests, tools): `matter(text, MATTER_OPTIONS)`. gray-matter's own default, js-yaml, reads YAML
 * 1.1 (an unquoted 2025-01-02 becomes a Date), so it is never asked: `yaml` is the one parser.
 */
export const MATTER_OPTIONS = {
  engines: { yaml: (text: string) => (parse(text) ?? {}) as object },
};

/** Splits front matter from body (gray-matter) and parses the YAML with positions. */
export function parseContent(
  file: string,
  text: string,
  errors: ContentError[],
  cache?: FrontMatterCache,
): Parsed | undefined {
  const known = cache?.get(text);
  if (known) {
    const { yaml, data, body, bodyLine } = known;
    return { source: yamlSource(file, yaml, 1), data, body, bodyLine };
  }
  if (!text.startsWith('---')) {
    errors.push({
      file,
      line: 1,
      message: 'missing front matter (expected "---" on the first line)',
    });
    return undefined;
  }
  let parsed: ReturnType<typeof parseYaml> | undefined;
  let yaml = '';
  const result = matter(text, {
    engines: {
      yaml: (yamlText: string) => {
        yaml = yamlText;
        parsed = parseYaml(file, yamlText, 1); // gray-matter keeps the newline after '---'
        return (parsed.data ?? {}) as object;
      },
    },
  });
  if (!parsed) return undefined;
  errors.push(...parsed.errors);
  if (parsed.errors.length) return undefined;
  const bodyLine = text.slice(0, text.length - result.content.length).split('\n').length;
  const { data } = parsed;
  cache?.set(text, { yaml, data, body: result.content, bodyLine });
  return { source: parsed.source, data, body: result.content, bodyLine };
}
