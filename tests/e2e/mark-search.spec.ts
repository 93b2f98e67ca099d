import type { Page } from '@playwright/test'
import { adminAuth } from './accounts'
import { checkA11y, expect, test } from './fixtures'
import { registerMerchant, signUpInPage } from './merchant-login'

/**
 * /search: the trademark search on the demo register (content/trademarks/demo-marks.yaml),
 * the note that searching needs a login (shown before the first search), the visitor →
 * login → resumed search path, match types as distinct badges, dead marks labelled and
 * listed after live ones, the browser history and its cap of 15, and the request for a
 * manual search with its daily limit.
 */

const keywordBox = (page: Page) => page.getByRole('textbox', { name: '商标名称' }).first()
const searchButton = (page: Page) => page.getByRole('button', { name: '查询', exact: true })
const history = (page: Page) => page.getByTestId('mark-history').getByRole('listitem')

async function search(page: Page, keyword: string) {
  await keywordBox(page).fill(keyword)
  await searchButton(page).click()
  await expect(page.getByRole('heading', { name: '查询结果' })).toBeVisible()
  await expect(page.getByTestId('mark-results').or(page.getByText(/没有找到与/))).toBeVisible()
}

test('a visitor sees the page; searching opens the login tab and the search resumes after sign-up', async ({ page, context, request, visit }) => {
  await visit('/search')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('商标近似查询')
  await expect(page.getByRole('group', { name: '国家/地区' }).getByRole('checkbox')).toHaveCount(5)

  // Before anything is sent, the form says a login is needed; the note is in the cached HTML, the same for everyone.
  await expect(page.getByTestId('mark-login-note')).toHaveText('查询需登录，免费注册即可使用。')
  expect(await (await request.get('/search')).text()).toContain('查询需登录，免费注册即可使用。')

  // Empty keyword: a message, no call.
  await searchButton(page).click()
  await expect(page.getByText('请输入要查询的商标名称')).toBeVisible()

  await keywordBox(page).fill('Lumora')
  const loginTab = context.waitForEvent('page')
  await searchButton(page).click()
  const tab = await loginTab
  await expect(page.getByText(/商标查询需要登录/)).toBeVisible()
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/workbench/login')
  await signUpInPage(tab)

  // No second click: the page saw the login and ran the search again.
  await page.bringToFront()
  const results = page.getByTestId('mark-results')
  const first = results.getByRole('listitem').first()
  await expect(first.getByRole('heading')).toHaveText('Lumora')
  await expect(first.locator('[data-reason="identical"]')).toContainText('相同')
  await expect(page.getByTestId('mark-risk')).toHaveAttribute('data-risk', 'high')
  // A search went through, so the login note has done its job.
  await expect(page.getByTestId('mark-login-note')).toHaveCount(0)

  // Lumo Ra is written the same but expired: labelled in words, after every live mark, under the divider.
  const lumoRa = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lumo Ra', exact: true }) })
  await expect(lumoRa).toHaveAttribute('data-live', 'false')
  await expect(lumoRa.locator('[data-dead-status="expired"]')).toContainText('已失效')
  await expect(results.getByTestId('mark-dead-divider')).toHaveCount(1)
  const liveness = await results.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-live')))
  const firstDead = liveness.indexOf('false')
  expect(firstDead).toBeGreaterThan(0)
  expect(liveness.slice(firstDead).every((live) => live === 'false')).toBe(true)
  await expect(history(page)).toHaveCount(1)
  await checkA11y(page)
})

