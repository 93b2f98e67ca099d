import type { APIRequestContext } from '@playwright/test'
import { cmsLogin } from './cms-api'
import { ADMIN, MDT_EDITOR, test, expect } from './fixtures'

/**
 * A Meridian IP (mdt) editor's day in the Chinese admin: the dashboard counts what waits
 * in their brand, the navigation shows as a tree of their brand only, and a home-page
 * heading changed through the page editor (found by its Chinese labels) and published
 * shows on the public site.
 */

async function totalDocs(request: APIRequestContext, auth: Record<string, string>, path: string): Promise<number> {
  const res = await request.get(`/api/${path}&limit=1&depth=0`, { headers: auth })
  expect(res.status(), path).toBe(200)
  return (await res.json()).totalDocs
}

test('a brand editor works in the Chinese admin: dashboard, navigation tree, and a published home-page heading', async ({ page, request }) => {
  test.setTimeout(120_000)
  const editor = await cmsLogin(request, MDT_EDITOR)
  const admin = await cmsLogin(request, ADMIN)
  // What the dashboard should count, read as the editor (access limits it to mdt).
  const newMessages = await totalDocs(request, editor, 'contact-messages?where[status][equals]=new')
  const openRequests = await totalDocs(request, editor, 'trademark-requests?where[status][in]=new,inProgress')
  const draftPages = await totalDocs(request, editor, 'pages/versions?where[latest][equals]=true&where[version._status][equals]=draft')
  const homeRes = await request.get('/api/pages?where[brand.key][equals]=mdt&where[slug][equals]=homes&limit=1&depth=0&locale=cn', { headers: admin })
  expect(homeRes.status()).toBe(200)
  const home = (await homeRes.json()).docs[0]
  const original: string = home.layout[0].heading
  const edited = `${original}（编辑后台测试）`

  // Sign in; the admin speaks Chinese to a Chinese browser.
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(MDT_EDITOR.email)
  await page.locator('input[name="password"]').fill(MDT_EDITOR.password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  // The dashboard: who is signed in, and the counts of the editor's one brand.
  const dashboard = page.getByRole('region', { name: /欢迎/ })
  await expect(dashboard).toBeVisible()
  await expect(dashboard.getByRole('heading', { level: 2 })).toHaveText('欢迎，Meridian IP editor')
  await expect(dashboard).toContainText('角色：品牌编辑')
  await expect(dashboard.getByRole('row')).toHaveCount(2)
  await expect(dashboard.getByRole('rowheader')).toContainText('子午知识产权')
  await expect(dashboard).not.toContainText('北辰合规')
  await expect(dashboard.getByRole('link', { name: `子午知识产权：待处理留言 ${newMessages} 条`, exact: true })).toBeVisible()
  await expect(dashboard.getByRole('link', { name: `子午知识产权：未完成的人工检索申请 ${openRequests} 条`, exact: true })).toBeVisible()
  await expect(dashboard.getByRole('link', { name: `子午知识产权：未发布修改的页面 ${draftPages} 条`, exact: true })).toBeVisible()
  for (const label of ['页面', '新闻文章', '客户案例', '媒体库', '客户留言']) {
    await expect(dashboard.getByRole('navigation').getByRole('link', { name: label, exact: true })).toBeVisible()
  }

  // 导航: the tree above the list holds the editor's brand only, nested and in site order.
  await dashboard.getByRole('link', { name: '导航（树状结构）', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/navigation-entries/)
  const tree = page.getByRole('region', { name: '导航结构' })
  await expect(tree).toBeVisible()
  await expect(tree.locator('details')).toHaveCount(1)
  await expect(tree.locator('details > summary')).toContainText('子午知识产权 (mdt)')
  await expect(tree).not.toContainText('北辰合规')
  await expect(tree.getByRole('heading', { name: '顶部导航', exact: true })).toBeVisible()
  const services = tree.getByRole('link', { name: '知识产权服务', exact: true })
  await expect(services).toHaveAttribute('href', /\/admin\/collections\/navigation-entries\/\d+$/)
  // A parent's children hang under it: 商标 is in the list inside 知识产权服务's item.
  // (The inner locator of `has` is matched inside each item, so it starts from the page, not the tree.)
  const servicesItem = tree.getByRole('listitem').filter({ has: page.getByRole('link', { name: '知识产权服务', exact: true }) }).first()
  await expect(servicesItem.getByRole('list').getByRole('link', { name: '商标', exact: true }).first()).toBeVisible()
  await expect(tree.getByText(/^排序 \d+$/).first()).toBeVisible()

  // The list below names each entry's brand by its title (not "<没有 所属品牌>"), first row to last.
  for (const brandCell of [page.locator('td.cell-brand').first(), page.locator('td.cell-brand').last()]) {
    await brandCell.scrollIntoViewIfNeeded()
    await expect(brandCell).toHaveText('子午知识产权 · mdt')
  }

  // A parent's page lists its children, and its brand by name.
  await services.click()
  await expect(page).toHaveURL(/\/admin\/collections\/navigation-entries\/\d+/)
  await expect(page.getByText('下级导航项', { exact: true }).first()).toBeVisible()
  await expect(page.locator('.relationship-table').getByText('商标', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('子午知识产权 · mdt').first()).toBeVisible()

  try {
    // 页面: open the mdt home page and change the hero's 主标题, found by its Chinese labels only.
    await page.goto('/admin')
    await page.getByRole('region', { name: /欢迎/ }).getByRole('navigation').getByRole('link', { name: '页面', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages/)
    await page.goto('/admin/collections/pages?where[slug][equals]=homes')
    await page.getByRole('link', { name: home.title, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${home.id}`))
    // Block rows may open collapsed: 显示全部 opens every row of 页面内容, 首屏横幅 included.
    await expect(page.getByText('首屏横幅', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: '显示全部', exact: true }).first().click()
    const heading = page.getByLabel('主标题')
    await expect(heading).toHaveValue(original)
    await heading.fill(edited)
    const pageApi = new RegExp(`/api/pages/${home.id}(\\?|$)`)
    const saved = page.waitForResponse((res) => pageApi.test(res.url()) && res.request().method() !== 'GET')
    await page.getByRole('button', { name: '发布修改', exact: true }).click()
    expect((await saved).ok()).toBe(true)

    // The public home page shows the new heading within seconds.
    await expect.poll(async () => {
      await page.goto('/mdt/homes')
      return page.locator('h1').innerText()
    }, { timeout: 15_000 }).toBe(edited)
  } finally {
    // Put the original heading back for the other specs (the editing spec reads this page), as
    // the editor: the open editor holds the document's lock, and the CMS refuses (423) anyone else.
    const res = await request.patch(`/api/pages/${home.id}?locale=cn`, { headers: editor, data: { layout: home.layout, _status: 'published' } })
    expect(res.status()).toBe(200)
    await expect.poll(async () => {
      await page.goto('/mdt/homes')
      return page.locator('h1').innerText()
    }, { timeout: 15_000 }).toBe(original)
  }
})
