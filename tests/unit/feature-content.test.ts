import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BRANDS_FOLDER } from '@/cms/seed/brand-content'
import {
  featurePages,
  loadCaseStudies,
  loadFeaturesManifest,
  loadHelp,
  loadNews,
  loadPartners,
  loadQa,
  loadVideoCourses,
  storyParts,
} from '@/cms/seed/feature-content'
import { FEATURE_PAGE_SECTIONS, helpArticleFields, helpArticleTexts } from '@/cms/seed/feature-schemas'
import { loadLocalizedMarkdown } from '@/cms/seed/localized-files'
import { brandSchema } from '@/cms/seed/schemas'
import { ContentFileError, loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { allStrings } from './seed-texts'
import { BRAND_ROUTES } from '@/brands/registry'
import { INSIGHT_CATEGORY, isSchoolCategory, SCHOOL_CATEGORIES } from '@/services/news/categories'
import { isNewsCategory } from '@/services/news/query'

/**
 * Every file of the feature content (content/features.yaml and the folders it names) is
 * read through its schema here, so a broken file fails the unit tests, not the first seed.
 */

const manifest = loadFeaturesManifest()

/** The files below a folder, relative to it. */
function filesBelow(folder: string): string[] {
  const absolute = projectPath(folder)
  if (!fs.existsSync(absolute)) return []
  return fs.readdirSync(absolute, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [path.relative(absolute, path.join(entry.parentPath, entry.name))] : []))
}

describe.each(manifest.brands)('feature content of %s', (brand) => {
  const content = {
    pages: FEATURE_PAGE_SECTIONS.flatMap((section) => featurePages(manifest, brand, section)),
    help: loadHelp(brand),
    qa: loadQa(brand),
    news: loadNews(brand),
    courses: loadVideoCourses(brand),
    partners: loadPartners(brand),
    caseStudies: loadCaseStudies(brand),
  }

  it('reads every file through its schema', () => {
    expect(content.pages.map((p) => p.slug)).toEqual(Object.values(manifest.pages).flat())
    expect(content.help.categories.length).toBeGreaterThan(0)
    expect(content.help.articles.filter((a) => a.kind === 'manual').length).toBeGreaterThan(0)
    expect(content.help.articles.filter((a) => a.kind === 'faq').length).toBeGreaterThan(0)
    for (const list of [content.qa, content.news, content.courses, content.partners, content.caseStudies]) expect(list.length).toBeGreaterThan(0)
  })

  it('leaves no file unread in its folders', () => {
    const stray = [
      ...filesBelow(`content/help/${brand}`).filter((f) => f !== 'categories.yaml' && !/^(manuals|faq)\/[^/]+\.md$/.test(f.split(path.sep).join('/'))),
      ...['qa', 'news', 'partners', 'case-studies'].flatMap((kind) => filesBelow(`content/${kind}/${brand}`).filter((f) => !/^[^/\\]+\.md$/.test(f)).map((f) => `${kind}/${f}`)),
    ]
    expect(stray).toEqual([])
  })

  it('orders help articles, answers, partners and case studies as their sort numbers say', () => {
    for (const list of [content.help.articles, content.qa, content.partners, content.caseStudies]) {
      const sorts = list.map((a) => a.sort)
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    }
  })

  it('is written for this brand: no other brand’s name or links', () => {
    const strings = allStrings(content, brand).map((s) => s.text)
    for (const other of manifest.brands.filter((b) => b !== brand)) {
      const { name } = loadDataFile(`${BRANDS_FOLDER}/${other}/brand.yaml`, brandSchema)
      const foreign = strings.filter((s) => s.includes(name.cn) || s.includes(name.en) || s.includes(`/${other}/`))
      expect(foreign, `texts of ${brand} naming ${other}`).toEqual([])
    }
  })
})

