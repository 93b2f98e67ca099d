import { z } from 'zod'
import { BRAND_KEYS, LOCALES } from '@/brands/registry'
import { ANCHOR_PATTERN } from '@/blocks/shared'
import { activityBlockSchemas } from './activity-schemas'

/**
 * The shapes of the demo content files under content/ (brand fields, navigation, footer,
 * services, pages), as zod schemas. The seed checks every file against them when it reads
 * it, and the TypeScript types of the seed (types.ts) are derived from them, so a shape is
 * declared once. Objects are strict: a misspelt field name is an error, not a silently
 * dropped value.
 */

/** A text that must say something: an empty or blank text in a content file is a mistake. */
const text = z.string().regex(/\S/, 'expected a text, got a blank one')

/** A text per language: Chinese and English always, German and Korean where a brand publishes them. */
export const localizedText = z.object({ cn: text, en: text, de: text.optional(), ko: text.optional() }).strict()

/**
 * Rich text: Markdown per language, stored in the CMS as Lexical (lib/rich-text/lexical.ts).
 * The seed marks it `{ $richText: { cn, en } }` so it can tell it from a plain text; a file
 * may leave the marker out where the field is always rich text (a richText block's content)
 * and write the Markdown per language directly.
 */
export const richText = z.object({ $richText: localizedText }).strict()

const isObject = (value: unknown): value is object => !!value && typeof value === 'object' && !Array.isArray(value)

/** Rich text given either with its `$richText` marker or as Markdown per language. */
const markdownField = z.preprocess((value) => (isObject(value) && !('$richText' in value) ? { $richText: value } : value), richText)

