import type { z } from 'zod'
import { ContentFileError, loadDataFile } from '@/lib/content-files'
import { loadBrandPage } from './brand-content'
import {
  CASE_STUDY_PARTS,
  caseStudyFields,
  caseStudyTexts,
  featuresManifestSchema,
  helpArticleFields,
  helpArticleTexts,
  helpCategoriesSchema,
  newsFields,
  newsTexts,
  partnerFields,
  partnerTexts,
  qaFields,
  qaTexts,
  videoCoursesSchema,
  type FeaturePageSection,
} from './feature-schemas'
import { loadLocalizedMarkdown, type LocalizedTexts } from './localized-files'
import type { L, PageSeed, RichTextSeed } from './types'

/**
 * The demo content of the site's features, read from files and checked (feature-schemas.ts):
 *
 *   content/features.yaml                       the brands that publish it, the pages of each feature
 *   content/pages/<brand>/<slug>.yaml           one CMS page (compliance pages, contact, prices, help, news ...)
 *   content/help/<brand>/categories.yaml        help centre categories
 *   content/help/<brand>/manuals/<id>.<lang>.md operation manuals
 *   content/help/<brand>/faq/<id>.<lang>.md     FAQ answers
 *   content/qa/<brand>/<id>.<lang>.md           Q&A entries
 *   content/news/<brand>/<id>.<lang>.md         news articles
 *   content/videos/<brand>.yaml                 video courses
 *   content/partners/<brand>/<id>.<lang>.md     partners and introducers
 *   content/case-studies/<brand>/<id>.<lang>.md client case studies
 *
 * Items are found by listing their folder, so adding an article, a manual or an answer
 * means adding its files. Each brand has its own files, written for it (its name in the
 * texts, links under its prefix). The values come back in the seed's shapes: texts as
 * {cn, en}, rich text as Markdown per language. Nothing is read at import.
 */

export const FEATURES_FILE = 'content/features.yaml'

export type FeaturesManifest = z.output<typeof featuresManifestSchema>

export function loadFeaturesManifest(): FeaturesManifest {
  return loadDataFile(FEATURES_FILE, featuresManifestSchema)
}

/**
 * The pages of one feature for a brand, in the order content/features.yaml lists them; each
 * page file is read as the brand's own pages are (brand-content.ts).
 */
export function featurePages(manifest: FeaturesManifest, brand: string, section: FeaturePageSection): PageSeed[] {
  return manifest.pages[section].map((slug) => loadBrandPage(brand, slug))
}

function richText(body: L): RichTextSeed {
  return { $richText: body }
}

