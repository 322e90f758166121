/**
 * The editor's own widgets (site/admin/fields.ts names them in the configuration): a line counted
 * against its limit, the press file name words, and the body editor.
 */
import type { AdminData } from '../checks.ts';
import type { CMS as DecapCms } from '../vendor.ts';
import { bodyChoices } from './body-data.ts';
import { bodyControl } from './body.tsx';
import { CountedControl } from './counted.tsx';
import { PressSlugControl } from './slug.tsx';

export function registerWidgets(cms: typeof DecapCms, adminData: AdminData): void {
  cms.registerWidget('counted', CountedControl as never);
  cms.registerWidget('press-slug', PressSlugControl as never);
  cms.registerWidget('body', bodyControl(bodyChoices(adminData.site, adminData.company)) as never);
}
