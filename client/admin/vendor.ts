/**
 * Decap CMS for the editor, bundled with the site's React (site/builder/admin-bundle.ts). A second
 * entry of the bundle, so that Decap and React land in a chunk of their own whose name and bytes
 * do not change with our part (client/admin/main.ts imports it from here).
 */
import CMS from 'decap-cms-app';

export { CMS };
