import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'

/**
 * Every route of the compliance page set (the lz variant, general routes,
 * friendly aliases) answers in cn and en with a real page: status 200, a heading of its
 * own, no placeholder text, no console errors, and axe clean (the visit fixture).
 */

// Words that mean a page was not finished. Checked on every route, both languages.
const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|coming soon|under construction|敬请期待|待补充|建设中|此处填写/i

/** Routes whose screen is another route's (friendly aliases): same heading. */
const ALIASES: Record<string, string> = {
  '/contact': '/lz/contactUs',
  '/about': '/lz/aboutUs',
  '/services': '/lz/price',
  '/services/eu_cbam': '/lz/CBAM',
}

async function firstId(request: APIRequestContext, path: string, pick: (data: any) => unknown): Promise<string> {
  const body = await (await request.get(`/gateway/${path}`, { headers: { platform: '15' } })).json()
  const id = pick(body.data)
  expect(id, `an id from ${path}`).toBeTruthy()
  return String(id)
}

async function dynamicRoutes(request: APIRequestContext) {
  const newsId = await firstId(request, 'officialQuery/getInformation', (d) => (d.list ?? d.records ?? d.docs ?? d)[0]?.id)
  const videoUid = await firstId(request, 'officialQuery/getVideoCourse', (d) => (d.list ?? d.records ?? d.docs ?? d)[0]?.uid)
  const partners = await (await request.get('/gateway/officialQuery/getPartner', { headers: { platform: '15' } })).json()
  const friendId = String((partners.data.list ?? partners.data)[0].friendId)
  const manuals = await (await request.get('/gateway/officialQuery/getOperationManual', { headers: { platform: '15' } })).json()
  const manualId = String((manuals.data.list ?? manuals.data.records ?? manuals.data)[0].id)
  const qa = await (await request.get('/gateway/vat/qaQuestion/searchlist', { headers: { platform: '15' } })).json()
  const answerId = String(qa.data.list[0].answerId)
  return { newsId, videoUid, friendId, manualId, answerId }
}

function routeList(ids: Awaited<ReturnType<typeof dynamicRoutes>>): string[] {
  return [
    // lz variant
    '/lz/aboutUs', '/lz/aboutVAT', '/lz/CBAM', '/lz/complianceAnswer', `/lz/complianceAnswer/${ids.answerId}`, '/lz/contactUs', '/lz/cooperative',
    `/lz/cooperative/${ids.friendId}`, '/lz/homes', '/lz/operation', '/lz/price', '/lz/questionAnswer', '/lz/registered', '/lz/VAT', '/lz/VATdetail',
    '/lz/EPR', '/lz/ouAgent', '/lz/videos', '/lz/videoDetail', `/lz/videoDetail/${ids.videoUid}`, '/lz/problem', '/lz/calculate', '/lz/calculate/2',
    `/lz/video/${ids.videoUid}`,
    // general
    '/amazon', '/compliance_service_epr', '/design_for_recycling', '/recycling_labels', '/syProductService', '/systemSearch',
    // friendly aliases
    '/support/tutorial', `/support/tutorial/${ids.manualId}`, '/support/video', `/support/videoDetail/${ids.videoUid}`, '/support/faq', '/news',
    `/newsDetail/${ids.newsId}`, '/contact', '/services/eu_cbam', '/services/amazon-climate-pledge-friendly', '/services', '/about',
    // the same page set under the second compliance brand and through an ost route
    '/hb/VAT', '/hb/ost/price',
  ]
}

const localized = (path: string, locale: 'cn' | 'en') => (locale === 'cn' ? path : `/en${path}`)

async function headingOf(page: Page): Promise<string> {
  const h1 = page.locator('h1')
  await expect(h1).toHaveCount(1)
  await expect(h1).toBeVisible()
  return (await h1.innerText()).trim()
}

for (const locale of ['cn', 'en'] as const) {
  test(`every compliance route answers in ${locale} with its own heading and no placeholder text`, async ({ page, request, visit }) => {
    test.setTimeout(6 * 60_000)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
    const headings = new Map<string, string>()
    for (const path of routeList(await dynamicRoutes(request))) {
      const url = localized(path, locale)
      await visit(url)
      const heading = await headingOf(page)
      expect(heading.length, `heading on ${url}`).toBeGreaterThan(1)
      expect(await page.locator('body').innerText(), `placeholder text on ${url}`).not.toMatch(PLACEHOLDER)
      headings.set(path, heading)
    }
    for (const [alias, target] of Object.entries(ALIASES)) expect(headings.get(alias), `${alias} shows ${target}`).toBe(headings.get(target))
    // Route-specific: apart from aliases (and hb's copy of lz), no two routes share a heading.
    const own = [...headings].filter(([path]) => !(path in ALIASES) && !path.startsWith('/hb/'))
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const [path, heading] of own) {
      const other = seen.get(heading)
      if (other && !sameScreen(other, path)) clashes.push(`${other} and ${path}: ${heading}`)
      seen.set(heading, path)
    }
    expect(clashes).toEqual([])
    expect(errors).toEqual([])
  })
}

/** Pairs that legitimately show one screen: a list and its default tab, a video's pages. */
function sameScreen(a: string, b: string): boolean {
  const key = (p: string) =>
    p
      .replace(/^\/support\/tutorial$/, '/lz/operation')
      .replace(/^\/support\/faq$/, '/lz/problem')
      .replace(/^\/support\/video$/, '/lz/videos').replace(/^\/(lz\/videoDetail|lz\/video|support\/videoDetail)\//, '/video/')
  const ka = key(a)
  const kb = key(b)
  return ka === kb || (ka.startsWith('/video/') && kb === '/lz/videoDetail') || (kb.startsWith('/video/') && ka === '/lz/videoDetail')
}

test('bad parameters and unknown items are 404 pages', async ({ visit, page }) => {
  for (const url of ['/lz/calculate/abc', '/lz/calculate/2/3', '/lz/cooperative/no-such-partner', '/newsDetail/999999999', '/lz/video/no-such-course', '/lz/complianceAnswer/999999999', '/lz/no-such-page']) {
    await visit(url, 404)
    await expect(page.getByText('哎呀，页面错误~')).toBeVisible()
  }
})
