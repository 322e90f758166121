/**
 * What every bench script measures with: one median, and Lighthouse run as the goals mean it. Its
 * own module so the report (scripts/bench-report.ts), which imports the bench scripts' tables,
 * and the scripts, which need these, do not import each other in a circle.
 */
/**
 * Lighthouse as the goals mean it: mobile, simulated throttling, each run a first visit. Lighthouse
 * clears the HTTP cache but by default keeps local storage and cookies, so from the second run on
 * a page believes its web font is cached (localStorage.fontsLoaded) while it is not, and the home
 * page skips its intro: states no visitor is in. Both are cleared too.
 */
export const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  clearStorageTypes: [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'local_storage',
    'cookies',
  ],
} as const;

/** [3, 1, 2] -> 2; [1, 2, 3, 4] -> 2.5 */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
