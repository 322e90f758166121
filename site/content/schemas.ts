/**
 * Front-matter schemas, one per kind of page (see ROUTES' `kind`), plus the site-wide data files.
 * Errors from these are reported as `file:line: field: message` by ./load.ts.
 */
import { z } from 'zod';
import { Block, imageFile } from './blocks.ts';
import { perLocale } from '../routes.ts';
import { businessNumberProblem } from './business-number.ts';
import { byRule } from './rules.ts';

const text = z.string().trim().min(1);
/** Meta description: what search engines show, so it must say something. */
const description = z
  .string()
  .trim()
  .min(20, byRule('text.tooShort', { min: 20 }))
  .max(200, byRule('text.tooLong', { max: 200 }));

/** An inner page: banner with title and lead, Markdown body, then blocks. */
export const PageFrontMatter = z.strictObject({
  title: text,
  description,
  /** Banner image file under static/assets/img. */
  banner: imageFile,
  /** One or two sentences under the title in the banner. */
  lead: text.optional(),
  blocks: z.array(Block).default([]),
});

/**
 * The business areas on the home page, in order: path segments under /business (the schema, the
 * home page and its tests read this).
 */
export const HOME_BUSINESS_IDS = [
  'energy-iot',
  'marine-ict',
  'smart-city',
  'digital-twin',
  'smart-factory',
  'safety',
  'design',
  'ai',
] as const;
/** The home solution tiles, in order: path segments under /solution. */
export const HOME_SOLUTION_IDS = ['safewiz', 'must-xr', 'hatna', 'enov'] as const;

/** The home page copy; the body is not used. */
export const HomeFrontMatter = z.strictObject({
  title: text,
  description,
  hero: z.strictObject({ heading: text, text }),
  slogan: z.strictObject({ heading: text, text }),
  business: z.strictObject({
    heading: text,
    text,
    /** One line per business area, keyed by the area's path segment. */
    items: z.strictObject(
      Object.fromEntries(HOME_BUSINESS_IDS.map((id) => [id, text])) as Record<
        (typeof HOME_BUSINESS_IDS)[number],
        typeof text
      >,
    ),
  }),
  solutions: z.strictObject({
    heading: text,
    text,
    items: z.strictObject(
      Object.fromEntries(
        HOME_SOLUTION_IDS.map((id) => [id, z.strictObject({ name: text, text })]),
      ) as Record<
        (typeof HOME_SOLUTION_IDS)[number],
        z.ZodObject<{ name: typeof text; text: typeof text }>
      >,
    ),
  }),
  news: z.strictObject({ heading: text, text }),
  contact: z.strictObject({ headline: text, text, button: text }),
});

/** The contact page: intro in the body, the privacy policy the consent box refers to. */
export const ContactFrontMatter = z.strictObject({
  title: text,
  description,
  lead: text.optional(),
  /** Markdown of the privacy notice shown beside the consent checkbox. */
  privacy: text,
});

/**
 * A legal page (the privacy policy): a plain heading instead of a banner, a short summary in the
 * body, then blocks: anchored prose sections, a table of contents, the version history.
 */
export const LegalFrontMatter = z.strictObject({
  title: text,
  description,
  /** One or two sentences under the title. */
  lead: text.optional(),
  blocks: z.array(Block).min(1),
});

/**
 * Which company mailbox a document prints as its contact address (content/company.yaml `emails`).
 */
export const MAILBOXES = ['business', 'safewiz', 'product', 'design'] as const;

/**
 * A printable document (site/menu.ts BROCHURES): a cover, then the pages listed in `sections`
 * as they are on the site, then the company's contact details. The body, if any, is printed
 * on the cover under the lead.
 */
