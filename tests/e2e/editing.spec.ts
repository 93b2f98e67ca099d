import { cmsLogin, firstDoc } from './cms-api'
import { ADMIN, MDT_EDITOR, test, expect, checkA11y } from './fixtures'

test('a navigation label edited in the CMS shows on the site within seconds, without a rebuild', async ({ page, request }) => {
  const auth = await cmsLogin(request, ADMIN)
  const entry = await firstDoc(request, auth, 'navigation-entries', 'where[brand.key][equals]=lz&where[group][equals]=pcnav&where[enabled][equals]=true&where[parent][exists]=false&sort=sort')
  const edited = `${entry.label}·新`
  await page.goto('/')
  await expect(page.locator('header')).toContainText(entry.label)
  try {
    const res = await request.patch(`/api/navigation-entries/${entry.id}?locale=cn`, { headers: auth, data: { label: edited } })
    expect(res.status()).toBe(200)
    await expect.poll(async () => {
      await page.goto('/')
      return page.locator('header').innerText()
    }, { timeout: 10_000 }).toContain(edited)
    await checkA11y(page)
  } finally {
    await request.patch(`/api/navigation-entries/${entry.id}?locale=cn`, { headers: auth, data: { label: entry.label } })
  }
})

test('home-page text published in the CMS shows on the site within seconds', async ({ page, request }) => {
  const auth = await cmsLogin(request, ADMIN)
  const home = await firstDoc(request, auth, 'pages', 'where[brand.key][equals]=mdt&where[slug][equals]=homes')
  const original = home.layout
  const edited = `${original[0].heading}（已更新）`
  await page.goto('/mdt/homes')
  await expect(page.locator('h1')).toHaveText(original[0].heading)
  try {
    const layout = original.map((block: { blockType: string }, i: number) => (i === 0 ? { ...block, heading: edited } : block))
    const res = await request.patch(`/api/pages/${home.id}?locale=cn`, { headers: auth, data: { layout, _status: 'published' } })
    expect(res.status()).toBe(200)
    await expect.poll(async () => {
      await page.goto('/mdt/homes')
      return page.locator('h1').innerText()
    }, { timeout: 10_000 }).toBe(edited)
    // The English page keeps its own text.
    await page.goto('/en/mdt/homes')
    await expect(page.locator('h1')).not.toHaveText(edited)
  } finally {
    await request.patch(`/api/pages/${home.id}?locale=cn`, { headers: auth, data: { layout: original, _status: 'published' } })
  }
})

test('an editor limited to Meridian IP cannot change another brand', async ({ request }) => {
  const admin = await cmsLogin(request, ADMIN)
  const lzEntry = await firstDoc(request, admin, 'navigation-entries', 'where[brand.key][equals]=lz')
  const editor = await cmsLogin(request, MDT_EDITOR)
  const denied = await request.patch(`/api/navigation-entries/${lzEntry.id}?locale=cn`, { headers: editor, data: { label: 'hijacked' } })
  expect([403, 404]).toContain(denied.status())
  const list = await (await request.get('/api/navigation-entries?limit=200&depth=1', { headers: editor })).json()
  expect(list.docs.length).toBeGreaterThan(0)
  expect(list.docs.every((d: { brand: { key: string } }) => d.brand.key === 'mdt')).toBe(true)
  const unchanged = await firstDoc(request, admin, 'navigation-entries', `where[id][equals]=${lzEntry.id}`)
  expect(unchanged.label).toBe(lzEntry.label)
})

for (const { locale, loginLabel } of [
  { locale: 'zh-CN', loginLabel: '登录' },
  { locale: 'en-US', loginLabel: 'Login' },
]) {
  test(`the CMS admin works in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(ADMIN.email)
    await page.locator('input[name="password"]').fill(ADMIN.password)
    await page.getByRole('button', { name: loginLabel, exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByText(locale === 'zh-CN' ? '导航' : 'Navigation').first()).toBeVisible()
    // The account avatar is drawn here, not fetched from an outside service (which showed a broken image).
    await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
    const brokenImages = await page.locator('img').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length)
    expect(brokenImages).toBe(0)
    await context.close()
  })
}
