import { BRAND_KEYS, BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { expect, test } from './fixtures'

/**
 * The home page of every brand, in Chinese and English, on a phone (390 px) and a wide
 * screen (1440 px), as a visitor sees it: nothing wider than the window, no two texts on
 * top of each other, every image with its width and height (so nothing shifts as it
 * loads) and actually loaded, and the trust sections the CMS gives the home (illustration,
 * client logos, quotes, credentials) present. axe runs on each language at the phone width.
 */

const port = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').port
const WIDTHS = [390, 1440] as const
const LOCALES: Locale[] = ['cn', 'en']

function homeOf(brand: BrandKey, locale: Locale): string {
  const route = BRAND_ROUTES[brand]
  return `http://${brand}.localhost:${port}${route.localePrefixed || locale !== route.defaultLocale ? `/${locale}` : ''}/`
}

/** What the page shows that a visitor would call broken, found in the page itself. */
function layoutProblems() {
  const problems: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > window.innerWidth + 1) problems.push(`the page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`)

  for (const img of document.querySelectorAll('main img')) {
    const image = img as HTMLImageElement
    const name = image.getAttribute('src') ?? '?'
    if (!image.getAttribute('width') || !image.getAttribute('height')) problems.push(`image without width and height: ${name}`)
    if (!image.complete || image.naturalWidth === 0) problems.push(`image not loaded: ${name}`)
  }

  // Elements that hold text of their own (not only through children), as the boxes of their
  // lines: a caption that runs on after a figure and wraps has one box per line, and the
  // box around all of them would take in the figure beside it.
  const boxes: { element: Element; rects: DOMRect[]; label: string }[] = []
  for (const element of document.querySelectorAll('main *')) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
    if (!ownText) continue
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed' || element.closest('.sr-only,[aria-hidden="true"],details:not([open]) > :not(summary)')) continue
    const rects = [...element.getClientRects()].filter((rect) => rect.width >= 1 && rect.height >= 1)
    if (rects.length) boxes.push({ element, rects, label: element.textContent!.trim().slice(0, 30) })
  }
  const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!
      const b = boxes[j]!
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue
      if (a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb)))) problems.push(`"${a.label}" overlaps "${b.label}"`)
    }
  }
  return problems
}

for (const brand of BRAND_KEYS) {
  test(`${brand}: the home page at 390 px and 1440 px in Chinese and English has no overflow, no overlapping text, sized images and its trust sections`, async ({ page, visit }) => {
    test.setTimeout(120_000)
    for (const locale of LOCALES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // axe on the phone width (where a layout goes wrong first); the wide screen gets the same layout checks below.
        if (width === 390) await visit(homeOf(brand, locale))
        else expect((await page.goto(homeOf(brand, locale)))?.status()).toBe(200)
        // Lazy images load as they come near: scroll through the page, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
          }
          const pending = [...document.images].filter((img) => !img.complete)
          await Promise.all(
            pending.map(
              (img) =>
                new Promise((resolve) => {
                  img.addEventListener('load', resolve, { once: true })
                  img.addEventListener('error', resolve, { once: true })
                }),
            ),
          )
          window.scrollTo(0, 0)
        })
        const where = `${brand} ${locale} at ${width}px`
        expect(await page.evaluate(layoutProblems), where).toEqual([])

        const main = page.locator('main')
        await expect(main.locator('section.hero-surface img'), `${where}: the hero illustration`).toHaveCount(1)
        expect(await main.locator('img').count(), `${where}: illustration and client logos`).toBeGreaterThanOrEqual(7)
        await expect(main.locator('figure blockquote').first(), `${where}: client quotes`).toBeVisible()
        await expect(main.locator('[aria-labelledby^="credentials-"]'), `${where}: credentials`).toHaveCount(1)
      }
    }
  })
}

test('each brand carries its own visual identity from the CMS (typeface, corners, heading accent, hero background)', async ({ page }) => {
  const identities = new Set<string>()
  for (const brand of BRAND_KEYS) {
    await page.goto(homeOf(brand, 'cn'))
    const html = page.locator('html')
    const identity = await html.evaluate((element) => ['typeface', 'corners', 'headingAccent', 'heroPattern'].map((key) => element.dataset[key]).join('/'))
    expect(identity, brand).toMatch(/^(sans|serif|rounded)\/(square|soft|round)\/(none|underline|bar)\/(gradient|grid|dots|plain)$/)
    identities.add(identity)
  }
  // Not one template in eight colours: at least five different combinations among the eight brands.
  expect(identities.size).toBeGreaterThanOrEqual(5)
})

test('a logo that fails to load is asked for again and shows', async ({ page }) => {
  let failures = 0
  // The first request for each logo fails, as on a dropped connection; the retry gets through.
  await page.route(/\/api\/media\/file\/[^?]+\.svg(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url())
    if (!url.searchParams.has('retry') && url.pathname.includes('-client-')) {
      failures++
      return route.fulfill({ status: 503, body: '' })
    }
    return route.continue()
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(homeOf('lz', 'cn'))
  const logos = page.locator('section[aria-labelledby^="logos-"] img')
  await logos.first().scrollIntoViewIfNeeded()
  await expect.poll(() => logos.evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0 && (img as HTMLImageElement).src.includes('retry=1')).length), { timeout: 10_000 }).toBe(6)
  expect(failures).toBe(6)
})
