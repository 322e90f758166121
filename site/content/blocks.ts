/**
 * Typed content blocks: writers list them under `blocks:` in a page's front matter,
 * each told apart by `type`. Each type has its own component in templates/blocks/.
 */
import { z } from 'zod';
import { byRule } from './rules.ts';

const text = z.string().trim().min(1);
/**
 * Marks a block whose company statements (figures, dates, specifications, promises) are samples
 * until the company confirms them; the site prints a visible note under its heading (contracts
 * §18).
 */
const sample = z.boolean().optional();
/** How an image under static/assets/img is named: 'product-kiosk.webp'. */
export const IMAGE_NAME = /^[a-z0-9][a-zA-Z0-9-]*\.(svg|webp|avif|png|jpg)$/;
/** Where the site's images are, relative to the project root; pages name them by file name. */
export const IMAGE_DIR = 'static/assets/img';
/**
 * The most bytes an image may have (300 KB): the build refuses a larger one (./images.ts), and
 * the editor makes an upload fit or refuses it (client/admin/upload.ts).
 */
export const IMAGE_MAX_BYTES = 300 * 1024;
/** An image under static/assets/img, by file name: 'product-kiosk.webp'. */
export const imageFile = z
  .string()
  .regex(IMAGE_NAME, byRule('image.name', { example: 'banner-company-intro.webp' }));

/**
 * A section's anchor: the `id` of its heading, so `/privacy#items` links to it and a `toc` block
 * lists it. Chosen by the writer, never derived from the heading, so links survive rewording. Every
 * block but the toc takes one: other pages link the one section that says a thing
 * (`/business#pilot`).
 */
export const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, byRule('anchor.form', { example: 'purpose' }))
  .refine((id) => !/^block-\d+$/.test(id), byRule('anchor.automatic', { example: 'purpose' }));

/** The optional anchor of a block; a block with one needs a heading (outline.ts). */
const id = anchor.optional();

export const FeaturesBlock = z.strictObject({
  type: z.literal('features'),
  id,
  heading: text.optional(),
  sample,
  intro: text.optional(),
  /** Cards: a title, a short text and an optional icon. */
  items: z.array(z.strictObject({ title: text, text, icon: imageFile.optional() })).min(1),
});

export const FiguresBlock = z.strictObject({
  type: z.literal('figures'),
  id,
  heading: text.optional(),
  sample,
  /** Key figures: '120' + '+' over 'projects delivered'. */
  items: z.array(z.strictObject({ value: text, unit: text.optional(), label: text })).min(1),
});

export const StepsBlock = z.strictObject({
  type: z.literal('steps'),
  id,
  heading: text.optional(),
  sample,
  intro: text.optional(),
  items: z.array(z.strictObject({ title: text, text })).min(2),
});

export const SpecsBlock = z.strictObject({
  type: z.literal('specs'),
  id,
  heading: text.optional(),
  sample,
  /** Two-column table rows: label, value. */
  rows: z.array(z.strictObject({ label: text, value: text })).min(1),
});

export const TimelineBlock = z.strictObject({
  type: z.literal('timeline'),
  id,
  heading: text.optional(),
  sample,
  entries: z
    .array(
      z.strictObject({ year: z.number().int().min(1990).max(2100), events: z.array(text).min(1) }),
    )
    .min(1),
});

export const OrgBlock = z.strictObject({
  type: z.literal('org'),
  id,
  heading: text.optional(),
  sample,
  /** The top of the chart, e.g. 'CEO'. */
  head: text,
  /** Second level: divisions, each with its teams. */
  units: z.array(z.strictObject({ title: text, teams: z.array(text).min(1) })).min(1),
});

export const GalleryBlock = z.strictObject({
  type: z.literal('gallery'),
  id,
  heading: text.optional(),
  sample,
  images: z
    .array(
      z.strictObject({
        src: imageFile,
        alt: text,
        // No width and height: the build reads them from the file (site/content/images.ts).
        caption: text.optional(),
      }),
    )
    .min(1),
});

export const CtaBlock = z.strictObject({
  type: z.literal('cta'),
  id,
  heading: text,
  sample,
  text,
  label: text,
  /** A site path in the page's language ('/contact', '/eng/contact') or an https URL. */
  href: text,
});

export const ProseBlock = z.strictObject({
  type: z.literal('prose'),
  /** Anchor of the section; a `toc` block lists anchored sections. Needs a heading. */
  id,
  heading: text.optional(),
  sample,
  /** Markdown, rendered like the page body. */
  markdown: text,
});

/** A table of contents: links to every block of the page that has an `id`, in page order. */
export const TocBlock = z.strictObject({
  type: z.literal('toc'),
  heading: text.optional(),
  sample,
});

/**
 * The versions of a document (a policy's 변경 이력): newest first; the first is the version in
 * force. Earlier versions link to their archived text when it is published.
 */
export const HistoryBlock = z.strictObject({
  type: z.literal('history'),
  id,
  heading: text.optional(),
  sample,
  entries: z
    .array(
      z.strictObject({
        /** 'v1.0' */
        version: text,
        /** The day the version took effect. */
        date: z.iso.date(),
        /** What changed, in a sentence. */
        text,
        /**
         * Where the archived text of an earlier version is published (a site path or https URL).
         */
        href: text.optional(),
      }),
    )
    .min(1),
});

export const BLOCK_SCHEMAS = {
  features: FeaturesBlock,
  figures: FiguresBlock,
  steps: StepsBlock,
  specs: SpecsBlock,
  timeline: TimelineBlock,
  org: OrgBlock,
  gallery: GalleryBlock,
  cta: CtaBlock,
  prose: ProseBlock,
  toc: TocBlock,
  history: HistoryBlock,
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
export const Block = z.discriminatedUnion('type', [
  FeaturesBlock,
  FiguresBlock,
  StepsBlock,
  SpecsBlock,
  TimelineBlock,
  OrgBlock,
  GalleryBlock,
  CtaBlock,
  ProseBlock,
  TocBlock,
  HistoryBlock,
]);
export type Block = z.infer<typeof Block>;

/** An image a block names, and where in the block (for the error's line). */
export interface BlockImage {
  path: PropertyKey[];
  name: string;
}

/**
 * The images each block type names, beside the schemas that declare them: the loader checks each
 * exists under static/assets/img (site/content/load.ts), the brochures hash them as sources
 * (site/brochures/sources.ts). A new block type with an image field adds its row here.
 */
const BLOCK_IMAGES: {
  [T in BlockType]?: (block: z.infer<(typeof BLOCK_SCHEMAS)[T]>) => BlockImage[];
} = {
  features: (block) =>
    block.items.flatMap((item, j) =>
      item.icon ? [{ path: ['items', j, 'icon'], name: item.icon }] : [],
    ),
  gallery: (block) => block.images.map((img, j) => ({ path: ['images', j, 'src'], name: img.src })),
};

/** (a gallery with 'a.webp') -> [{ path: ['images', 0, 'src'], name: 'a.webp' }] */
export function blockImages(block: Block): BlockImage[] {
  const images = BLOCK_IMAGES[block.type] as ((b: Block) => BlockImage[]) | undefined;
  return images?.(block) ?? [];
}
