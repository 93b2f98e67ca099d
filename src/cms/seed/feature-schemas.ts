import { z } from 'zod'
import { BRAND_KEYS } from '@/brands/registry'
import { ARTICLE_CATEGORIES } from '@/services/news/categories'
import { QA_TYPES } from '@/services/qa/qa-types'
import { localizedText, pageSlug, url } from './schemas'

/**
 * The shapes of the feature content files (help centre, Q&A, news, video courses,
 * partners, case studies, and the list of the features' pages), as zod schemas. The seed
 * checks every file against them when it reads it. Objects are strict: a misspelt field
 * name is an error, not a silently dropped value.
 *
 * Prose is Markdown, one file per language (see localized-files.ts): the schemas named
 * `...Fields` describe what the `.cn.md` file alone carries, those named `...Texts` the
 * texts every language's file carries in its front matter.
 */

/** A text that must say something (the per-language value of a localized text). */
const text = localizedText.shape.cn

/** Where an item is listed: lower numbers first. */
const sort = z.number().int().nonnegative()

/** A name used in addresses and as a key: lower-case letters, digits and dashes. */
const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case letters, digits and dashes, such as uk-vat-registration')

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length
}

/** The features that write CMS pages, in the order the seed writes them (features.ts). */
export const FEATURE_PAGE_SECTIONS = ['compliance', 'contact', 'pricing', 'help', 'qa', 'news', 'videos', 'about'] as const
export type FeaturePageSection = (typeof FEATURE_PAGE_SECTIONS)[number]

const slugList = z.array(pageSlug)

/**
 * content/features.yaml: the brands that publish the feature content, and the slugs of
 * the pages each feature writes, each the file content/pages/<brand>/<slug>.yaml.
 */
export const featuresManifestSchema = z
  .object({
    brands: z
      .array(z.enum(BRAND_KEYS))
      .min(1)
      .refine(unique, 'a brand is listed twice'),
    /** Brands that publish only articles (content/news/<brand>): the corporate brand's knowledge centre, the locale-prefixed brands' news and insight. */
    articleBrands: z
      .array(z.enum(BRAND_KEYS))
      .default([])
      .refine(unique, 'a brand is listed twice'),
    /** Brands that publish only case studies (content/case-studies/<brand>), shown on their /case_studies page. */
    caseStudyBrands: z
      .array(z.enum(BRAND_KEYS))
      .default([])
      .refine(unique, 'a brand is listed twice'),
    pages: z
      .strictObject(Object.fromEntries(FEATURE_PAGE_SECTIONS.map((section) => [section, slugList])) as Record<FeaturePageSection, typeof slugList>)
      .refine((pages) => unique(Object.values(pages).flat()), 'a page is listed twice'),
  })
  .strict()

/** content/help/<brand>/categories.yaml: the help centre's categories, in display order. */
export const helpCategoriesSchema = z
  .array(z.object({ key, icon: z.string(), name: localizedText, description: localizedText }).strict())
  .min(1)
  .refine((categories) => unique(categories.map((c) => c.key)), 'a category key is used twice')

/** A help manual or FAQ answer: its category (a key of categories.yaml) and place. */
export const helpArticleFields = (categoryKeys: [string, ...string[]]) => z.object({ category: z.enum(categoryKeys), sort })
/** The article itself is the Markdown body. */
export const helpArticleTexts = z.object({ title: text, summary: text.optional(), keywords: text })

/** A Q&A entry; the adviser's answer is the Markdown body. */
export const qaFields = z.object({ qaType: z.enum(QA_TYPES), sort })
export const qaTexts = z.object({ question: text, keywords: text, answeredBy: text })

/** A news article; the article itself is the Markdown body. */
export const newsFields = z.object({
  category: z.enum(ARTICLE_CATEGORIES),
  /** Publication time, ISO 8601 in UTC: "2025-01-10T09:00:00.000Z". */
  publishedAt: z.iso.datetime({ error: 'expected a time such as "2025-01-10T09:00:00.000Z"' }),
  featured: z.boolean().optional(),
  /** Listed among the knowledge centre's hot articles of its category. */
  hot: z.boolean().optional(),
})
/** The CMS keeps an article's summary to 400 characters (collection articles). */
export const newsTexts = z.object({ title: text, summary: text.refine((s) => s.length <= 400, 'at most 400 characters (the CMS limit)'), keywords: text, author: text })

/** content/videos/<brand>.yaml: the video courses, in list order. */
export const videoCoursesSchema = z
  .array(
    z
      .object({
        uid: key,
        /** A file the site serves (/videos/...) or a full address. */
        videoUrl: url,
        durationSeconds: z.number().int().positive(),
        title: localizedText,
        summary: localizedText,
        metaKeywords: localizedText,
        category: localizedText,
        lecturer: localizedText,
        chapters: z.array(z.object({ startSeconds: z.number().int().nonnegative(), title: localizedText }).strict()),
      })
      .strict(),
  )
  .refine((courses) => unique(courses.map((c) => c.uid)), 'a course uid is used twice')

/** A partner or introducer; the longer description is the body (plain text, paragraphs). */
export const partnerFields = z.object({
  kind: z.enum(['partner', 'introducer']),
  /** The partner's page: /cooperative/<friendId>. */
  friendId: key,
  sort,
  website: url.optional(),
  /** The channel sign-ups from the partner's page are credited to. */
  channelNo: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected a channel code such as P1001'),
})
export const partnerTexts = z.object({ name: text, category: text, summary: text, offer: text })

/**
 * A client case study. The body tells the story in three parts, each under its heading:
 * `## Challenge`, `## Solution` and `## Result` (the same headings in every language).
 */
export const caseStudyFields = z.object({ sort })
/** `highlight`: the outcome in one line, shown large on the home page's case cards. */
export const caseStudyTexts = z.object({ title: text, client: text, industry: text, services: text, highlight: text.optional() })
export const CASE_STUDY_PARTS = ['challenge', 'solution', 'result'] as const
