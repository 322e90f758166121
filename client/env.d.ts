declare const __API_BASE__: string;
/** URLs of what client/main.ts loads later (site/builder/bundle.ts LAZY_ENTRIES). */
declare const __LAZY__: Record<
  keyof typeof import('../site/builder/bundle.ts').LAZY_ENTRIES,
  string
>;
/**
 * Every route URL ('/', '/eng/company/intro', ...): the only targets of a legacy hash redirect
 * (client/lib/legacy.ts).
 */
declare const __ROUTE_URLS__: string[];