export const BrochureFrontMatter = z.strictObject({
  title: text,
  description,
  /** One or two sentences under the title on the cover; without it the first section's lead. */
  lead: text.optional(),
  /** Route ids of the pages it is made of, in order: 'company/intro', 'solution/safewiz'. */
  sections: z
    .array(
      z
        .string()
        .regex(
          /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/,
          byRule('routeId.form', { example: 'company/intro' }),
        ),
    )
    .min(1),
  /** The mailbox printed on the contact page. */
  mailbox: z.enum(MAILBOXES).default('business'),
  /**
   * Print every office's address on the contact page (the company profile), not the head office
   * alone.
   */
  allOffices: z.boolean().default(false),
});

/**
 * The HTML sitemap (contracts §18): title and lead, a short body; the links come from the route
 * table.
 */
export const SitemapFrontMatter = z.strictObject({
  title: text,
  description,
  lead: text.optional(),
});

/**
 * The search results page (contracts §21): title and lead; its body is what the page says where
 * scripts do not run (search needs them), with a link to the HTML sitemap.
 */
export const SearchFrontMatter = z.strictObject({
  title: text,
  description,
  lead: text.optional(),
});

export const PAGE_SCHEMAS = {
  home: HomeFrontMatter,
  page: PageFrontMatter,
  contact: ContactFrontMatter,
  legal: LegalFrontMatter,
  sitemap: SitemapFrontMatter,
  search: SearchFrontMatter,
  brochure: BrochureFrontMatter,
} as const;
/**
 * The route kinds whose content file is a page's front matter (site/routes.ts RouteKind has the
 * rest).
 */
export type ContentKind = keyof typeof PAGE_SCHEMAS;
export type HomeContent = z.infer<typeof HomeFrontMatter>;
export type PageContent = z.infer<typeof PageFrontMatter>;
export type ContactContent = z.infer<typeof ContactFrontMatter>;
export type LegalContent = z.infer<typeof LegalFrontMatter>;
export type BrochureContent = z.infer<typeof BrochureFrontMatter>;
export type SitemapContent = z.infer<typeof SitemapFrontMatter>;
export type SearchContent = z.infer<typeof SearchFrontMatter>;

/** One text per locale of the table (site/locales.ts): { ko: …, en: … }. */
const localized = z.strictObject(perLocale(() => text));
/**
 * A search engine's verification code; an empty one would publish a useless tag, so leaving the key
 * out is the way to have none.
 */
const verificationCode = z
  .string()
  .trim()
  .min(1, byRule('verification.empty', {}, { abort: true }))
  .regex(/^[A-Za-z0-9_-]+$/, byRule('verification.form'));

/**
 * Facts that can be listed under `samples` (contracts §18): each is shown with the sample tag
 * wherever the footer, the contact page or a `{{fact}}` prints it. Addresses and e-mails carry
 * their mark in the value itself ("(샘플 주소)", example.com), which search engines' data repeats.
 */
export const SAMPLE_FACTS = [
  'name',
  'legalName',
  'representative',
  'businessRegistrationNumber',
  'phone',
  'processors',
] as const;
export type SampleFact = (typeof SAMPLE_FACTS)[number];

/**
 * 사업자등록번호: the form 000-00-00000 and the National Tax Service's check digit, in one message.
 * Typed without hyphens, YAML reads the number as an integer: it gets the same message about the
 * form.
 */
const businessNumber = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().superRefine((value, ctx) => {
    const problem = businessNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', params: { refusal: problem } });
  }),
);