/** Ordered by `sort`, then by file name. */
function bySort<T extends { fields: { sort: number }; id: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.fields.sort - b.fields.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

export interface HelpCategorySeed {
  key: string
  icon: string
  name: L
  description: L
}

export type HelpArticleSeed = LocalizedTexts<z.output<typeof helpArticleTexts>> & {
  kind: 'manual' | 'faq'
  category: string
  sort: number
  content: RichTextSeed
}

/** The help centre: categories in display order, then manuals and FAQ answers by `sort`. */
export function loadHelp(brand: string): { categories: HelpCategorySeed[]; articles: HelpArticleSeed[] } {
  const folder = `content/help/${brand}`
  const categories = loadDataFile(`${folder}/categories.yaml`, helpCategoriesSchema)
  const fields = helpArticleFields(categories.map((c) => c.key) as [string, ...string[]])
  const articles = (['manual', 'faq'] as const).flatMap((kind) =>
    loadLocalizedMarkdown(`${folder}/${kind === 'manual' ? 'manuals' : 'faq'}`, fields, helpArticleTexts).map((item) => ({ ...item, kind })),
  )
  return {
    categories,
    articles: bySort(articles).map(({ kind, fields, texts, body }) => ({ kind, ...fields, ...texts, content: richText(body) })),
  }
}

export type QaSeed = LocalizedTexts<z.output<typeof qaTexts>> & z.output<typeof qaFields> & { answer: RichTextSeed }

/** The Q&A knowledge base, by `sort`. */
export function loadQa(brand: string): QaSeed[] {
  return bySort(loadLocalizedMarkdown(`content/qa/${brand}`, qaFields, qaTexts)).map(({ fields, texts, body }) => ({ ...fields, ...texts, answer: richText(body) }))
}

export type NewsArticleSeed = LocalizedTexts<z.output<typeof newsTexts>> & z.output<typeof newsFields> & { content: RichTextSeed }

/** News articles, oldest first. */
export function loadNews(brand: string): NewsArticleSeed[] {
  return loadLocalizedMarkdown(`content/news/${brand}`, newsFields, newsTexts)
    .sort((a, b) => a.fields.publishedAt.localeCompare(b.fields.publishedAt) || (a.id < b.id ? -1 : 1))
    .map(({ fields, texts, body }) => ({ ...fields, ...texts, content: richText(body) }))
}

export type VideoCourseSeed = z.output<typeof videoCoursesSchema>[number]

/** Video courses, in list order. */
export function loadVideoCourses(brand: string): VideoCourseSeed[] {
  return loadDataFile(`content/videos/${brand}.yaml`, videoCoursesSchema)
}

export type PartnerSeed = LocalizedTexts<z.output<typeof partnerTexts>> & z.output<typeof partnerFields> & { description: L }

/** Partners and introducers, by `sort`. */
export function loadPartners(brand: string): PartnerSeed[] {
  return bySort(loadLocalizedMarkdown(`content/partners/${brand}`, partnerFields, partnerTexts)).map(({ fields, texts, body }) => ({ ...fields, ...texts, description: body }))
}

export type CaseStudySeed = LocalizedTexts<z.output<typeof caseStudyTexts>> & z.output<typeof caseStudyFields> & Record<(typeof CASE_STUDY_PARTS)[number], L>

const PART_HEADING = /^## (\S.*?)\s*$/gm

/** The three parts of a case study's body, under `## Challenge`, `## Solution` and `## Result`. */
export function storyParts(body: string, file: string): Record<(typeof CASE_STUDY_PARTS)[number], string> {
  const headings = [...body.matchAll(PART_HEADING)]
  const expected = CASE_STUDY_PARTS.map((part) => part[0]!.toUpperCase() + part.slice(1))
  if (headings.length !== expected.length || headings.some((h, i) => h[1] !== expected[i]) || body.slice(0, headings[0]?.index).trim()) {
    throw new ContentFileError(file, undefined, '', `expected the story in three parts under the headings ${expected.map((h) => `"## ${h}"`).join(', ')}, in this order and nothing before them`)
  }
  return Object.fromEntries(
    CASE_STUDY_PARTS.map((part, i) => {
      const text = body.slice(headings[i]!.index + headings[i]![0].length, headings[i + 1]?.index).trim()
      if (!text) throw new ContentFileError(file, undefined, '', `the part "## ${expected[i]}" is empty`)
      return [part, text]
    }),
  ) as Record<(typeof CASE_STUDY_PARTS)[number], string>
}

/** Client case studies, by `sort`. */
export function loadCaseStudies(brand: string): CaseStudySeed[] {
  return bySort(loadLocalizedMarkdown(`content/case-studies/${brand}`, caseStudyFields, caseStudyTexts)).map(({ id, fields, texts, body }) => {
    const parts = Object.fromEntries(Object.entries(body).map(([language, text]) => [language, storyParts(text, `content/case-studies/${brand}/${id}.${language}.md`)]))
    const story = Object.fromEntries(CASE_STUDY_PARTS.map((part) => [part, Object.fromEntries(Object.entries(parts).map(([language, p]) => [language, p[part]]))])) as Record<
      (typeof CASE_STUDY_PARTS)[number],
      L
    >
    return { ...texts, ...story, ...fields }
  })
}
