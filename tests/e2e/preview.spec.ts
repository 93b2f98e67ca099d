import type { BrowserContext } from '@playwright/test'
import { cmsLogin, firstDoc } from './cms-api'
import { ADMIN, MDT_EDITOR, test, expect, checkA11y } from './fixtures'

/*
 * The editor's draft preview: a change saved in the CMS without publishing shows only in
 * the preview (the CMS's preview button), under a banner, while visitors keep the
 * published page; leaving the preview shows the published page again.
 */

/** Signs a browser context in to the CMS: the login answer's session cookie lands in the context's cookie jar. */
async function signIn(context: BrowserContext, user: { email: string; password: string }) {
  const res = await context.request.post('/api/users/login', { data: user })
  expect(res.status()).toBe(200)
}

const BANNER = '[data-preview-banner]'

test('a draft saved in the CMS shows only in the preview, under a banner, until the editor leaves it', async ({ page, request, browser }) => {
  const auth = await cmsLogin(request, ADMIN)
  const home = await firstDoc(request, auth, 'pages', 'where[brand.key][equals]=mdt&where[slug][equals]=homes')
  const original = home.layout
  const published = original[0].heading as string
  const draft = `${published}（草稿）`
  const layout = original.map((block: { blockType: string }, i: number) => (i === 0 ? { ...block, heading: draft } : block))
  try {
    // Saved, not published.
    const saved = await request.patch(`/api/pages/${home.id}?locale=cn&draft=true`, { headers: auth, data: { layout, _status: 'draft' } })
    expect(saved.status()).toBe(200)

    // Visitors still get the published heading, and no banner.
    await page.goto('/mdt/homes')
    await expect(page.locator('h1')).toHaveText(published)
    await expect(page.locator(BANNER)).toHaveCount(0)

    // The CMS's preview button of the page opens the preview route for it.
    await signIn(page.context(), ADMIN)
    await page.goto(`/admin/collections/pages/${home.id}`)
    const button = page.locator('#preview-button')
    await expect(button).toBeVisible({ timeout: 20_000 })
    const href = (await button.getAttribute('href'))!
    const url = new URL(href, page.url())
    expect(url.pathname).toBe('/cms-preview')
    expect(Object.fromEntries(url.searchParams)).toEqual({ collection: 'pages', id: String(home.id), path: '/mdt/homes' })

    // In the preview: the draft heading under the banner, in the page's language.
    await page.goto(url.pathname + url.search)
    await expect(page).toHaveURL(/\/mdt\/homes$/)
    await expect(page.locator('h1')).toHaveText(draft)
    const banner = page.locator(BANNER)
    await expect(banner).toContainText('预览模式：您看到的是未发布的草稿')
    await checkA11y(page)

    // Meanwhile another visitor still sees the published page.
    const visitor = await browser.newContext()
    try {
      const other = await visitor.newPage()
      await other.goto('/mdt/homes')
      await expect(other.locator('h1')).toHaveText(published)
      await expect(other.locator(BANNER)).toHaveCount(0)
      // And the preview link alone does not show a visitor anything.
      const refused = await visitor.request.get(url.pathname + url.search, { maxRedirects: 0 })
      expect(refused.status()).toBe(401)
      expect(await refused.text()).toContain('Sign in to the CMS')
    } finally {
      await visitor.close()
    }

    // Leaving the preview: back on the same page, published again, no banner.
    await banner.getByRole('link', { name: '退出预览' }).click()
    await expect(page).toHaveURL(/\/mdt\/homes$/)
    await expect(page.locator('h1')).toHaveText(published)
    await expect(page.locator(BANNER)).toHaveCount(0)
  } finally {
    await request.patch(`/api/pages/${home.id}?locale=cn`, { headers: auth, data: { layout: original, _status: 'published' } })
  }
})

test('an editor previews only their own brand’s pages', async ({ request, browser }) => {
  const auth = await cmsLogin(request, ADMIN)
  const own = await firstDoc(request, auth, 'pages', 'where[brand.key][equals]=mdt&where[slug][equals]=homes')
  const other = await firstDoc(request, auth, 'pages', 'where[brand.key][equals]=hb&where[slug][equals]=price')
  const context = await browser.newContext()
  try {
    await signIn(context, MDT_EDITOR)
    const ownPreview = await context.request.get(`/cms-preview?collection=pages&id=${own.id}&path=%2Fmdt%2Fhomes`, { maxRedirects: 0 })
    expect(ownPreview.status()).toBe(307)
    expect(new URL(ownPreview.headers()['location']!, 'http://site.invalid').pathname).toBe('/mdt/homes')
    const otherPreview = await context.request.get(`/cms-preview?collection=pages&id=${other.id}&path=%2Fhb%2Fprice`, { maxRedirects: 0 })
    expect(otherPreview.status()).toBe(403)
    // A path off the site is refused before anything else.
    const offSite = await context.request.get(`/cms-preview?collection=pages&id=${own.id}&path=%2F%2Fexample.com`, { maxRedirects: 0 })
    expect(offSite.status()).toBe(400)
  } finally {
    await context.close()
  }
})