describe('case study stories', () => {
  it('are told in three parts under their headings', () => {
    expect(storyParts('## Challenge\n\nA.\n\n## Solution\n\nB.\n\n## Result\n\nC.', 'x.en.md')).toEqual({ challenge: 'A.', solution: 'B.', result: 'C.' })
    for (const body of ['## Challenge\n\nA.\n\n## Result\n\nC.', 'Intro\n\n## Challenge\n\nA.\n\n## Solution\n\nB.\n\n## Result\n\nC.', '## Solution\n\nB.\n\n## Challenge\n\nA.\n\n## Result\n\nC.']) {
      expect(() => storyParts(body, 'x.en.md')).toThrow(/x\.en\.md .*## Challenge/)
    }
    expect(() => storyParts('## Challenge\n\n## Solution\n\nB.\n\n## Result\n\nC.', 'x.en.md')).toThrow(/x\.en\.md .*"## Challenge" is empty/)
  })
})

/** The article brands with a knowledge centre (school categories): the corporate brand. */
const schoolBrands = manifest.articleBrands.filter((brand) => BRAND_ROUTES[brand].flags.corporate)
/** The locale-prefixed brands: news and insight articles in each of their languages. */
const localeBrands = manifest.articleBrands.filter((brand) => BRAND_ROUTES[brand].localePrefixed)

/** Links in an article's Markdown, per language it is written in. */
function articleLinks(article: ReturnType<typeof loadNews>[number]): [string, string, string][] {
  return Object.entries(article.content.$richText).flatMap(([lang, text]) =>
    [...(text ?? '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => [lang, (article.title as Record<string, string>)[lang] ?? article.title.en, m[1]!] as [string, string, string]),
  )
}

describe.each(schoolBrands)('knowledge-centre articles of %s', (brand) => {
  const articles = loadNews(brand)

  it('has at least six articles in each school category, two of them hot, and no news categories', () => {
    for (const category of SCHOOL_CATEGORIES) {
      const mine = articles.filter((a) => a.category === category)
      expect(mine.length, category).toBeGreaterThanOrEqual(6)
      expect(mine.filter((a) => a.hot).length, `${category} hot`).toBeGreaterThanOrEqual(2)
    }
    expect(articles.every((a) => isSchoolCategory(a.category))).toBe(true)
  })

  it('links only to pages under the brand prefix or to outside sites', () => {
    const prefix = `/${BRAND_ROUTES[brand].prefix}/`
    for (const article of articles) {
      for (const [, title, url] of articleLinks(article)) expect(url.startsWith(prefix) || /^https:\/\//.test(url), `${title}: ${url}`).toBe(true)
    }
  })
})

describe.each(localeBrands)('news and insight articles of %s', (brand) => {
  const articles = loadNews(brand)

  it('has at least three news and three insight articles, none of the knowledge centre', () => {
    expect(articles.filter((a) => a.category === INSIGHT_CATEGORY).length).toBeGreaterThanOrEqual(3)
    expect(articles.filter((a) => isNewsCategory(a.category)).length).toBeGreaterThanOrEqual(3)
    expect(articles.some((a) => isSchoolCategory(a.category))).toBe(false)
  })

  it('is written in every language the brand publishes', () => {
    for (const article of articles) {
      for (const lang of BRAND_ROUTES[brand].locales) expect(article.content.$richText[lang], `${article.title.en} (${lang})`).toBeTruthy()
    }
  })

  it('links to site paths without a locale (the site adds it) or to outside sites', () => {
    for (const article of articles) {
      for (const [, title, url] of articleLinks(article)) expect(/^\/(?!(cn|en|de|ko)(\/|$))/.test(url) || /^https:\/\//.test(url), `${title}: ${url}`).toBe(true)
    }
  })
})

describe('feature content folders', () => {
  it('belong to a brand content/features.yaml lists', () => {
    const brands = new Set<string>(manifest.brands)
    for (const kind of ['help', 'qa', 'news', 'partners', 'case-studies']) {
      const allowed = kind === 'news' ? new Set([...brands, ...manifest.articleBrands]) : kind === 'case-studies' ? new Set([...brands, ...manifest.caseStudyBrands]) : brands
      for (const name of fs.readdirSync(projectPath('content', kind))) expect(allowed.has(name), `content/${kind}/${name}`).toBe(true)
    }
    for (const name of fs.readdirSync(projectPath('content/videos'))) expect(brands.has(name.replace(/\.yaml$/, '')), `content/videos/${name}`).toBe(true)
  })
})

describe('Markdown files per language', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'localized-files-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  let n = 0
  /** A fresh folder holding `files`. */
  function folder(files: Record<string, string>): string {
    const sub = path.join(dir, String(n++))
    fs.mkdirSync(sub)
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(sub, name), text)
    return sub
  }
  const fields = helpArticleFields(['account', 'vat'])
  const cn = (front: string, body = '正文。') => `---\n${front}\n---\n\n${body}\n`

  it('pairs the languages of an item: texts per language, the other fields from the Chinese file', () => {
    const items = loadLocalizedMarkdown(
      folder({
        'sign-up.cn.md': cn('category: account\nsort: 10\ntitle: 注册\nkeywords: 注册,登录'),
        'sign-up.en.md': cn('title: Signing up\nkeywords: sign up, log in', 'Body.'),
      }),
      fields,
      helpArticleTexts,
    )
    expect(items).toEqual([
      {
        id: 'sign-up',
        file: expect.stringMatching(/sign-up\.cn\.md$/),
        fields: { category: 'account', sort: 10 },
        texts: { title: { cn: '注册', en: 'Signing up' }, keywords: { cn: '注册,登录', en: 'sign up, log in' } },
        body: { cn: '正文。', en: 'Body.' },
      },
    ])
  })

  it('names the file, the field and the line of a mistake', () => {
    const unknownCategory = folder({ 'a.cn.md': cn('category: fees\nsort: 10\ntitle: 甲\nkeywords: 甲'), 'a.en.md': cn('title: A\nkeywords: A') })
    expect(() => loadLocalizedMarkdown(unknownCategory, fields, helpArticleTexts)).toThrow(/a\.cn\.md:2 category: /)

    const sharedInEnglish = folder({ 'a.cn.md': cn('category: vat\nsort: 10\ntitle: 甲\nkeywords: 甲'), 'a.en.md': cn('title: A\nkeywords: A\nsort: 10') })
    expect(() => loadLocalizedMarkdown(sharedInEnglish, fields, helpArticleTexts)).toThrow(/a\.en\.md:4 sort: .*written in a\.cn\.md only/)

    const missingText = folder({ 'a.cn.md': cn('category: vat\nsort: 10\ntitle: 甲\nsummary: 乙\nkeywords: 甲'), 'a.en.md': cn('title: A\nkeywords: A') })
    expect(() => loadLocalizedMarkdown(missingText, fields, helpArticleTexts)).toThrow(/a\.en\.md:2 summary: missing/)

    const blankTitle = folder({ 'a.cn.md': cn('category: vat\nsort: 10\ntitle: " "\nkeywords: 甲'), 'a.en.md': cn('title: A\nkeywords: A') })
    expect(() => loadLocalizedMarkdown(blankTitle, fields, helpArticleTexts)).toThrow(/a\.cn\.md:4 title: /)
  })

  it('refuses an item without its Chinese or English file, a file without a language and an empty body', () => {
    expect(() => loadLocalizedMarkdown(folder({ 'a.cn.md': cn('category: vat\nsort: 1\ntitle: 甲\nkeywords: 甲') }), fields, helpArticleTexts)).toThrow(/a\.cn\.md .*a\.en\.md/)
    expect(() => loadLocalizedMarkdown(folder({ 'a.en.md': cn('title: A\nkeywords: A') }), fields, helpArticleTexts)).toThrow(/a\.en\.md .*a\.cn\.md/)
    expect(() => loadLocalizedMarkdown(folder({ 'a.md': cn('title: A') }), fields, helpArticleTexts)).toThrow(ContentFileError)
    const empty = folder({ 'a.cn.md': cn('category: vat\nsort: 1\ntitle: 甲\nkeywords: 甲'), 'a.en.md': '---\ntitle: A\nkeywords: A\n---\n' })
    expect(() => loadLocalizedMarkdown(empty, fields, helpArticleTexts)).toThrow(/a\.en\.md .*empty/)
  })

  it('reads texts of other schemas the same way', () => {
    const Texts = z.object({ question: z.string() })
    const items = loadLocalizedMarkdown(folder({ 'q.cn.md': cn('question: 问'), 'q.en.md': cn('question: Q', 'A.') }), z.object({}), Texts)
    expect(items[0]!.texts).toEqual({ question: { cn: '问', en: 'Q' } })
  })
})
