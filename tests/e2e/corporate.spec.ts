import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

/**
 * The corporate brand (cht): every route answers in cn and en with a heading of its own and
 * passes axe (the visit fixture); every link the brand shows on those pages answers 200; the
 * jurisdiction pages carry their checked facts, prices and an enquiry form prefilled with
 * the jurisdiction and service.
 */

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|coming soon|under construction|敬请期待|待补充|建设中|此处填写/i

const ROUTES = [
  '/cht',
  ...['HK', 'USA', 'YG', 'FR', 'XJP', 'BVI', 'SSE'].map((code) => `/cht/incorporation/${code}`),
  ...['HK', 'USA', 'YG', 'XJP', 'BVI', 'SSE'].map((code) => `/cht/annualReview/${code}`),
  '/cht/accountingAudit',
  '/cht/secretaryServices',
  '/cht/bankAccount',
  '/cht/commonQuestion',
  '/cht/contactUs',
  '/cht/compareJurisdictions',
  '/cht/deadlinePlanner',
  '/cht/xmsailSchool',
  ...['companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends'].map((category) => `/cht/xmsailSchool/${category}`),
]

const localized = (path: string, locale: 'cn' | 'en') => (locale === 'cn' ? path : `/en${path}`)

async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1')
  await expect(h1).toHaveCount(1)
  return (await h1.innerText()).trim()
}

for (const locale of ['cn', 'en'] as const) {
  test(`every corporate page answers in ${locale} with its own heading, and every link it shows answers 200`, async ({ page, request, visit }) => {
    test.setTimeout(5 * 60_000)
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
    const headings = new Map<string, string>()
    const links = new Set<string>()
    for (const path of ROUTES) {
      const url = localized(path, locale)
      await visit(url)
      const text = await heading(page)
      expect(text.length, `heading on ${url}`).toBeGreaterThan(1)
      expect(await page.locator('body').innerText(), `placeholder text on ${url}`).not.toMatch(PLACEHOLDER)
      const other = [...headings].find(([, h]) => h === text)
      expect(other, `${url} has the heading of ${other?.[0]}`).toBeUndefined()
      headings.set(url, text)
      for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) links.add(href.split('#')[0]!)
    }
    const broken: string[] = []
    for (const href of links) {
      if (!href || href.startsWith('/gateway/') || href.startsWith('/api/')) continue
      const response = await request.get(href, { maxRedirects: 5 })
      if (response.status() !== 200) broken.push(`${href}: ${response.status()}`)
    }
    expect(broken).toEqual([])
    expect(errors).toEqual([])
  })
}

test('an incorporation page shows the checked facts, fees, obligations, prices and sources', async ({ page, visit }) => {
  await visit('/cht/incorporation/HK')
  await expect(page.getByRole('heading', { level: 2, name: '注册要求' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '成立后每年要做什么' })).toBeVisible()
  await expect(page.getByRole('table', { name: /成立后每年要做什么/ }).getByRole('row', { name: /周年申报表/ })).toContainText('每年成立周年日后 42 天内')
  await expect(page.getByRole('heading', { level: 2, name: '我们的价格' })).toBeVisible()
  await expect(page.getByRole('table', { name: /公司服务价格/ }).getByRole('row')).not.toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: '资料来源' })).toBeVisible()
  // The USA page has one section per state, with the sections' headings one level down.
  await visit('/en/cht/incorporation/USA')
  await expect(page.getByRole('heading', { level: 2, name: /^Delaware, United States/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Wyoming, United States/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Requirements' })).toHaveCount(2)
})

test('unknown jurisdictions and France annual review are 404 pages', async ({ visit }) => {
  for (const url of ['/cht/incorporation/XX', '/cht/annualReview/FR', '/cht/incorporation/hk', '/lz/incorporation/HK']) await visit(url, 404)
})

test('on the brand\'s own host the pages answer without the prefix', async ({ page, baseURL, visit }) => {
  const port = new URL(baseURL!).port
  await visit(`http://cht.localhost:${port}/incorporation/HK`)
  await expect(page.locator('h1')).toHaveText('香港公司注册')
  const article = page.locator('main a[href*="/trends/"][href$=".html"]').first()
  await visit(`http://cht.localhost:${port}/xmsailSchool/trends`)
  await visit(`http://cht.localhost:${port}${await article.getAttribute('href')}`)
  await expect(page.locator('h1')).not.toHaveText('政策动态')
})

test('the header lists incorporation for five jurisdictions and annual review for four', async ({ page, visit }) => {
  await visit('/cht')
  const header = page.locator('header')
  for (const code of ['HK', 'USA', 'YG', 'FR', 'XJP']) await expect(header.locator(`a[href="/cht/incorporation/${code}"]`).first()).toBeAttached()
  for (const code of ['HK', 'USA', 'YG', 'XJP']) await expect(header.locator(`a[href="/cht/annualReview/${code}"]`).first()).toBeAttached()
  await expect(header.locator('a[href="/cht/annualReview/FR"]')).toHaveCount(0)
})
