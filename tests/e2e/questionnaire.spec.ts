import type { Page } from '@playwright/test'
import { adminAuth, latestCode, randomPhone, sendCodeViaGateway } from './accounts'
import { checkA11y, expect, test } from './fixtures'

/** The compliance questionnaire: the modal, its rules, saving and the report page. */

function dialog(page: Page) {
  return page.getByRole('dialog')
}

/** A question's fieldset, by its question id (1 to 9). */
function question(page: Page, id: number) {
  return dialog(page).locator(`fieldset[data-question="${id}"]`)
}

async function openFromHero(page: Page) {
  await page.getByRole('link', { name: '免费生成合规报告' }).first().click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: '免费获取专属合规报告' })).toBeVisible()
}

async function pick(page: Page, id: number, ...labels: string[]) {
  for (const label of labels) await question(page, id).getByLabel(label, { exact: true }).check()
}

test('the questionnaire: conditional questions, the incomplete warning, the payload and the report, in cn and en', async ({ page, visit }) => {
  await visit('/?channelNo=qa01')
  await openFromHero(page)
  await checkA11y(page)
  const box = await dialog(page).boundingBox()
  expect(Math.round(box!.width)).toBe(670)
  expect(box!.height).toBeGreaterThanOrEqual(420)

  await dialog(page).getByRole('button', { name: '立即开始' }).click()
  await expect(dialog(page).locator('fieldset')).toHaveCount(6) // 1, 2, 3, 5, 6, 7: 4, 8 and 9 wait for their conditions
  await expect(question(page, 4)).toHaveCount(0)

  // Nothing ticked: every visible row is highlighted and nothing is sent.
  let saves = 0
  page.on('request', (r) => r.url().includes('/gateway/vat/mcSurveyReport/save') && saves++)
  await dialog(page).getByRole('button', { name: '填写完毕，生成合规报告' }).click()
  await expect(dialog(page).getByText('请勾选完整')).toBeVisible()
  await expect(dialog(page).locator('fieldset[data-invalid]')).toHaveCount(6)
  await expect(question(page, 1).getByLabel('英国')).toBeFocused()
  expect(saves).toBe(0)
  await checkA11y(page)

  // 3 = no shows 4 and clears 3's highlight; 3 = yes hides 4 again (and answers it yes).
  await pick(page, 3, '否')
  await expect(question(page, 4)).toBeVisible()
  await expect(question(page, 3)).not.toHaveAttribute('data-invalid')
  await expect(question(page, 4)).not.toHaveAttribute('data-invalid')
  await pick(page, 3, '是')
  await expect(question(page, 4)).toHaveCount(0)
  await expect(question(page, 3).getByLabel('否')).not.toBeChecked() // yes and no exclude each other

  // 7 = yes shows 8, 8 = yes shows 9; 7 = no hides both. Changes there scroll the list to the bottom.
  await pick(page, 7, '是')
  await expect(question(page, 8)).toBeVisible()
  await pick(page, 8, '是')
  await expect(question(page, 9)).toBeVisible()
  const list = dialog(page).locator('form > div').first()
  await expect.poll(() => list.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2)).toBe(true)
  await pick(page, 7, '否')
  await expect(question(page, 8)).toHaveCount(0)
  await expect(question(page, 9)).toHaveCount(0)

  await pick(page, 1, '英国', '德国', '其他（波兰/捷克/奥地利/荷兰）', '中东（阿联酋/沙特）')
  await pick(page, 2, '亚马逊', '其他（独立站、eBay、Wish）')
  await pick(page, 5, '否')
  await pick(page, 6, '否')
  await expect(dialog(page).getByText('请勾选完整')).toBeHidden()

  const saved = page.waitForRequest((r) => r.url().includes('/gateway/vat/mcSurveyReport/save'))
  await dialog(page).getByRole('button', { name: '填写完毕，生成合规报告' }).click()
  await expect(dialog(page).getByText('正在为您生成合规报告，请稍等…')).toBeVisible()
  expect((await saved).postDataJSON()).toEqual({
    answerList: [
      { questionId: '1', answer: '0,1,6,5' }, // sorted, then 5 and 6 swapped
      { questionId: '2', answer: '0,2' },
      { questionId: '3', answer: '1' },
      { questionId: '4', answer: '1' },
      { questionId: '5', answer: '0' },
      { questionId: '6', answer: '0' },
      { questionId: '7', answer: '0' },
    ],
    source: 1,
  })

  await page.waitForURL(/\/lz\/questionAnswer\?/)
  const url = new URL(page.url())
  expect(url.pathname).toBe('/lz/questionAnswer')
  expect([...url.searchParams.keys()]).toEqual(['pointType', 'reportId', 'channelNo', 'intoWay'])
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ pointType: 'pcQuestionAnswer', channelNo: 'qa01', intoWay: 'enter' })
  expect(url.searchParams.get('reportId')).toMatch(/^[0-9a-f]{32}$/)

  // The report: markets in order, each obligation with why, basis, timing, risk and price; a total.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您的专属合规报告')
  // The plan: obligations grouped by when they bite, each naming its market.
  await expect(page.locator('[data-phase] > h2').first()).toBeVisible()
  for (const market of ['GB', 'DE', 'AE', 'SA', 'PL', 'CZ', 'AT', 'NL']) await expect(page.locator(`[data-rule][data-jurisdiction="${market}"]`).first()).toBeVisible()
  const weee = page.locator('[data-jurisdiction="DE"][data-rule="weee-de"]')
  await expect(weee).toContainText('目标市场：德国；产品带电池：是；产品带电：是')
  await expect(weee).toContainText('ElektroG')
  await expect(weee.locator('[data-field="price"]')).toHaveText(/^¥[\d,]+\.\d{2}$/)
  await expect(page.locator('[data-rule="ioss-eu"]')).toContainText('销售平台：其他（独立站、eBay、Wish）')
  await expect(page.locator('[data-field="total"]')).toHaveText(/^¥[\d,]+\.\d{2}$/)
  await expect(page.locator('main a[data-track="report:register"]')).toHaveAttribute('href', '/workbench/register?pointType=registers&intoWay=wwwNavGuide')
  await checkA11y(page)

  // Printing drops the site chrome and the buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.getByRole('button', { name: '打印报告' })).toBeHidden()
  await expect(page.locator('[data-rule="weee-de"]')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // The same link in English.
  await visit(`/en/lz/questionAnswer?reportId=${url.searchParams.get('reportId')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your compliance report')
  await expect(page.locator('[data-jurisdiction="DE"][data-rule="weee-de"]')).toContainText('Germany')
  await expect(page.locator('[data-rule="weee-de"]')).toContainText('Target markets: Germany; Contains a battery: Yes; Powered: Yes')
})

test('an unknown report id says so and offers the questionnaire', async ({ page, visit }) => {
  await visit(`/lz/questionAnswer?reportId=${'0'.repeat(32)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('未找到这份报告')
  await page.getByRole('link', { name: '开始答题' }).click()
  await expect(dialog(page)).toBeVisible()
})

test('closing clears the answers; a banner entry saves with intoWay=banner; an expired login is dropped and the save retried', async ({ page, context, visit }) => {
  await visit('/')
  await openFromHero(page)
  await dialog(page).getByRole('button', { name: '立即开始' }).click()
  await pick(page, 1, '美国')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()

  await page.getByRole('link', { name: '立即开始' }).click() // the banner at the foot of the page
  await dialog(page).getByRole('button', { name: '立即开始' }).click()
  await expect(question(page, 1).getByLabel('美国')).not.toBeChecked()

  await pick(page, 1, '日本')
  await pick(page, 2, '速卖通')
  await pick(page, 3, '否')
  await pick(page, 4, '否')
  await pick(page, 5, '否')
  await pick(page, 6, '否')
  await pick(page, 7, '是')
  await pick(page, 8, '否')
  // A login cookie the server no longer knows: the first save answers 401 and clears it.
  const origin = new URL(page.url())
  await context.addCookies([{ name: 'loginCode', value: 'expired-session-token', domain: origin.hostname, path: '/' }])
  const statuses: number[] = []
  page.on('response', (r) => r.url().includes('/gateway/vat/mcSurveyReport/save') && statuses.push(r.status()))
  await dialog(page).getByRole('button', { name: '填写完毕，生成合规报告' }).click()
  await page.waitForURL(/\/lz\/questionAnswer\?/)
  expect(statuses).toEqual([401, 200])
  expect(new URL(page.url()).searchParams.get('intoWay')).toBe('banner')
  await expect(page.locator('[data-jurisdiction="JP"][data-rule="brand-registry"]')).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'loginCode')).toBeUndefined()
})

