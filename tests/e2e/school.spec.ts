import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'

/*
 * The corporate brand's knowledge centre: overview, the four category lists, an article
 * of each category through its /{category}/{id}.html link, in Chinese and English. Page
 * loads are kept few (this runs in CI); statuses alone are asked with plain requests.
 */

const CATEGORIES = ['companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends'] as const
const NAMES = {
  cn: { companyEncy: '公司百科', FinanceTaxEncy: '财税百科', industryInfo: '行业资讯', trends: '政策动态' },
  en: { companyEncy: 'Company basics', FinanceTaxEncy: 'Tax and accounting basics', industryInfo: 'Industry news', trends: 'Regulatory updates' },
}

type Summary = { id: number; title: string; category: string }

/** A category's articles as its list shows them (page 1), read through the gateway the pages share their service with. */
async function listOf(request: APIRequestContext, type: string, lang = 'zh-CN') {
  const res = await request.get(`/gateway/chtco/officialArticle/showArticleList?type=${type}&pageSize=9`, { headers: { 'accept-language': lang } })
  expect(res.status()).toBe(200)
  return (await res.json()).data as { list: Summary[]; total: number; pages: number }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** On a list page: the category's h1, its tab marked current, the hot list, and the first card's link to its article. */
async function checkList(page: Page, locale: 'cn' | 'en', category: (typeof CATEGORIES)[number], first: Summary) {
  const prefix = locale === 'en' ? '/en/cht' : '/cht'
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES[locale][category])
  await expect(page.getByRole('navigation', { name: locale === 'en' ? 'Academy categories' : '学堂分类' }).getByRole('link', { name: NAMES[locale][category] })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('complementary').getByRole('heading', { level: 2, name: locale === 'en' ? 'Popular articles' : '热门文章' })).toBeVisible()
  const link = page.locator('#school-list-heading ~ ul h3 a').first()
  await expect(link).toHaveText(first.title)
  await expect(link).toHaveAttribute('href', `${prefix}/${category}/${first.id}.html`)
  return link
}

test.describe('knowledge centre (cht)', () => {
  test('overview, each category list and an article of each, in Chinese', async ({ page, request, visit }) => {
    await visit('/cht/xmsailSchool')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('启航学堂')
    for (const category of CATEGORIES) {
      await expect(page.getByRole('heading', { level: 2, name: NAMES.cn[category] })).toBeVisible()
      await expect(page.getByRole('link', { name: `查看全部${NAMES.cn[category]}文章` })).toHaveAttribute('href', `/cht/xmsailSchool/${category}`)
    }
    await expect(page.getByRole('heading', { level: 3, name: '热门文章' }).first()).toBeVisible()

    for (const [i, category] of CATEGORIES.entries()) {
      const { list, total } = await listOf(request, category)
      expect(total, category).toBeGreaterThan(0)
      // One list is checked with axe; the others only for what they show.
      if (i === 0) await visit(`/cht/xmsailSchool/${category}`)
      else await page.goto(`/cht/xmsailSchool/${category}`)
      await expect(page.locator('#school-list-heading ~ ul > li')).toHaveCount(Math.min(9, total))
      const link = await checkList(page, 'cn', category, list[0]!)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/cht/${category}/${list[0]!.id}\\.html$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[0]!.title)
      const crumbs = page.getByRole('navigation', { name: '面包屑导航' })
      await expect(crumbs.getByRole('link', { name: '启航学堂' })).toHaveAttribute('href', '/cht/xmsailSchool')
      await expect(crumbs.getByRole('link', { name: NAMES.cn[category] })).toHaveAttribute('href', `/cht/xmsailSchool/${category}`)
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(list[0]!.title)))
    }
  })

  test('an article: axe, previous and next within its category, related and hot lists', async ({ page, request, visit }) => {
    const { list } = await listOf(request, 'trends')
    expect(list.length).toBeGreaterThanOrEqual(3)
    const [newer, middle, older] = list as [Summary, Summary, Summary]
    await visit(`/cht/trends/${middle.id}.html`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(middle.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/cht/trends/${middle.id}\\.html$`))
    await expect(page.getByRole('heading', { level: 2, name: '相关文章' })).toBeVisible()
    await expect(page.getByRole('complementary').getByRole('heading', { level: 2, name: '热门文章' })).toBeVisible()
    const neighbours = page.getByRole('navigation', { name: '同分类的相邻文章' })
    await expect(neighbours.getByRole('link', { name: new RegExp(`上一篇.*${escapeRegExp(older.title)}`) })).toHaveAttribute('href', `/cht/trends/${older.id}.html`)
    await neighbours.getByRole('link', { name: /下一篇/ }).click()
    await expect(page).toHaveURL(new RegExp(`/cht/trends/${newer.id}\\.html$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title)
  })

  test('English: overview, a list and an article', async ({ page, request, visit }) => {
    await visit('/en/cht/xmsailSchool')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chartwell knowledge centre')
    for (const category of CATEGORIES) await expect(page.getByRole('heading', { level: 2, name: NAMES.en[category] })).toBeVisible()

    const { list } = await listOf(request, 'FinanceTaxEncy', 'en')
    await page.goto('/en/cht/xmsailSchool/FinanceTaxEncy')
    const link = await checkList(page, 'en', 'FinanceTaxEncy', list[0]!)
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[0]!.title)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tax and accounting basics' })).toHaveAttribute('href', '/en/cht/xmsailSchool/FinanceTaxEncy')
    if (list.length > 1) await expect(page.getByRole('navigation', { name: 'More in this category' }).getByRole('link', { name: new RegExp(`Previous.*${escapeRegExp(list[1]!.title)}`) })).toBeVisible()
  })

  test('unknown articles, articles under another category, bad pages and other brands are 404', async ({ request }) => {
    const { list } = await listOf(request, 'trends')
    const trendsId = list[0]!.id
    for (const url of [
      '/cht/trends/999999.html',
      `/cht/companyEncy/${trendsId}.html`,
      `/cht/trends/${trendsId}`,
      `/cht/trends/0${trendsId}.html`,
      '/cht/xmsailSchool/sports',
      '/cht/xmsailSchool/trends/99',
      '/cht/xmsailSchool/trends/abc',
      `/lz/trends/${trendsId}.html`,
      '/lz/xmsailSchool',
    ]) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status(), url).toBe(404)
    }
    const ok = await request.get(`/cht/trends/${trendsId}.html`)
    expect(ok.status()).toBe(200)
  })
})
