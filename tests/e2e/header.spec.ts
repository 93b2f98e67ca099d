import type { APIRequestContext } from '@playwright/test'
import { checkA11y, test, expect } from './fixtures'

async function commoditySearch(request: APIRequestContext) {
  return (await (await request.get('/gateway/officialQuery/getCommoditySearch', { headers: { platform: '15' } })).json()).data as {
    allService: { menuName: string }[]
    hotService: { menuName: string }[]
  }
}

test.describe('header', () => {
  test.use({ viewport: { width: 1600, height: 900 } })

  test('dropdowns open on hover, close shortly after the pointer leaves, and work with the keyboard', async ({ page, visit }) => {
    await visit('/')
    const nav = page.locator('header nav[aria-label="主导航"]').first()
    const toggle = nav.locator('button[aria-expanded]').first()
    const item = toggle.locator('xpath=ancestor::li[1]')
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()
    await item.hover()
    await expect(panel).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(panel).toBeHidden()

    await toggle.focus()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
  })

  test('the mega menu shows left-hand items and the submenu of the one pointed at or chosen by keyboard', async ({ page, visit }) => {
    await visit('/')
    const toggle = page.getByRole('button', { name: '展开菜单 合规服务' })
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await toggle.locator('xpath=ancestor::li[1]').hover()
    await expect(panel).toBeVisible()
    const tabs = panel.getByRole('tab')
    await expect(tabs).toHaveText(['VAT税务', '环保合规', '产品合规'])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const pane = panel.getByRole('tabpanel')
    const vat = pane.getByRole('link', { name: /VAT注册与申报/ })
    await expect(vat).toContainText('英国及欧盟各国税号注册') // name and description
    await expect(vat.locator('svg')).toHaveCount(1) // icon
    await expect(pane.getByRole('link', { name: /欧盟税号验证/ })).toHaveAttribute('target', '_blank') // http paths open in a new tab
    await expect(pane.getByRole('link', { name: /VAT计算器/ })).not.toHaveAttribute('target', '_blank')

    await tabs.nth(1).hover()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(pane.getByRole('link', { name: /CBAM碳申报/ })).toBeVisible()
    await expect(pane.getByRole('link', { name: /VAT注册与申报/ })).toHaveCount(0)
    await checkA11y(page)

    // Keyboard: arrows move between the left-hand items, Tab enters the submenu.
    await tabs.nth(1).focus()
    await page.keyboard.press('ArrowDown')
    await expect(tabs.nth(2)).toBeFocused()
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText(/产品合规/) // the group's own page link heads the pane
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText(/欧代 \/ 英代/)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('items that do not fit go into a "more" menu instead of running under the search box', async ({ page, visit }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const more = nav.getByRole('button', { name: 'Open menu More' })
    const search = page.locator('header').getByRole('combobox', { name: 'Search products and services' })
    /** The items in the row and those in the "more" menu, checking that the row ends before the search box. */
    const layout = async (width: number) => {
      await page.setViewportSize({ width, height: 800 })
      await expect(more).toBeVisible()
      const rowRight = await nav.locator('> ul').evaluate((ul) => ul.getBoundingClientRect().right)
      expect(rowRight).toBeLessThanOrEqual((await search.boundingBox())!.x)
      const row = await nav.locator('> ul > li:not([data-more]) > div > a').allInnerTexts()
      await more.click()
      const menu = page.locator(`#${await more.getAttribute('aria-controls')}`)
      await expect(menu).toBeVisible()
      const inMore = await menu.locator('> li > a').allInnerTexts()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      return { row, inMore }
    }

    await visit('/en/cht/homes')
    const narrow = await layout(1366)
    expect(narrow.inMore.length).toBeGreaterThan(0)
    await checkA11y(page)
    const wide = await layout(1920)
    // Same items in the same order; a wider screen fits more of them in the row.
    expect([...wide.row, ...wide.inMore]).toEqual([...narrow.row, ...narrow.inMore])
    expect(wide.row.length).toBeGreaterThan(narrow.row.length)
  })

  test('the search box shows hot searches, filters case-insensitively and says when nothing matches', async ({ page, request, visit }) => {
    const data = await commoditySearch(request)
    await visit('/')
    const box = page.getByRole('combobox', { name: '搜索产品与服务' })
    await box.click()
    const list = page.getByRole('listbox', { name: '搜索产品与服务' })
    await expect(list.getByRole('option')).toHaveText(data.hotService.map((s) => s.menuName).map((n) => new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))))

    await box.fill('vat')
    const expected = data.allService.filter((s) => s.menuName.toLowerCase().includes('vat'))
    await expect(list.getByRole('option')).toHaveCount(expected.length)
    await box.press('ArrowDown')
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')

    await box.fill('zzzz-nothing')
    await expect(page.getByText('没有找到相关结果')).toBeVisible()
    await expect(page.getByRole('link', { name: '查看全部产品' })).toHaveAttribute('href', '/services')
  })

  test('visitors see login and register links to the workbench with the current query', async ({ page, visit }) => {
    await visit('/?channelNo=abc')
    const login = page.locator('header').getByRole('link', { name: '登录', exact: true })
    await expect(login).toHaveAttribute('target', '_blank')
    // The cached HTML links without the query; the page's own query is added once it has loaded.
    await expect(login).toHaveAttribute('href', /channelNo=abc/)
    const href = new URL((await login.getAttribute('href'))!, 'http://x')
    expect(href.pathname).toBe('/workbench/login')
    expect(Object.fromEntries(href.searchParams)).toEqual({ channelNo: 'abc', pointType: 'logins', intoWay: 'wwwNavGuide' })
    const register = new URL((await page.locator('header').getByRole('link', { name: '免费注册' }).getAttribute('href'))!, 'http://x')
    expect(register.searchParams.get('pointType')).toBe('registers')
  })

  test('the header becomes opaque as the page scrolls', async ({ page, visit }) => {
    await visit('/')
    const opacity = () => page.locator('header').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--header-opacity').trim())
    await expect.poll(opacity).toBe('0.8')
    await page.mouse.wheel(0, 400)
    await expect.poll(opacity).toBe('1')
  })
})

test('a page whose navigation entry is disabled redirects home', async ({ page, request }) => {
  const common = (await (await request.get('/gateway/officialQuery/getCommon', { headers: { platform: '15' } })).json()).data
  const all = [...common.pcnavList, ...common.pcnavList.flatMap((e: { children: unknown[] }) => e.children)] as { isEnable: number; typeValueThree: string }[]
  const hidden = all.find((e) => e.isEnable === 0 && e.typeValueThree.startsWith('/lz/'))!
  await page.goto(hidden.typeValueThree)
  await expect(page).toHaveURL(/\/$/)
})

test('page views and tracked clicks are recorded in batches', async ({ page, request }) => {
  const label = `header:e2e-${Date.now()}`
  await page.goto('/?channelNo=track01')
  await page.evaluate((l) => {
    const b = document.createElement('button')
    b.id = 'e2e-track'
    b.dataset.track = l
    b.textContent = 'track'
    document.body.append(b)
  }, label)
  const login = await (await request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })).json()
  // The click listener arrives with hydration, which a loaded machine may finish late: click
  // until a click is recorded (each batch leaves within 2 s).
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/visitor-events?where[label][equals]=${encodeURIComponent(label)}`, { headers: { Authorization: `JWT ${login.token}` } })
        const recorded = (await res.json()).docs?.[0]?.channelNo
        if (!recorded) await page.locator('#e2e-track').click()
        return recorded
      },
      { timeout: 20_000, intervals: [2500] },
    )
    .toBe('track01')
})
