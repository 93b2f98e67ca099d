import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN, checkA11y, expect, test } from './fixtures'

/**
 * The per-visitor campaigns, end to end: a pop-up, a home page poster and a channel's
 * new-user rewards created by the administrator through the CMS API, then seen by
 * visitors. The page clock moves the visitor's day; the server's clock stays real, so
 * the campaigns run "now" whatever the page believes. The demo content seeds campaigns
 * of its own: each page here hears only about the ones this spec created.
 */
test.use({ campaignsStubbed: false })
test.describe.configure({ mode: 'serial' })

const suffix = Date.now().toString(36)
const DAY_MS = 24 * 60 * 60 * 1000
const POPUP_TITLE = `E2E 增值税申报提醒 ${suffix}`
const HOME_POPUP_TITLE = `E2E 首页公告 ${suffix}`
const POSTER_ALT = `E2E 周年庆海报 ${suffix}`
const GUIDE_ALT = `E2E 新人礼包 ${suffix}`
const GUIDE_TITLE = `E2E 新人专享奖励 ${suffix}`
const PLATFORM = `E2E 亚马逊卖家 ${suffix}`
const CHANNEL = `e2e-guide-${suffix}`

interface Made {
  auth: Record<string, string>
  popup: number
  homePopup: number
  poster: number
}

/** Today (the real day, so the server's schedule agrees) at a local hour, `days` later. */
function localTime(hour: number, minute = 0, days = 0): Date {
  const date = new Date(Date.now() + days * DAY_MS)
  date.setHours(hour, minute, 0, 0)
  return date
}

function svg(label: string, width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#0b3d91"/><text x="50%" y="50%" fill="#fff" font-size="32" text-anchor="middle">${label}</text></svg>`,
  )
}

async function created(request: APIRequestContext, auth: Record<string, string>, collection: string, data: Record<string, unknown>): Promise<number> {
  const res = await request.post(`/api/${collection}?locale=cn`, { headers: auth, data })
  expect(res.status(), `create ${collection}: ${await res.text()}`).toBe(201)
  return (await res.json()).doc.id
}

async function upload(request: APIRequestContext, auth: Record<string, string>, name: string, alt: string, width: number, height: number): Promise<number> {
  const res = await request.post('/api/media?locale=cn', {
    headers: auth,
    multipart: { file: { name: `${name}-${suffix}.svg`, mimeType: 'image/svg+xml', buffer: svg(name, width, height) }, _payload: JSON.stringify({ alt }) },
  })
  expect(res.status(), `upload ${name}: ${await res.text()}`).toBe(201)
  return (await res.json()).doc.id
}

let making: Promise<Made> | undefined

/** The administrator's campaigns for lz, created once for the whole spec. */
function campaigns(request: APIRequestContext): Promise<Made> {
  making ??= (async () => {
    const login = await request.post('/api/users/login', { data: ADMIN })
    expect(login.status()).toBe(200)
    const auth = { Authorization: `JWT ${(await login.json()).token}` }
    const brands = await (await request.get('/api/brands?where[key][equals]=lz&limit=1&depth=0', { headers: auth })).json()
    const brand = brands.docs[0].id as number
    const schedule = { startsAt: new Date(Date.now() - DAY_MS).toISOString(), endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(), brand, enabled: true }
    const [popupImage, posterImage, floatImage] = await Promise.all([
      upload(request, auth, 'popup', 'VAT 申报季', 520, 260),
      upload(request, auth, 'poster', POSTER_ALT, 700, 400),
      upload(request, auth, 'reward', GUIDE_ALT, 120, 120),
    ])
    const channel = await created(request, auth, 'channels', { code: CHANNEL, name: `E2E 渠道 ${suffix}`, brands: ['lz'] })
    const popup = await created(request, auth, 'popups', {
      ...schedule,
      name: `e2e popup ${suffix}`,
      moduleType: '1',
      limitType: '0',
      popupBoxTriggerType: '1',
      triggerPages: [{ page: 'VAT' }],
      displayStyle: '3',
      imageOptionType: '1',
      title: POPUP_TITLE,
      content: '本月 VAT 申报截止前，请核对销售数据。',
      mainImg: popupImage,
      buttonDetailList: [{ buttonName: '查看详情', buttonUrl: '/news' }, { buttonName: '稍后再说' }],
    })
    const homePopup = await created(request, auth, 'popups', {
      ...schedule,
      name: `e2e home popup ${suffix}`,
      moduleType: '1',
      limitType: '1',
      popupBoxTriggerType: '1',
      triggerPages: [{ page: 'homes' }],
      displayStyle: '2',
      imageOptionType: '1',
      title: HOME_POPUP_TITLE,
      content: '首页公告内容。',
      buttonDetailList: [{ buttonName: '知道了' }],
    })
    const poster = await created(request, auth, 'posters', { ...schedule, name: `e2e poster ${suffix}`, module: '1', showPosition: '40', showType: '2', posterImg: posterImage, alt: POSTER_ALT, showWay: '/news' })
    await created(request, auth, 'channel-pages', {
      ...schedule,
      name: `e2e rewards ${suffix}`,
      configType: '2',
      channels: [channel],
      floatImage,
      floatAlt: GUIDE_ALT,
      modalTitle: GUIDE_TITLE,
      modalIntro: '注册即可领取以下奖励。',
      packages: [{ platform: PLATFORM, awardList: [{ awardType: '3', discountType: '0', count: 2, amount: 200, threshold: 1000 }] }],
    })
    // The gateway's campaign lists are cached and refreshed by the CMS hooks: wait until they answer with ours.
    await expect
      .poll(async () => {
        const res = await request.get('/gateway/business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox', { headers: { platform: '15' } })
        return ((await res.json()).data as { id: number }[]).map((p) => p.id)
      })
      .toEqual(expect.arrayContaining([popup, homePopup]))
    return { auth, popup, homePopup, poster }
  })()
  return making
}

