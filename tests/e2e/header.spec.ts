import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures'

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
  // The click listener arrives with hydration.
  await page.waitForLoadState('networkidle')
  await page.evaluate((l) => {
    const b = document.createElement('button')
    b.dataset.track = l
    b.textContent = 'track'
    document.body.append(b)
    b.click()
  }, label)
  const login = await (await request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'demo-admin-2026' } })).json()
  await expect
    .poll(async () => {
      const res = await request.get(`/api/visitor-events?where[label][equals]=${encodeURIComponent(label)}`, { headers: { Authorization: `JWT ${login.token}` } })
      return (await res.json()).docs?.[0]?.channelNo
    }, { timeout: 10_000 })
    .toBe('track01')
})
