/**
 * Decap CMS as its prebuilt bundle gives it (npm package `decap-cms`, dist/decap-cms.js): a
 * classic script that puts the CMS on `window.CMS`, React's createElement on `window.h` and
 * createReactClass on `window.createClass`, and starts itself unless `window.CMS_MANUAL_INIT`
 * is set. We set the flag, add the script (its URL comes from the page, which preloads it) and
 * register our formats, checks and previews before starting it with our configuration.
 */

/** The part of Decap's registry this site uses (decap-cms-core/src/lib/registry.js). */
export interface Decap {
  init(options: { config: Record<string, unknown> }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: never): string },
  ): void;
  registerEventListener(listener: { name: string; handler: (event: never) => unknown }): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
}

/** React's createElement, as the bundle exposes it for preview templates. */
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null) => unknown;

interface DecapWindow {
  CMS_MANUAL_INIT?: boolean;
  CMS?: Decap;
  h?: CreateElement;
  createClass?: (spec: Record<string, unknown>) => unknown;
}

/** Loads the bundle from `src` without starting it; resolves with what it exposes. */
export function loadDecap(
  src: string,
): Promise<{ CMS: Decap; h: CreateElement; createClass: NonNullable<DecapWindow['createClass']> }> {
  const global = window as unknown as DecapWindow;
  global.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () =>
      global.CMS && global.h && global.createClass
        ? resolve({ CMS: global.CMS, h: global.h, createClass: global.createClass })
        : reject(new Error(`${src} did not define window.CMS`));
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}