/** The page hears only about the given pop-ups and posters (the demo content's stay out of the way). */
async function onlyThese(page: Page, { popups = [], posters = [] }: { popups?: number[]; posters?: number[] }) {
  await page.route(/\/gateway\/business\/admin\/sysNotifyPopupBoxConfig\/getOfficialPopupBox/, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (Array.isArray(body.data)) body.data = body.data.filter((p: { id: number }) => popups.includes(p.id))
    await route.fulfill({ response, json: body })
  })
  await page.route(/\/gateway\/business\/posterConfig\/merc\/list/, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (Array.isArray(body.data)) body.data = body.data.filter((p: { posterId: number }) => posters.includes(p.posterId))
    await route.fulfill({ response, json: body })
  })
}

/** Opens (or reloads) a page and waits until the campaign island has had its answer and nothing more is loading. */
async function arrive(page: Page, url: string | null, read: RegExp) {
  const answered = page.waitForResponse(read)
  if (url) await page.goto(url)
  else await page.reload()
  await answered
  await page.waitForLoadState('networkidle')
}

const POPUP_READ = /getOfficialPopupBox/
const POSTER_READ = /posterConfig\/merc\/list/

async function figures(request: APIRequestContext, auth: Record<string, string>, collection: 'popups' | 'posters', id: number): Promise<{ views: number; clicks: number }> {
  const doc = await (await request.get(`/api/${collection}/${id}?depth=0`, { headers: auth })).json()
  return { views: doc.views ?? 0, clicks: doc.clicks ?? 0 }
}