test.describe('logged in', () => {
  test.beforeEach(async ({ page, request }) => {
    await registerMerchant(request, await adminAuth(request), page.request)
  })

  test('ranks sound-alikes, pinyin twins and one-letter typos with their reasons, and filters by office', async ({ page, visit }) => {
    await visit('/search')
    await search(page, '悦家')
    const results = page.getByTestId('mark-results')
    await expect(results.getByRole('listitem').first().getByRole('heading')).toHaveText('悦家')
    const yuejia = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'YUEJIA', exact: true }) })
    await expect(yuejia.locator('[data-reason="soundsAlike"]')).toContainText('读音近似')
    await expect(yuejia).toContainText('95%（高度近似）')
    // One character of a two-character mark is half of it: no hit is "一字之差", and marks sharing
    // only a common character (X家) are not listed; those sharing the distinctive 悦 are "部分近似".
    await expect(results.locator('[data-reason="oneLetterApart"]')).toHaveCount(0)
    const headings = await results.getByRole('listitem').getByRole('heading').allInnerTexts()
    expect(headings.filter((mark) => !mark.includes('悦') && mark.toLowerCase() !== 'yuejia')).toEqual([])

    await search(page, 'Petsie Paws')
    await expect(results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Petsy Paws', exact: true }) })).toContainText(/读音近似|一字之差/)

    // Only the UK register: the US and EU Lumora marks drop out.
    await page.getByRole('group', { name: '国家/地区' }).getByRole('checkbox', { name: '英国' }).check()
    await search(page, 'Lumora')
    await expect(results.getByRole('listitem').getByRole('heading', { name: 'Lumora', exact: true })).toHaveCount(0)
    await expect(results.getByRole('listitem').getByRole('heading', { name: 'Loomora', exact: true })).toHaveCount(1)
    await checkA11y(page)
  })

  test('keeps 15 searches in the browser: a repeat moves up, the 16th drops the oldest', async ({ page, visit }) => {
    // Fifteen earlier searches, oldest last, as the page stores them.
    await page.addInitScript(() => {
      if (localStorage.getItem('trademarkSearchHistory')) return
      const entries = Array.from({ length: 15 }, (_, i) => ({ markElement: `Mark${15 - i}`, country: '', searchDate: new Date(Date.UTC(2026, 10, 1, 0, 15 - i)).toISOString() }))
      localStorage.setItem('trademarkSearchHistory', JSON.stringify(entries))
    })
    await visit('/search')
    await expect(history(page)).toHaveCount(15)
    await expect(history(page).first()).toContainText('Mark15')
    await expect(history(page).last()).toContainText('Mark1')

    // A repeat (other case) moves to the top without adding an entry.
    await search(page, 'mark3')
    await expect(history(page)).toHaveCount(15)
    await expect(history(page).first()).toContainText('mark3')
    await expect(history(page).filter({ hasText: /^Mark3\b/ })).toHaveCount(0)

    // A new search is the 16th: the oldest (Mark1) goes.
    await search(page, 'Brewlyn')
    await expect(history(page)).toHaveCount(15)
    await expect(history(page).first()).toContainText('Brewlyn')
    await expect(history(page).filter({ hasText: 'Mark1全部' })).toHaveCount(0)

    // The same keyword for another office is another entry.
    await page.getByRole('group', { name: '国家/地区' }).getByRole('checkbox', { name: '美国' }).check()
    await search(page, 'Brewlyn')
    await expect(history(page).nth(0)).toContainText('Brewlyn美国')
    await expect(history(page).nth(1)).toContainText('Brewlyn全部')

    // The list survives a reload, and a click runs that search again.
    await page.reload()
    await expect(history(page)).toHaveCount(15)
    await history(page).nth(1).getByRole('button').click()
    await expect(keywordBox(page)).toHaveValue('Brewlyn')
    await expect(page.getByTestId('mark-results').getByRole('listitem').first().getByRole('heading')).toHaveText('Brewlyn')
  })

  test('sends a manual search request, stored for staff with its mail, until the daily limit', async ({ page, request, visit }) => {
    await visit('/search')
    await search(page, 'Trailnest')
    await page.getByRole('button', { name: '请律师人工检索' }).click()
    const dialog = page.getByRole('dialog', { name: '申请律师人工检索' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: '商标名称' })).toHaveValue('Trailnest')
    await expect(dialog.getByTestId('manual-limit')).toHaveText('今天还可以提交 3 次（每天 3 次）')

    // Nothing chosen: each missing field is named, nothing sent.
    await dialog.getByRole('button', { name: '提交申请' }).click()
    await expect(dialog.getByText('请至少选择一个类别')).toBeVisible()
    await expect(dialog.getByText('请填写联系人')).toBeVisible()

    // The request never offers "all classes" (which it would refuse): nothing is chosen yet.
    await expect(dialog.getByText('全部类别')).toHaveCount(0)
    await dialog.getByText('尚未选择类别').click()
    await dialog.getByRole('checkbox', { name: '22 绳网袋篷' }).check()
    await dialog.getByRole('textbox', { name: '联系人' }).fill('王芳')
    await dialog.getByRole('textbox', { name: /商品\/服务说明/ }).fill('帐篷、吊床')
    await dialog.getByRole('button', { name: '提交申请' }).click()
    // Sent: the dialog closes and the page gives the reference number.
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('manual-sent')).toContainText(/申请已提交，编号 \d+/)
    await checkA11y(page)
    await page.getByRole('button', { name: '请律师人工检索' }).click()
    await expect(dialog.getByTestId('manual-limit')).toHaveText('今天还可以提交 2 次（每天 3 次）')
    await page.keyboard.press('Escape')

    // Staff see it in the CMS, with its notification mail queued.
    const auth = await adminAuth(request)
    const stored = (await (await request.get('/api/trademark-requests?where[markName][equals]=Trailnest&where[contactName][equals]=王芳&depth=0', { headers: auth })).json()).docs
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ status: 'new', classIds: [22], goods: '帐篷、吊床' })
    const mails = (await (await request.get(`/api/mail-outbox?where[source][equals]=trademark-requests:${stored[0].id}&depth=0`, { headers: auth })).json()).docs
    expect(mails).toHaveLength(1)

    // Two more use up the day; then the form says so and cannot be sent.
    for (let i = 0; i < 2; i++) {
      const res = await page.request.post('/gateway/ipr/iprArtificialTrademark/save', { data: { markName: `Trailnest ${i}`, classIds: [22], countries: [21], contactName: '王芳', phone: '13800001234' } })
      expect(res.status()).toBe(200)
    }
    const refused = await page.request.post('/gateway/ipr/iprArtificialTrademark/save', { data: { markName: 'Trailnest 3', classIds: [22], countries: [21], contactName: '王芳', phone: '13800001234' } })
    expect(refused.status()).toBe(429)
    // The dialog closed after the earlier look at the limit; open it again.
    await page.getByRole('button', { name: '请律师人工检索' }).click()
    await expect(page.getByRole('dialog').getByTestId('manual-limit')).toContainText('今天的人工检索次数已用完')
    await expect(page.getByRole('dialog').getByRole('button', { name: '提交申请' })).toBeDisabled()
  })
})

test('the IP brand and the English page carry the tool', async ({ page, visit }) => {
  await visit('/mdt/search')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('商标近似查询')
  await expect(page.getByRole('link', { name: '查询商品类别' })).toHaveAttribute('href', '/mdt/searchCategory')
  // Choosing English is remembered (cookie): from here on /mdt/search would redirect to /en/mdt/search.
  await visit('/en/search')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trademark clearance search')
  await expect(page.getByRole('textbox', { name: 'Mark' })).toBeVisible()
})
