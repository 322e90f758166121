/** fontverter ships no types: the call the font tests use (its README, version 2). */
declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  export function detectFormat(font: Buffer): 'sfnt' | 'woff' | 'woff2';
}
