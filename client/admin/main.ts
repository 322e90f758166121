/**
 * /admin/ (contracts §19): Decap CMS, bundled with the site's React (./vendor.ts), started with the
 * configuration the build generated from our schemas (site/admin/config.ts), in Korean. The
 * editor reads and writes our files in their own style (./formats.ts) and refuses at save what the
 * build would refuse (./checks.ts); its preview is the page as our templates render it
 * (./preview.tsx). Without a configured backend the page only says how editing is
 * set up (site/builder/admin.ts writes that text into the page).
 */
import { draftRefusals, type AdminData } from './checks.ts';
import { DECAP_KO } from '../../site/admin/decap-ko.ts';
import { CMS } from './vendor.ts';
import { fromFrontMatter, fromYamlFile, toFrontMatter, toYamlFile } from './formats.ts';
import { guardLocalBackend } from './local-backend.ts';
import { fitUploads } from './upload.ts';
import { registerVersionCheck } from './versions.ts';
import { registerPreview } from './preview-template.ts';
import { FRONT_MATTER_FORMAT, YAML_FORMAT } from '../../site/admin/config.ts';
import { formOf, toDraft, type EntryMap } from './entry.ts';
import { RefusedSave, hideRefusals, showRefusals, takeOverRefusals } from './refusals.tsx';
import { sentenceOf } from './sentences.ts';
import { registerWidgets } from './widgets/index.ts';

const element = document.getElementById('cms-data');
const adminData = element ? (JSON.parse(element.textContent ?? 'null') as AdminData | null) : null;
if (adminData) {
  // Before Decap's first request: the local backend's secret and versions, uploads made to fit.
  guardLocalBackend(adminData.config);
  fitUploads();
  CMS.registerLocale('ko', DECAP_KO);
  registerPreview(CMS, adminData);
  registerWidgets(CMS, adminData);
  CMS.registerCustomFormat(FRONT_MATTER_FORMAT, 'md', {
    fromFile: fromFrontMatter,
    toFile: toFrontMatter,
  });
  CMS.registerCustomFormat(YAML_FORMAT, 'yaml', { fromFile: fromYamlFile, toFile: toYamlFile });
  takeOverRefusals();
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: EntryMap }) => {
      const draft = toDraft(entry, adminData.config);
      const problems = draftRefusals(draft, adminData.site);
      if (!problems.length) return undefined;
      const { fields, sideBySide } = formOf(adminData.config, draft);
      const items = problems.map((problem) => ({
        text: sentenceOf(problem, fields, draft.data[problem.locale], sideBySide),
        locale: problem.locale,
        path: problem.path,
      }));
      showRefusals(items);
      throw new RefusedSave(items.map((item) => item.text).join('\n'));
    },
  });
  CMS.registerEventListener({ name: 'postSave', handler: () => void hideRefusals() });
  // A save over a file changed since it was read: said in the refusals panel, like the rules.
  registerVersionCheck(CMS, adminData.config, (message) => {
    showRefusals([{ text: message }]);
    return new RefusedSave(message);
  });
  CMS.init({ config: adminData.config as never });
}