/** content/company.yaml: company facts (contracts §10, §18). */
export const CompanyFacts = z.strictObject({
  /** The name the header, titles and text use: 해온정보기술 / Haeon IT. */
  name: localized,
  /** The registered name (상호) for the footer: (주)해온정보기술 / Haeon IT Co., Ltd. */
  legalName: localized,
  /** The representative (대표자), in each language's writing of the name. */
  representative: localized,
  /** 사업자등록번호, 000-00-00000 with a valid check digit. */
  businessRegistrationNumber: businessNumber,
  phone: text,
  /** Absolute origin for canonical URLs and the sitemap, no trailing slash. */
  origin: z
    .url()
    .regex(/^https?:\/\/[^/]+$/, byRule('origin.form', { example: 'https://www.example.com' })),
  recruitUrl: z.url(),
  webzineUrl: z.url(),
  /** The footer's four mailboxes, plus `press`: the press contact the press pages link. */
  emails: z.strictObject({
    business: z.email(),
    safewiz: z.email(),
    product: z.email(),
    design: z.email(),
    press: z.email(),
  }),
  addresses: z
    .array(z.strictObject({ id: text, title: localized, address: localized }))
    .length(7)
    .refine(
      (list) => list.some((a) => a.id === 'head-office'),
      byRule('addresses.headOffice', { id: 'head-office' }),
    ),
  /**
   * Years an inquiry is kept before it is destroyed (contracts §12): the privacy policy and the
   * consent notice show it ({{inquiryRetention}}), and the inquiry purge applies it.
   */
  inquiryRetentionYears: z.number().int().min(1).max(10),
  /**
   * The companies that process inquiries on the company's behalf (PIPA Art. 26): the privacy
   * policy and the consent notice name them as {{processors.hosting}} and {{processors.email}}.
   */
  processors: z.strictObject({ hosting: localized, email: localized }),
  /** Facts the company has not confirmed: shown with the sample tag wherever they appear. */
  samples: z.array(z.enum(SAMPLE_FACTS)).default([]),
  /**
   * Naver Search Advisor's site code: `<meta name="naver-site-verification">` on every page;
   * absent, no tag.
   */
  naverSiteVerification: verificationCode.optional(),
  /**
   * Google Search Console's HTML-tag code: `<meta name="google-site-verification">` on every page;
   * absent, no tag.
   */
  googleSiteVerification: verificationCode.optional(),
  /**
   * The site's IndexNow key (docs/deploy.md): the build serves it as /<key>.txt, and
   * `npm run indexnow` sends changed URLs with it to the search engines that take IndexNow.
   */
  indexNowKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,128}$/, byRule('indexNow.form'))
    .optional(),
});
export type CompanyFacts = z.infer<typeof CompanyFacts>;

const isoDate = z.iso.date();
/** content/popup.yaml: the dated home popup (contracts §7). */
export const PopupConfig = z.strictObject({
  showPeriods: z.array(z.strictObject({ startDate: isoDate, endDate: isoDate })).min(1),
  mediaSrc: z
    .string()
    .regex(
      /^\/assets\/(img|video)\/[a-z0-9][a-z0-9-]*\.(webp|avif|png|jpg|mp4|webm)$/,
      byRule('popup.media'),
    ),
  mediaType: z.enum(['image', 'video']),
  storageKey: text,
  /** Text alternative of the media, per language. */
  alt: localized,
});
export type PopupConfig = z.infer<typeof PopupConfig>;

/**
 * content/press/<locale>/<slug>.md in every language but the first (content/press/en/ today): the
 * twin of a press item (contracts §11). The body is the article text.
 */
export const PressTwinFrontMatter = z.strictObject({
  /** The label the list shows: '보도자료' / 'Press release'. */
  type: text,
  /**
   * The headline; the page title adds the company name, and search results cut titles past about 70
   * characters.
   */
  title: text.max(58, byRule('title.tooLong', { max: 58 })),
  /** The date of the file name, 'YYYY-MM-DD'. */
  date: isoDate,
  /** The original article where it was published. */
  link: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * true: the company has not confirmed the item (contracts §18); its article, the lists, the home
   * news and the feed say so. The Korean and English twins must agree.
   */
  sample: z.boolean().optional(),
});
export type PressTwinFrontMatter = z.infer<typeof PressTwinFrontMatter>;

/** content/press/ko/<slug>.md: one press item (contracts §5, §11); the API serves these. */
export const PressFrontMatter = PressTwinFrontMatter.extend({
  /** true: no English twin; English pages list it in Korean and link to the Korean article. */
  koreanOnly: z.boolean().optional(),
});
