/**
 * One content file's front matter and body: the step every Markdown file goes through, pages
 * (./load.ts) and press items (./press.ts) alike. Its own module so the press API can read press
 * items without loading the rest of the site.
 */
import matter from 'gray-matter';
import type { ContentError } from './errors.ts';
import { parseYaml, type YamlSource } from './yaml.ts';

export interface Parsed {
  source: YamlSource;
  data: unknown;
  body: string;
  bodyLine: number;
}

/** Splits front matter from body (gray-matter) and parses the YAML with positions. */
export function parseContent(
  file: string,
  text: string,
  errors: ContentError[],
): Parsed | undefined {
  if (!text.startsWith('---')) {
    errors.push({
      file,
      line: 1,
      message: 'missing front matter (expected "---" on the first line)',
    });
    return undefined;
  }
  let parsed: ReturnType<typeof parseYaml> | undefined;
  const result = matter(text, {
    engines: {
      yaml: (yamlText: string) => {
        parsed = parseYaml(file, yamlText, 1); // gray-matter keeps the newline after '---'
        return (parsed.data ?? {}) as object;
      },
    },
  });
  if (!parsed) return undefined;
  errors.push(...parsed.errors);
  if (parsed.errors.length) return undefined;
  const bodyLine = text.slice(0, text.length - result.content.length).split('\n').length;
  return { source: parsed.source, data: parsed.data, body: result.content, bodyLine };
}
