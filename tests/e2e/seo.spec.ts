import http from 'node:http'
import { test, expect } from './fixtures'

/**
 * Search visibility: each brand host answers its own robots.txt and sitemap.xml with
 * absolute URLs on that host, the sitemap's pages answer (detail pages such as video
 * courses too), pages carry an absolute canonical URL with their language versions (routes
 * without a CMS page too), and the structured data (JSON-LD) of the
 * home, a page with a FAQ block and a news article parses as JSON with the expected type.
 * Without BRAND_HOSTS the canonical origin is each brand's development host on the
 * server's port: http://localhost:{port} for the main brand, http://gl.localhost:{port}.
 */

const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100')
const LZ = `http://localhost:${base.port}`
const GL = `http://gl.localhost:${base.port}`

interface Answer {
  status: number
  contentType: string
  body: string
}

/**
 * GET an absolute URL of a brand host without a browser: no cookie jar (a visit to an
 * /en page would otherwise make the next unprefixed URL redirect), no redirects followed,
 * and the brand chosen by the Host header (Node does not resolve *.localhost).
 */
function get(url: string): Promise<Answer> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname: base.hostname, port: base.port, path: target.pathname + target.search, headers: { host: target.host, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
  })
}

async function sitemapUrls(origin: string): Promise<{ xml: string; urls: string[] }> {
  const response = await get(`${origin}/sitemap.xml`)
  expect(response.status).toBe(200)
  expect(response.contentType).toContain('xml')
  const xml = response.body
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  return { xml, urls }
}

/** The parsed JSON-LD objects of a page (a script may hold one object or a list). */
async function jsonLdOf(url: string): Promise<Record<string, unknown>[]> {
  const response = await get(url)
  expect(response.status, url).toBe(200)
  const html = response.body
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]
    return Array.isArray(data) ? data : [data]
  })
}

for (const origin of [LZ, GL]) {
  test(`robots.txt on ${origin} keeps crawlers out of the back office and names this host's sitemap`, async () => {
    const response = await get(`${origin}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.contentType).toContain('text/plain')
    const text = response.body
    expect(text).toContain('User-agent: *')
    for (const path of ['/admin', '/api', '/gateway', '/cms-preview', '/workbench']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })

  test(`sitemap.xml on ${origin} lists absolute URLs of this host with language alternates`, async () => {
    const { xml, urls } = await sitemapUrls(origin)
    expect(urls.length).toBeGreaterThan(3)
    for (const url of urls) expect(url.startsWith(`${origin}/`), url).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
    expect(xml).toContain('hreflang="x-default"')
    expect(xml).toContain('hreflang="en"')
  })
}

test('the brands do not share a sitemap', async () => {
  const [lz, gl] = await Promise.all([sitemapUrls(LZ), sitemapUrls(GL)])
  expect(lz.urls.some((u) => u.includes('/lz/'))).toBe(true)
  expect(gl.urls.some((u) => u.includes('/lz/'))).toBe(false)
})

test('a sample of the main brand sitemap answers 200', async () => {
  test.setTimeout(180_000)
  const { urls } = await sitemapUrls(LZ)
  // At most 20, spread over the list (pages first, articles last).
  const step = Math.max(1, Math.floor(urls.length / 20))
  const sample = urls.filter((_, i) => i % step === 0).slice(0, 20)
  for (const url of sample) {
    expect((await get(url)).status, url).toBe(200)
  }
})

test('a page names its absolute canonical URL and every language version', async ({ page }) => {
  await page.goto(`${LZ}/en/lz/VAT`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${LZ}/en/lz/VAT`)
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])))
  expect(alternates).toEqual({ 'zh-CN': `${LZ}/lz/VAT`, en: `${LZ}/en/lz/VAT`, 'x-default': `${LZ}/lz/VAT` })
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${LZ}/en/lz/VAT`)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/)

  await page.goto(`${GL}/de`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${GL}/de`)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${GL}/en`)
})

test('a route without a CMS page (the report) names its canonical URL without the query, every language version, and noindex', async ({ page }) => {
  await page.goto(`${LZ}/en/lz/questionAnswer?reportId=not-a-report`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${LZ}/en/lz/questionAnswer`)
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])))
  expect(alternates).toEqual({ 'zh-CN': `${LZ}/lz/questionAnswer`, en: `${LZ}/en/lz/questionAnswer`, 'x-default': `${LZ}/lz/questionAnswer` })
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${LZ}/en/lz/questionAnswer`)
})

test('the sitemap lists video course pages, which answer with themselves as canonical', async () => {
  const { xml, urls } = await sitemapUrls(LZ)
  const course = urls.find((u) => /\/lz\/videoDetail\/[^/]+$/.test(u))
  expect(course, 'the sitemap lists video courses').toBeTruthy()
  expect(xml).toContain(`hreflang="en" href="${course!.replace(`${LZ}/lz/`, `${LZ}/en/lz/`)}"`)
  const response = await get(course!)
  expect(response.status, course).toBe(200)
  expect(response.body.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(course)
})

test('the home describes the brand as an Organization', async () => {
  const data = await jsonLdOf(`${LZ}/`)
  const org = data.find((d) => d['@type'] === 'Organization')
  expect(org).toBeTruthy()
  expect(org!.name).toBeTruthy()
  expect(org!.url).toBe(`${LZ}/`)
})

test('a page with a FAQ block carries FAQPage and its breadcrumb', async () => {
  const data = await jsonLdOf(`${LZ}/lz/recycling_labels`)
  const faq = data.find((d) => d['@type'] === 'FAQPage')
  expect(faq).toBeTruthy()
  expect((faq!.mainEntity as unknown[]).length).toBeGreaterThan(0)
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true)
})

test('a news article carries NewsArticle with its absolute URL', async () => {
  const { urls } = await sitemapUrls(LZ)
  const article = urls.find((u) => /\/newsDetail\/\d+$/.test(u))
  expect(article, 'the sitemap lists news articles').toBeTruthy()
  const data = await jsonLdOf(article!)
  const news = data.find((d) => d['@type'] === 'NewsArticle')
  expect(news).toBeTruthy()
  expect(news!.url).toBe(article)
  expect(news!.headline).toBeTruthy()
  expect(news!.datePublished).toBeTruthy()
})