test('a failed save closes the dialog, clears the answers and says so', async ({ page, visit }) => {
  await page.route('**/gateway/vat/mcSurveyReport/save', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '系统繁忙，请稍后重试', data: null }) }))
  await visit('/')
  await openFromHero(page)
  await dialog(page).getByRole('button', { name: '立即开始' }).click()
  await pick(page, 1, '英国')
  await pick(page, 2, '亚马逊')
  await pick(page, 3, '是')
  await pick(page, 5, '否')
  await pick(page, 6, '否')
  await pick(page, 7, '否')
  await dialog(page).getByRole('button', { name: '填写完毕，生成合规报告' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByText('系统繁忙，请稍后重试')).toBeVisible()
  await openFromHero(page)
  await dialog(page).getByRole('button', { name: '立即开始' }).click()
  await expect(question(page, 1).getByLabel('英国')).not.toBeChecked()
})

test('on a phone the questionnaire fills the screen', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit('/')
  await openFromHero(page)
  const box = await dialog(page).boundingBox()
  expect(Math.round(box!.width)).toBe(390)
  expect(Math.round(box!.height)).toBe(844)
})

test("reports saved before signing up become the merchant's, and are listed in the account", async ({ page, visit }) => {
  const request = page.request // shares the browser's cookies, so logging in here logs the page in
  const auth = await adminAuth(request)
  const headers = { platform: '15', 'content-language': 'zh-CN' }
  const answerList = [
    { questionId: '1', answer: '4' },
    { questionId: '2', answer: '0' },
    { questionId: '3', answer: '0' },
    { questionId: '4', answer: '0' },
    { questionId: '5', answer: '0' },
    { questionId: '6', answer: '1' },
    { questionId: '7', answer: '1' },
    { questionId: '8', answer: '1' },
    { questionId: '9', answer: '1' },
  ]
  const saveReport = async () => (await (await request.post('/gateway/vat/mcSurveyReport/save', { headers, data: { answerList, source: 1 } })).json()).data.reportId as string

  // As a visitor: the browser remembers the report.
  const before = await saveReport()

  const phone = randomPhone()
  expect((await sendCodeViaGateway(request, phone)).status()).toBe(200)
  const { code } = await latestCode(request, auth, phone)
  const agreements = (await (await request.post('/gateway/business/sysAgreement/listNewestAgreement', { headers })).json()).data as { id: number }[]
  expect((await request.post('/gateway/system/user/register', { headers, data: { phone, code, agreementIds: agreements.map((a) => a.id) } })).status()).toBe(200)

  // Signing up claimed it and counts as a conversion.
  const stored = (await (await request.get(`/api/survey-reports?where[reportId][equals]=${before}&depth=0`, { headers: auth })).json()).docs[0]
  expect(stored.merchant).toBeTruthy()
  expect(stored.registeredAt).toBeTruthy()

  const after = await saveReport() // logged in now
  await visit('/workbench/account')
  await expect(page.getByRole('heading', { name: '我的合规报告' })).toBeVisible()
  const entries = page.locator('a[data-report]')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toHaveAttribute('data-report', after)
  await expect(entries.nth(1)).toHaveAttribute('data-report', before)
  await expect(entries.first()).toContainText(/\d+ 项义务 · 预估 ¥[\d,]+\.\d{2}/)
  await checkA11y(page)
  await entries.nth(1).click()
  await expect(page).toHaveURL(`/lz/questionAnswer?reportId=${before}`)
  await expect(page.locator('[data-jurisdiction="ES"][data-rule="tyre-es"]')).toBeVisible()
})