test('the pop-up: on its trigger page only, once a day, its view and a button click counted; keyboard and axe', async ({ page, request }) => {
  const made = await campaigns(request)
  await onlyThese(page, { popups: [made.popup] })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.clock.install({ time: localTime(9) })
  const dialog = page.getByRole('dialog', { name: POPUP_TITLE })

  // Another page: nothing.
  await arrive(page, '/news', POPUP_READ)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Its trigger page: shown, with the image, the text and both buttons; focus inside; axe.
  await page.goto('/lz/VAT')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'VAT 申报季' })).toBeVisible()
  await expect(dialog).toContainText('本月 VAT 申报截止前')
  await expect(dialog.getByRole('button', { name: '关闭' })).toBeFocused()
  await checkA11y(page)
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('link', { name: '查看详情' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: '稍后再说' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(async () => (await figures(request, made.auth, 'popups', made.popup)).views).toBe(1)

  // Later the same day: not again.
  await page.clock.setSystemTime(localTime(23, 30))
  await arrive(page, null, POPUP_READ)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The next day: again; the view of this visitor is still counted once.
  await page.clock.setSystemTime(localTime(8, 0, 1))
  await page.reload()
  await expect(dialog).toBeVisible()
  expect((await figures(request, made.auth, 'popups', made.popup)).views).toBe(1)

  // A button with a link: the click is counted, then the link followed.
  await dialog.getByRole('link', { name: '查看详情' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect.poll(async () => (await figures(request, made.auth, 'popups', made.popup)).clicks).toBe(1)
})

test('on a phone the pop-up fits the screen with finger-sized controls', async ({ page, request }) => {
  const made = await campaigns(request)
  await onlyThese(page, { popups: [made.popup] })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/lz/VAT')
  const dialog = page.getByRole('dialog', { name: POPUP_TITLE })
  await expect(dialog).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(box.x).toBeGreaterThan(0)
  expect(box.x + box.width).toBeLessThan(390)
  const close = (await dialog.getByRole('button', { name: '关闭' }).boundingBox())!
  expect(close.width).toBeGreaterThanOrEqual(44)
  expect(close.height).toBeGreaterThanOrEqual(44)
  await checkA11y(page)
  // A button without a link only closes.
  await dialog.getByRole('button', { name: '稍后再说' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/lz\/VAT$/)
})

test('the home poster: 3 a day, an hour apart, counted per local day; its view and click counted', async ({ page, context, request }) => {
  const made = await campaigns(request)
  await onlyThese(page, { posters: [made.poster] })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.clock.install({ time: localTime(8) })
  const poster = page.getByRole('dialog', { name: POSTER_ALT })

  const shown = async (url: string | null) => {
    if (url) await page.goto(url)
    else await page.reload()
    await expect(poster).toBeVisible()
  }
  const notShown = async () => {
    await arrive(page, null, POSTER_READ)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

  await shown('/')
  expect(Math.round((await poster.boundingBox())!.width)).toBe(700)
  await expect(poster.getByRole('link', { name: new RegExp(POSTER_ALT) })).toHaveAttribute('href', '/news')
  await checkA11y(page)
  await expect(poster.getByRole('button', { name: '关闭' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(poster.getByRole('link', { name: new RegExp(POSTER_ALT) })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(poster).toBeHidden()
  await expect.poll(async () => (await figures(request, made.auth, 'posters', made.poster)).views).toBe(1)

  await page.clock.setSystemTime(localTime(8, 30))
  await notShown() // within the hour
  await page.clock.setSystemTime(localTime(9, 1))
  await shown(null) // second
  await page.keyboard.press('Escape')
  await page.clock.setSystemTime(localTime(10, 5))
  await shown(null) // third
  await page.keyboard.press('Escape')
  await page.clock.setSystemTime(localTime(15))
  await notShown() // three a day
  await page.clock.setSystemTime(localTime(8, 0, 1))
  await shown(null) // the next day

  // A click opens the link in a new tab, closes the poster and is counted.
  const opened = context.waitForEvent('page')
  await poster.getByRole('link', { name: new RegExp(POSTER_ALT) }).click()
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/news')
  await tab.close()
  await expect(poster).toBeHidden()
  await expect.poll(async () => (await figures(request, made.auth, 'posters', made.poster)).clicks).toBe(1)
})

test('on the home page the pop-up comes first and the poster only after it closes', async ({ page, request }) => {
  const made = await campaigns(request)
  await onlyThese(page, { popups: [made.homePopup], posters: [made.poster] })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: HOME_POPUP_TITLE })
  await expect(popup).toBeVisible()
  await expect(page.locator('dialog[open]')).toHaveCount(1)
  await popup.getByRole('button', { name: '知道了' }).click()
  const poster = page.getByRole('dialog', { name: POSTER_ALT })
  await expect(poster).toBeVisible()
  await expect(page.locator('dialog[open]')).toHaveCount(1)
  const box = (await poster.boundingBox())!
  expect(box.x).toBeGreaterThan(0)
  expect(box.x + box.width).toBeLessThan(390)
  await checkA11y(page)
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog[open]')).toHaveCount(0)
})

test('the new-user reward guide: shown for a channel with rewards, 注册领取 opens registration with the query; none with from=th', async ({ page, context, request }) => {
  await campaigns(request)
  await onlyThese(page, {})
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/news?channelNo=${CHANNEL}&utm_source=e2e`)
  const float = page.getByRole('button', { name: GUIDE_ALT })
  await expect(float).toBeVisible()
  await float.click()
  const guide = page.getByRole('dialog', { name: GUIDE_TITLE })
  await expect(guide).toBeVisible()
  await expect(guide.getByRole('heading', { level: 3, name: PLATFORM })).toBeVisible()
  await expect(guide.getByRole('listitem')).toContainText('×2')
  await checkA11y(page)
  await expect(guide.getByRole('button', { name: '关闭' })).toBeFocused()
  await page.keyboard.press('Tab')
  const register = guide.getByRole('link', { name: /注册领取/ })
  await expect(register).toBeFocused()

  const opened = context.waitForEvent('page')
  await page.keyboard.press('Enter')
  const tab = await opened
  const query = new URL(tab.url()).searchParams
  expect(query.get('pointType')).toBe('registers')
  expect(query.get('intoWay')).toBe('wwwNavGuide')
  expect(query.get('channelNo')).toBe(CHANNEL)
  expect(query.get('utm_source')).toBe('e2e')
  await tab.close()

  // By keyboard again: Enter opens, Escape closes and the focus comes back to the image.
  await float.focus()
  await page.keyboard.press('Enter')
  await expect(guide).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(guide).toBeHidden()
  await expect(float).toBeFocused()

  // A phone: the image stays on screen, the list fits.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(float).toBeInViewport()
  await float.click()
  const box = (await guide.boundingBox())!
  expect(box.x).toBeGreaterThan(0)
  expect(box.x + box.width).toBeLessThan(390)
  await expect(guide.getByRole('link', { name: /注册领取/ })).toBeVisible()
  await checkA11y(page)
  await page.keyboard.press('Escape')

  // From the TH variant: not even asked.
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('getRegisterAward')) asked.push(r.url())
  })
  await page.goto(`/news?channelNo=${CHANNEL}&from=th`)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => new Promise((resolve) => requestIdleCallback(() => resolve(true))))
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: GUIDE_ALT })).toHaveCount(0)
  expect(asked).toEqual([])
})

test('an editor previews a pop-up or poster on any page with a badge, counting nothing; a visitor is told to log in', async ({ page, request }) => {
  const made = await campaigns(request)
  const counted: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('incrCount')) counted.push(r.url())
  })
  await page.goto(`/news?campaignPreview=popup-${made.popup}`)
  await expect(page.getByRole('status').filter({ hasText: '预览弹窗或海报需要先登录 CMS' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const login = await page.request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const before = await figures(request, made.auth, 'popups', made.popup)
  await page.goto(`/news?campaignPreview=popup-${made.popup}`)
  const popup = page.getByRole('dialog', { name: POPUP_TITLE })
  await expect(popup).toBeVisible()
  await expect(popup.getByText('预览', { exact: true })).toBeVisible()
  await checkA11y(page)
  await page.keyboard.press('Escape')

  await page.goto(`/news?campaignPreview=poster-${made.poster}`)
  const poster = page.getByRole('dialog', { name: POSTER_ALT })
  await expect(poster).toBeVisible()
  await expect(poster.getByText('预览', { exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(counted).toEqual([])
  expect(await figures(request, made.auth, 'popups', made.popup)).toEqual(before)
})

test('the page HTML is the same for every visitor and shareable: campaigns arrive after load', async ({ request }) => {
  // The campaigns exist and run: still none of them is in the HTML.
  await campaigns(request)
  const get = (url: string, cookie: string) => request.get(url, { headers: { cookie } })
  await get('/lz/VAT', '') // warm the cache
  const first = await get('/lz/VAT', `channelNo=sem-baidu; deviceId=${'a'.repeat(32)}`)
  const second = await get('/lz/VAT', `channelNo=wechat-article; channelCode=ccee-summit; deviceId=${'b'.repeat(32)}; i18n_preference=cn`)
  const withChannel = await get(`/lz/VAT?channelNo=${CHANNEL}`, '')
  expect(first.status()).toBe(200)
  for (const answer of [first, second]) {
    expect(answer.headers()['cache-control']).toMatch(/s-maxage/)
    expect(answer.headers()['cache-control']).not.toMatch(/private|no-store/)
  }
  const html = await first.text()
  expect(await second.text()).toBe(html)
  expect(await withChannel.text()).toBe(html)
  expect(html).not.toContain(POPUP_TITLE)
  expect(html).not.toContain(GUIDE_ALT)
  expect(html).not.toMatch(/<dialog[^>]* open/)
})

test('a refused pop-up config shows the server message or "failed to get pop-up config"; an unreachable gateway says system busy', async ({ page }) => {
  const POPUP_READ = /\/gateway\/business\/admin\/sysNotifyPopupBoxConfig\/getOfficialPopupBox/
  const toast = page.getByRole('status').filter({ hasText: /\S/ })
  await page.route(POPUP_READ, (route) => route.fulfill({ json: { code: 503, msg: '弹窗服务维护中', data: null } }))
  await page.goto('/lz/VAT')
  await expect(toast).toContainText('弹窗服务维护中')
  await page.unroute(POPUP_READ)
  await page.route(POPUP_READ, (route) => route.fulfill({ json: { code: 500, msg: '', data: null } }))
  await page.goto('/lz/VATdetail')
  await expect(toast).toContainText('获取弹窗配置失败')
  await page.unroute(POPUP_READ)
  await page.route(POPUP_READ, (route) => route.abort('connectionrefused'))
  await page.goto('/lz/aboutVAT')
  await expect(toast).toContainText('系统繁忙，请稍后重试')
})