/** Where a link may point: a site path, an anchor on the page, a full address, mail or phone. */
export const url = z.string().regex(/^(\/|#|https?:\/\/|mailto:|tel:)/, 'expected a site path (/...), an anchor (#...) or a full address (https://, mailto:, tel:)')

export const link = z.object({ label: localizedText, url }).strict()

/** An image file name (lower case, digits and dashes, with its type), listed in an images.yaml (image-library.ts). */
export const imageFile = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/, 'expected an image file name such as lz-vat-popup.svg')

const valueLabel = z.object({ value: localizedText, label: localizedText }).strict()

/** Any block may carry a section anchor: `#anchor` links land on it (src/blocks/shared.ts). */
const anchored = { anchor: z.string().regex(ANCHOR_PATTERN, 'expected an anchor: a letter, then letters, digits, - and _ (at most 64)').optional() }

export const heroBlock = z
  .object({
    blockType: z.literal('hero'), ...anchored,
    eyebrow: localizedText.optional(),
    heading: localizedText,
    text: localizedText.optional(),
    primaryAction: link.optional(),
    secondaryAction: link.optional(),
    highlights: z.array(valueLabel).optional(),
    image: imageFile.optional(),
  })
  .strict()

export const statsBlock = z
  .object({ blockType: z.literal('stats'), ...anchored, heading: localizedText.optional(), intro: localizedText.optional(), items: z.array(valueLabel) })
  .strict()

export const featureGridBlock = z
  .object({
    blockType: z.literal('featureGrid'), ...anchored,
    heading: localizedText.optional(),
    intro: localizedText.optional(),
    items: z.array(
      z.object({ title: localizedText, text: localizedText.optional(), tag: localizedText.optional(), url: url.optional(), linkLabel: localizedText.optional() }).strict(),
    ),
  })
  .strict()

export const stepsBlock = z
  .object({
    blockType: z.literal('steps'), ...anchored,
    heading: localizedText.optional(),
    intro: localizedText.optional(),
    items: z.array(z.object({ title: localizedText, text: localizedText.optional() }).strict()),
  })
  .strict()

export const faqBlock = z
  .object({
    blockType: z.literal('faq'), ...anchored,
    heading: localizedText.optional(),
    intro: localizedText.optional(),
    items: z.array(z.object({ question: localizedText, answer: localizedText }).strict()),
  })
  .strict()

export const ctaBlock = z
  .object({ blockType: z.literal('cta'), ...anchored, heading: localizedText, text: localizedText.optional(), primaryAction: link.optional(), secondaryAction: link.optional() })
  .strict()

export const priceTableBlock = z
  .object({
    blockType: z.literal('priceTable'), ...anchored,
    heading: localizedText.optional(),
    intro: localizedText.optional(),
    /** Comma-separated service types of the price list shown, e.g. `VAT,EPR`. */
    /** The price list the codes belong to (default compliance). */
    kind: z.enum(['compliance', 'corporate']).optional(),
    serviceTypes: z.string(),
    countries: z.string().optional(),
    note: localizedText.optional(),
  })
  .strict()

export const richTextBlock = z.object({ blockType: z.literal('richText'), ...anchored, heading: localizedText.optional(), content: markdownField }).strict()

export const contactFormBlock = z.object({ blockType: z.literal('contactForm'), heading: localizedText.optional(), intro: localizedText.optional(), ...anchored }).strict()

const sectionHeading = { heading: localizedText.optional(), intro: localizedText.optional() }

export const testimonialsBlock = z
  .object({
    blockType: z.literal('testimonials'), ...anchored, ...sectionHeading,
    items: z.array(z.object({ quote: localizedText, name: localizedText, role: localizedText.optional(), company: localizedText.optional(), photo: imageFile.optional() }).strict()).min(1),
  })
  .strict()

export const logoWallBlock = z
  .object({ blockType: z.literal('logoWall'), ...anchored, ...sectionHeading, items: z.array(z.object({ name: localizedText, logo: imageFile }).strict()).min(1) })
  .strict()

export const credentialsBlock = z
  .object({
    blockType: z.literal('credentials'), ...anchored, ...sectionHeading,
    items: z.array(z.object({ kind: z.enum(['licence', 'membership', 'office', 'team']), title: localizedText, detail: localizedText.optional(), image: imageFile.optional() }).strict()).min(1),
  })
  .strict()

export const caseStudiesBlock = z
  .object({ blockType: z.literal('caseStudies'), ...anchored, ...sectionHeading, limit: z.number().int().min(1).max(6).optional(), moreAction: link.optional() })
  .strict()

/** One block of a page's layout, told apart by its `blockType`. */
export const block = z.discriminatedUnion('blockType', [heroBlock, statsBlock, featureGridBlock, stepsBlock, faqBlock, ctaBlock, priceTableBlock, richTextBlock, contactFormBlock, testimonialsBlock, logoWallBlock, credentialsBlock, caseStudiesBlock, ...activityBlockSchemas(localizedText)])

/** A page path below the brand prefix: letters, digits, `_`, `-`, and `/` between segments. */
export const pageSlug = z.string().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'expected a page path such as VAT or practiceAreas/patent')

/** A CMS page: `homes` is the brand's home page. */
export const pageSchema = z
  .object({
    slug: pageSlug,
    title: localizedText,
    navLabel: localizedText,
    meta: z.object({ keywords: localizedText, description: localizedText }).strict(),
    layout: z.array(block),
  })
  .strict()

const locale = z.enum(LOCALES)

