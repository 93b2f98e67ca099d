import http from 'node:http'
import { test, expect } from './fixtures'

/**
 * Unknown URLs: every brand and language answers 404 with 哎呀，页面错误~ (or
 * the language's own text) inside the brand's header and footer, in the HTML the server
 * sends, so crawlers and visitors without JavaScript see it too.
 */

const ZH = '哎呀，页面错误~'
const EN = 'Oops, this page went wrong~'

interface Case {
  /** Path of the unknown URL. */
  path: string
  /** Brand host, for brands reached by host (the test server answers them on *.localhost). */
  host?: string
  brand: string
  /** The brand's home in the same language, whose footer the 404 page must share. */
  home: string
  text: string
}

const CASES: Case[] = [
  { path: '/no-such-page-123', brand: 'lz', home: '/', text: ZH },
  { path: '/en/lz/xyz', brand: 'lz', home: '/en', text: EN },
  { path: '/mdt/abc/def', brand: 'mdt', home: '/mdt/homes', text: ZH },
  { path: '/en/nothing', host: 'gl', brand: 'gl', home: '/en', text: EN },
]

function baseUrl(): URL {
  return new URL(test.info().project.use.baseURL ?? 'http://localhost:3100')
}

/** GET without a browser (no JavaScript ever runs); `host` picks a brand host. */
function raw(path: string, host?: string): Promise<{ status: number; html: string }> {
  const base = baseUrl()
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: base.hostname, port: base.port, path, headers: { host: host ? `${host}.localhost:${base.port}` : base.host, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
  })
}

/** The page's footer element, the part of the brand's chrome that is the same on every page. */
function footerOf(html: string): string {
  return html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? ''
}

/** Visible text of the server HTML: scripts, styles and tags removed. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

function urlOf(c: Case): string {
  const base = baseUrl()
  return c.host ? `http://${c.host}.localhost:${base.port}${c.path}` : c.path
}

for (const c of CASES) {
  test(`${c.host ? `${c.host} host ` : ''}${c.path}: 404 with the text and the brand's header and footer in the server HTML`, async () => {
    const [page, home] = await Promise.all([raw(c.path, c.host), raw(c.home, c.host)])
    expect(page.status).toBe(404)
    expect(home.status).toBe(200)
    expect(page.html).toContain(`data-brand="${c.brand}"`)
    expect(textOf(page.html)).toContain(c.text)
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(page.html).toMatch(/<header[\s>]/)
    const footer = footerOf(page.html)
    expect(footer.length).toBeGreaterThan(200)
    expect(footer).toBe(footerOf(home.html))
    expect(page.html).toMatch(/<meta name="robots" content="noindex/)
  })
}

test('a second request for an unknown URL is served from the cache', async () => {
  const path = `/lz/cache-probe-${Date.now()}`
  expect((await raw(path)).status).toBe(404)
  const again = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const base = baseUrl()
    http.get({ hostname: base.hostname, port: base.port, path }, (res) => resolve(res.resume())).on('error', reject)
  })
  expect(again.statusCode).toBe(404)
  expect(again.headers['x-nextjs-cache']).toBe('HIT')
})

test('without JavaScript the 404 page shows its text, the brand chrome and a link home', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const c of CASES) {
    // Visiting /en/... saves English as the language choice; each case starts without one.
    await context.clearCookies()
    const response = await page.goto(urlOf(c))
    expect(response?.status(), c.path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.text)
    await expect(page.locator('header').first()).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    const home = page.locator('main').getByRole('link', { name: c.text === ZH ? '返回首页' : 'Back to home' })
    await expect(home).toHaveAttribute('href', c.home === '/mdt/homes' ? '/mdt/homes' : c.home)
  }
  await context.close()
})

test('with JavaScript the 404 page passes axe, hydrates without errors and its link goes home', async ({ page, visit }) => {
  test.setTimeout(4 * 60_000)
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  for (const c of CASES) {
    await page.context().clearCookies()
    await visit(urlOf(c), 404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.text)
    await expect(page.locator('h1')).toHaveCount(1)
  }
  // Console errors for the 404 document itself are the browser reporting the status.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  await page.locator('main').getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('h1')).not.toHaveText(EN)
})
