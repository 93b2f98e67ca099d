import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures'

/** The hero heading the CMS holds for a brand's home page, read through the gateway. */
async function heroHeading(request: APIRequestContext, platform: string, lang: string): Promise<string> {
  const res = await request.get('/gateway/officialQuery/getHomePageInfo', { headers: { platform, 'accept-language': lang } })
  const body = await res.json()
  return body.data.page.layout.find((b: { blockType: string }) => b.blockType === 'hero').heading
}

const HOMES = [
  { path: '/', platform: '15', lang: 'zh-CN', htmlLang: 'zh-CN', brand: '北辰合规' },
  { path: '/lz/homes', platform: '15', lang: 'zh-CN', htmlLang: 'zh-CN', brand: '北辰合规' },
  { path: '/en/lz/homes', platform: '15', lang: 'en', htmlLang: 'en', brand: 'Northstar Compliance' },
  { path: '/mdt/homes', platform: '08', lang: 'zh-CN', htmlLang: 'zh-CN', brand: '子午知识产权' },
  { path: '/en/mdt/homes', platform: '08', lang: 'en', htmlLang: 'en', brand: 'Meridian IP' },
  { path: '/cht', platform: '13', lang: 'zh-CN', htmlLang: 'zh-CN', brand: '启航企服' },
  { path: '/en/cht', platform: '13', lang: 'en', htmlLang: 'en', brand: 'Chartwell Corporate' },
]

for (const home of HOMES) {
  test(`home page ${home.path} shows the CMS content of its brand and language`, async ({ page, request, visit }) => {
    const heading = await heroHeading(request, home.platform, home.lang)
    await visit(home.path)
    await expect(page.locator('h1')).toHaveText(heading)
    await expect(page.locator('html')).toHaveAttribute('lang', home.htmlLang)
    await expect(page).toHaveTitle(new RegExp(`^${home.brand} - .+ - .+$`))
    await expect(page.locator('footer')).toBeVisible()
  })
}

test('the header shows only enabled navigation entries, in sort order', async ({ page, request, visit }) => {
  const common = await (await request.get('/gateway/officialQuery/getCommon', { headers: { platform: '15' } })).json()
  const top = common.data.pcnavList as { typeValueOne: string; isEnable: number }[]
  const enabled = top.filter((e) => e.isEnable === 1).map((e) => e.typeValueOne)
  const disabled = top.filter((e) => e.isEnable === 0).map((e) => e.typeValueOne)
  await visit('/')
  await page.setViewportSize({ width: 1440, height: 900 })
  // The desktop navigation (the phone menu repeats it); external links carry a hidden "new tab" note.
  const desktopNav = page.locator('header nav[aria-label="主导航"]').first()
  const labels = (await desktopNav.locator(':scope > ul > li > div > a').allInnerTexts()).map((t) => t.replace('（在新标签页打开）', '').trim())
  expect(labels).toEqual(enabled)
  for (const label of disabled) expect(labels).not.toContain(label)
})

test('unknown routes and failed route validation answer 404 with 哎呀，页面错误~', async ({ page, visit }) => {
  for (const path of ['/lz/calculate/abc', '/no/such/page', '/ko/lz/homes']) {
    await visit(path, 404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('哎呀，页面错误~')
  }
})

test('the error page shows status, url and message, and 返回首页 replaces the route with /', async ({ page, visit }) => {
  await visit('/errorUrl?statusCode=502&url=%2Flz%2FVAT&message=%E4%B8%8A%E6%B8%B8%E6%9C%8D%E5%8A%A1%E6%9A%82%E4%B8%8D%E5%8F%AF%E7%94%A8')
  await expect(page.locator('main')).toContainText('502')
  await expect(page.locator('main')).toContainText('/lz/VAT')
  await expect(page.locator('main')).toContainText('上游服务暂不可用')
  await page.getByRole('button', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/$/)
  await visit('/errorUrl')
  await expect(page.locator('main')).toContainText('500')
})

test('brands resolve from the host; /ost/ stands for the brand prefix', async ({ page, baseURL, visit }) => {
  const port = new URL(baseURL!).port
  // The browser asks for zh-CN, which the recycling brand publishes: its root goes to /cn.
  await visit(`http://gl.localhost:${port}/`)
  await expect(page).toHaveURL(`http://gl.localhost:${port}/cn`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'gl')
  await visit(`http://mdt.localhost:${port}/`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'mdt')
  await visit('/ost/homes')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'lz')
  await visit(`http://hb.localhost:${port}/ost/homes`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'hb')
  await expect(page).toHaveURL(`http://hb.localhost:${port}/ost/homes`)
})

test('the language choice is kept in i18n_redirected for 365 days', async ({ page, context, visit }) => {
  await visit('/en/lz/homes')
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
  expect(cookie?.value).toBe('en')
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThan(366)
  await visit('/lz/homes')
  await expect(page).toHaveURL(/\/en\/lz\/homes$/)
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '中文' }).click()
  await expect(page).toHaveURL(/\/lz\/homes$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('cn')
})

test('channel codes in the query are recorded in cookies on every layout', async ({ context, visit }) => {
  await visit('/?channelNo=spring26')
  await visit('/errorUrl?channelCode=partner7')
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
  expect(cookies.channelNo).toBe('spring26')
  expect(cookies.channelCode).toBe('partner7')
})