export const brandSchema = z
  .object({
    key: z.enum(BRAND_KEYS, { error: 'this brand has no route entry: add it to BRAND_ROUTES in src/brands/registry.ts first' }),
    platformCode: z.string(),
    name: localizedText,
    /** Site name used in page titles, e.g. 跨境电商合规服务 / Cross-border compliance services. */
    siteTitle: localizedText,
    tagline: localizedText,
    description: localizedText,
    logoText: localizedText,
    defaultLocale: locale,
    locales: z.array(locale).min(1),
    flags: z.object({ recycling: z.boolean().optional(), lawFirm: z.boolean().optional(), th: z.boolean().optional(), languageSwitcher: z.boolean().optional() }).strict(),
    phones: z.object({ presale: z.string(), cooperation: z.string(), service: z.string() }).strict(),
    email: z.string(),
    address: localizedText,
    workbenchUrl: url.optional(),
    chatUrl: url.optional(),
    signUpBanner: z.object({ title: localizedText, text: localizedText, buttonLabel: localizedText }).strict(),
    /** A brand merged into another company: the notice its former customers see (see collection brands). */
    mergerNotice: z.object({ title: localizedText, text: localizedText, loginLabel: localizedText, loginUrl: url, goLabel: localizedText, goUrl: url }).strict().optional(),
    /** The TH variant's close-of-service notice (shown only while the brand's flag th is on); a link needs both its label and its address. */
    closureNotice: z
      .object({ title: localizedText, text: localizedText, linkLabel: localizedText.optional(), linkUrl: url.optional() })
      .strict()
      .refine((notice) => !notice.linkLabel === !notice.linkUrl, { message: 'a link needs both linkLabel and linkUrl', path: ['linkUrl'] })
      .optional(),
    copyright: localizedText,
    filingNumbers: z.array(z.object({ text: z.string(), url: url.optional() }).strict()),
    theme: z.object({ primary: z.string(), primaryContrast: z.string(), accent: z.string(), surface: z.string(), ink: z.string() }).strict(),
    /** The brand's style over the shared components (collection brands, "Visual identity"). */
    identity: z
      .object({
        typeface: z.enum(['sans', 'serif', 'rounded']),
        corners: z.enum(['square', 'soft', 'round']),
        headingAccent: z.enum(['none', 'underline', 'bar']),
        heroPattern: z.enum(['gradient', 'grid', 'dots', 'plain']),
      })
      .strict()
      .optional(),
    domains: z.array(z.string()),
  })
  .strict()
  .refine((brand) => brand.locales.includes(brand.defaultLocale), { message: 'the default locale must be one of the locales', path: ['defaultLocale'] })

const navShape = {
  group: z.enum(['pcnav', 'suspended', 'more', 'compliance']),
  label: localizedText,
  subtitle: localizedText.optional(),
  /** Site path (`/lz/VAT`) or external URL (https://...). */
  path: url.optional(),
  /** Grouping key such as Services, OnlineTool, IndustryInsight, PRACTICE AREAS. */
  key: z.string().optional(),
  /** Special action: freeTrial, contactUs, preSaleTelephone, onlineService, backTop, more. */
  action: z.string().optional(),
  /** '1' plain link, '2' dropdown (children), '3' mega menu (divPageList). */
  pageType: z.enum(['1', '2', '3']).optional(),
  analyticsName: z.string().optional(),
  sort: z.number(),
  enabled: z.boolean().optional(),
  divPageList: z
    .array(z.object({ name: localizedText, description: localizedText.optional(), icon: z.string().optional(), url, pageType: z.string().optional() }).strict())
    .optional(),
  menuRelationList: z.array(z.object({ menuName: localizedText }).strict()).optional(),
}

/** The TypeScript shape of a navigation entry, spelt out because it refers to itself. */
export type NavEntry = z.output<z.ZodObject<typeof navShape>> & { children?: NavEntry[] }

/** A navigation entry; its `children` are entries of the same shape (dropdown and mega menu items). */
export const navEntry: z.ZodType<NavEntry> = z.lazy(() => z.object({ ...navShape, children: z.array(navEntry).optional() }).strict())

export const navigationSchema = z.array(navEntry)

export const footerGroup = z
  .object({
    kind: z.enum(['qrcode', 'blogroll', 'bottom', 'contactInformation', 'function']),
    title: localizedText,
    sort: z.number(),
    items: z.array(z.object({ label: localizedText, value: localizedText.optional(), url: url.optional(), icon: z.string().optional() }).strict()),
  })
  .strict()

export const footerSchema = z.array(footerGroup)

export const service = z.object({ menuName: localizedText, category: localizedText, path: url, hot: z.boolean().optional(), sort: z.number() }).strict()

export const servicesSchema = z.array(service)

/**
 * The list of a brand's own pages (content/brands/<brand>/pages.yaml): their slugs in the
 * order the seed writes them. Each is the file content/pages/<brand>/<slug>.yaml.
 */
export const pageListSchema = z.array(pageSlug).refine((slugs) => new Set(slugs).size === slugs.length, 'a page is listed twice')
