/**
 * The build steps of `npm run dev`, the same ones `npm run build` runs (build.ts), plus a memory of
 * the last good content and client bundle: one Markdown edit re-reads and re-renders only its
 * page, and only a change under client/ bundles the client again.
 */
import { cpSync, existsSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  loadContent,
  pageSources,
  renderSite,
  searchDocuments,
  seoFiles,
  toRenderSite,
  writeFiles,
  type OutputFile,
} from '../../build.ts';
import { bundleClient, type ClientBundle } from '../../site/builder/bundle.ts';
import { planCards, writeCards } from '../../site/builder/cards/cards.ts';
import { contentDates } from '../../site/builder/lastmod.ts';
import { wholeFont } from '../../site/builder/site-font.ts';
import { buildSearchIndex } from '../../site/builder/search-index.ts';
import { ContentErrors } from '../../site/content/errors.ts';
import { loadPages, type SiteContent } from '../../site/content/load.ts';
import { readImages } from '../../site/content/images.ts';
import { pagesByUrl } from '../../site/pages.ts';
import { renderPage, type RenderSite } from '../../templates/render.tsx';
import { API_BASE, includes, injectDevScript, type Plan } from './rules.ts';
import { writeAdmin } from '../../site/builder/admin.ts';

export class DevBuild {
  private content?: SiteContent;
  private bundle?: ClientBundle;
  private site?: RenderSite;
  /**
   * The whole font, not the build's subsets: a new syllable in an edit shows in Pretendard at once.
   */
  private readonly font = wholeFont();

  constructor(
    private readonly root: string,
    private readonly dist: string,
  ) {}

  /** Runs `plan`; returns the number of pages written. Throws ContentErrors on bad content. */
  async run(plan: Plan): Promise<number> {
    // Until the first good build, every step is the whole build.
    const first = !this.site;
    if (plan.step === 'pages' && !first) return await this.rebuildPages(plan.files);
    const content = loadContent(this.root);
    if (first || includes(plan.step, 'client'))
      this.bundle = await bundleClient(this.root, this.dist, API_BASE);
    if (first || includes(plan.step, 'static')) this.copyStatic(plan.files);
    this.content = content;
    const cards = planCards(this.root, content);
    await writeCards(cards, this.root, this.dist);
    this.site = toRenderSite(this.root, content, this.bundle!, cards, this.font.stylesheet);
    const pages = renderSite(content, this.site);
    // The search index of the whole build; a page edit after it shows in search at the next one.
    const files = [
      ...pages,
      ...seoFiles(content, (await contentDates(this.root)).dates),
      ...this.font.files,
      ...(await buildSearchIndex(searchDocuments(content, pages))),
    ];
    this.write(files);
    // /admin/ (npm run cms sets its backend): the pages and facts it checks links against change
    // with the content.
    await writeAdmin(this.root, this.dist, content, process.env, [
      this.bundle!.css,
      this.font.stylesheet,
    ]);
    return files.filter((f) => f.path.endsWith('.html')).length;
  }

  /**
   * Re-reads the edited page files only (press list pages share page 1's); the rest of the site is
   * as it was, but for a sharing card whose text changed (the home hero's heading).
   */
  private async rebuildPages(files: readonly string[]): Promise<number> {
    const content = this.content!;
    const routes = content.routes.filter(
      (route) => route.kind !== 'article' && files.includes(route.contentFile),
    );
    const { pages, errors } = loadPages(
      this.root,
      routes.filter((route) => !route.listPage),
      content.company,
      pagesByUrl(content.routes),
    );
    // The editor saves a page with the picture uploaded for it: the sizes are read again.
    const images = readImages(this.root, errors);
    if (errors.length) throw new ContentErrors(errors);
    for (const [url, page] of pages) content.pages.set(url, page);
    content.images = images;
    const cards = planCards(this.root, content);
    await writeCards(cards, this.root, this.dist);
    this.site = { ...this.site!, cards, images };
    const sourceOf = pageSources(content);
    this.write(
      routes.map((route) => ({
        path: route.outFile,
        contents: renderPage(route, sourceOf(route), this.site!),
      })),
    );
    return routes.length;
  }

  /** Copies static/ over the output and removes what was deleted from it. */
  private copyStatic(changed: readonly string[]): void {
    // realpath: in a sandbox (scripts/dev/spawn.ts) static/ is a link to the repo's.
    cpSync(realpathSync(join(this.root, 'static')), this.dist, { recursive: true });
    for (const path of changed) {
      if (path.startsWith('static/') && !existsSync(join(this.root, path)))
        rmSync(join(this.dist, path.slice('static/'.length)), { force: true, recursive: true });
    }
  }

  private write(files: OutputFile[]): void {
    writeFiles(
      this.dist,
      files.map(({ path, contents }) =>
        path.endsWith('.html') && !(contents instanceof Uint8Array)
          ? {
              path,
              contents: injectDevScript(
                typeof contents === 'string' ? contents : contents.join(''),
              ),
            }
          : { path, contents },
      ),
    );
  }
}
