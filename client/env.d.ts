declare const __API_BASE__: string;
/** URLs of what client/main.ts loads after first paint (site/build/bundle.ts AFTER_PAINT). */
declare const __AFTER_PAINT__: Record<
  keyof typeof import('../site/build/bundle.ts').AFTER_PAINT,
  string
>;
/** Every route URL ('/', '/eng/company/intro', ...): the only targets of a legacy hash redirect (client/lib/legacy.ts). */
declare const __ROUTE_URLS__: string[];
