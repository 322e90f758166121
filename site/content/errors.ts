/** Content problems are collected, then printed once (style rule 4). */
export interface ContentError {
  /** Path relative to the project root: 'content/company/ko/intro.md'. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  message: string;
}

/** ({ file: 'a.md', line: 3, message: 'x' }) -> 'a.md:3: x' */
export function formatError(e: ContentError): string {
  return `${e.file}:${e.line}: ${e.message}`;
}

/** Thrown by the build when content has errors; carries all of them. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `${errors.map(formatError).join('\n')}\n${errors.length} content error${errors.length === 1 ? '' : 's'}`,
    );
  }
}
