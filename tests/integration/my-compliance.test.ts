import { getPayload, type Payload } from 'payload'
import config from '@payload-config'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { calendarDownload, calendarFeed, csvDownload } from '@/components/workbench/file-routes'
import { createSession } from '@/services/accounts/sessions'
import { sweepReminders } from '@/services/compliance/reminders'
import { callGateway } from './helpers'
import COMPLETE_ANSWERS from '../fixtures/complete-answers.json'

/**
 * "My compliance" in the account against the real gateway and database: the checklist from
 * the merchant's newest report, deadlines from what they mark done, refusals that name the
 * field and change nothing, reminder mails queued once through the outbox, the private feed
 * and the downloads, and the merchant's messages and trademark requests.
 */

let payload: Payload
let ip = 10

function call(path: string, cookie: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
  ip += 1
  return callGateway(path, { ...init, headers: { cookie, 'x-forwarded-for': `10.31.${Math.floor(ip / 250)}.${ip % 250}` } })
}

async function newMerchant(prefix: string) {
  const stamp = (Date.now() + Math.floor(Math.random() * 100_000)).toString().slice(-9)
  const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `M${prefix}${stamp}`, phone: `13${prefix}${stamp.slice(-8)}`, brand: 'lz' }, overrideAccess: true })
  const { token } = await createSession(payload, merchant.id)
  return { merchant, cookie: `loginCode=${token}` }
}

async function withReport(prefix: string) {
  const account = await newMerchant(prefix)
  const saved = await call('vat/mcSurveyReport/save', account.cookie, { method: 'POST', body: { answerList: COMPLETE_ANSWERS, source: 1 } })
  expect(saved.status).toBe(200)
  return account
}

const VAT_DE = { ruleKey: 'vat-de', jurisdiction: 'DE' }

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('system/compliance/overview', () => {
  it('needs a login', async () => {
    const { status, json } = await callGateway('system/compliance/overview')
    expect(status).toBe(401)
    expect(json.msg).toBe('请先登录')
  })

  it('is empty with a way forward before the first report', async () => {
    const { cookie } = await newMerchant('1')
    const { status, json } = await call('system/compliance/overview', cookie)
    expect(status).toBe(200)
    expect(json.data).toMatchObject({ report: null, items: [], deadlines: [], messages: [], trademarkRequests: [] })
    expect(json.data.reminders).toEqual({ enabled: false, email: '', daysBefore: 14 })
    expect(json.data.feedPath).toMatch(/^\/workbench\/compliance\/calendar\/M1\d+-[A-Za-z0-9_-]{22}\.ics$/)
  })

  it('lists every item of the newest report as a checklist, all to do, with no deadlines yet', async () => {
    const { cookie } = await withReport('2')
    const { json } = await call('system/compliance/overview', cookie)
    const items = json.data.items as { ruleKey: string; jurisdiction: string; status: string; marketName: string; frequencies: string[]; hasDeadlines: boolean }[]
    expect(json.data.report.reportId).toMatch(/^[0-9a-f]{32}$/)
    expect(items.length).toBeGreaterThan(5)
    // The UK, Germany, and the EU-wide duties (product safety) that follow from either.
    expect(new Set(items.map((i) => i.jurisdiction))).toEqual(new Set(['GB', 'DE', 'EU']))
    expect(items.every((i) => i.status === 'todo')).toBe(true)
    const vatDe = items.find((i) => i.ruleKey === 'vat-de')!
    expect(vatDe).toMatchObject({ jurisdiction: 'DE', marketName: '德国', hasDeadlines: true })
    expect(vatDe.frequencies.length).toBeGreaterThan(0)
    expect(json.data.deadlines).toEqual([])
  })
})

describe('system/compliance/item', () => {
  it('keeps status, number, date and frequency, and the deadlines follow', async () => {
    const { cookie, merchant } = await withReport('3')
    const before = (await call('system/compliance/overview', cookie)).json.data
    const frequency = before.items.find((i: { ruleKey: string }) => i.ruleKey === 'vat-de').frequencies[0]
    const { status, json } = await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'done', number: ' DE 123456789 ', startedOn: '2026-02-15', frequency } })
    expect(status).toBe(200)
    const item = json.data.items.find((i: { ruleKey: string }) => i.ruleKey === 'vat-de')
    expect(item).toMatchObject({ status: 'done', number: 'DE 123456789', startedOn: '2026-02-15', frequency })
    const deadlines = json.data.deadlines as { ruleKey: string; jurisdiction: string; date: string; daysLeft: number; source: string; marketName: string }[]
    expect(deadlines.length).toBeGreaterThan(0)
    expect(deadlines.every((d) => d.ruleKey === 'vat-de' && d.jurisdiction === 'DE' && d.marketName === '德国' && /^https:\/\//.test(d.source))).toBe(true)
    expect(deadlines.map((d) => d.date)).toEqual([...deadlines.map((d) => d.date)].sort())
    expect(deadlines.every((d) => d.date >= json.data.window.from && d.date <= json.data.window.to && d.daysLeft >= 0)).toBe(true)
    // One row per item: saving again updates it.
    await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'inProgress' } })
    const rows = await payload.find({ collection: 'compliance-checklist', where: { merchant: { equals: merchant.id } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0]).toMatchObject({ status: 'inProgress', number: '', startedOn: null })
    expect((await call('system/compliance/overview', cookie)).json.data.deadlines).toEqual([])
  })

  it.each([
    { name: 'an item the report does not have', body: { ruleKey: 'vat-fr', jurisdiction: 'FR', status: 'done' }, field: 'ruleKey', msg: '您的最新合规报告中没有这一项：vat-fr（FR）' },
    { name: 'a future date', body: { ...VAT_DE, status: 'done', startedOn: '2099-01-01' }, field: 'startedOn', msg: '生效日期须为有效日期（YYYY-MM-DD），且不晚于今天' },
    { name: 'an impossible date', body: { ...VAT_DE, status: 'done', startedOn: '2026-02-30' }, field: 'startedOn', msg: /生效日期/ },
    { name: 'a date before 1900', body: { ...VAT_DE, status: 'done', startedOn: '0001-01-01' }, field: 'startedOn', msg: /生效日期/ },
    { name: 'markup in the number', body: { ...VAT_DE, status: 'done', number: '<script>alert(1)</script>' }, field: 'number', msg: /注册号最多 64 个字符/ },
    { name: 'a frequency the item does not allow', body: { ruleKey: 'trademark-eu', jurisdiction: 'DE', status: 'done', frequency: 'monthly' }, field: 'ruleKey', msg: /没有这一项|不能选择/ },
  ])('refuses $name, naming the problem, and stores nothing', async ({ body, msg }) => {
    const { cookie, merchant } = await withReport('4')
    const { status, json } = await call('system/compliance/item', cookie, { method: 'POST', body })
    expect(status).toBe(400)
    expect(json.msg).toMatch(msg)
    expect((await payload.count({ collection: 'compliance-checklist', where: { merchant: { equals: merchant.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses an unknown status by its shape', async () => {
    const { cookie } = await withReport('5')
    const { status, json } = await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'paid' } })
    expect(status).toBe(400)
    expect(json.msg).toMatch(/status/)
  })
})

describe('system/compliance/reminders', () => {
  it.each([
    { body: { enabled: true, email: '', daysBefore: 14 }, msg: '开启邮件提醒需要填写邮箱' },
    { body: { enabled: false, email: 'not-an-address', daysBefore: 14 }, msg: '请输入正确的邮箱' },
    { body: { enabled: true, email: 'a@example.com', daysBefore: 0 }, msg: '提前天数须为 1 到 60 之间的整数' },
    { body: { enabled: true, email: 'a@example.com', daysBefore: 7.5 }, msg: '提前天数须为 1 到 60 之间的整数' },
  ])('refuses $body with "$msg" and keeps the settings', async ({ body, msg }) => {
    const { cookie } = await newMerchant('6')
    const { status, json } = await call('system/compliance/reminders', cookie, { method: 'POST', body })
    expect(status).toBe(400)
    expect(json.msg).toBe(msg)
    expect((await call('system/compliance/overview', cookie)).json.data.reminders).toEqual({ enabled: false, email: '', daysBefore: 14 })
  })

  it('queues each due reminder once through the outbox, in the merchant\'s language', async () => {
    const { cookie, merchant } = await withReport('7')
    await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'done', number: 'DE987654321', startedOn: '2026-02-15' } })
    const saved = await call('system/compliance/reminders', cookie, { method: 'POST', body: { enabled: true, email: ' seller@example.com ', daysBefore: 30 } })
    expect(saved.json.data).toEqual({ enabled: true, email: 'seller@example.com', daysBefore: 30 })
    const deadline = ((await call('system/compliance/overview', cookie)).json.data.deadlines as { date: string; title: string }[])[0]!
    // Sweep on the day 10 days before the first deadline (China time).
    const sweepAt = new Date(Date.parse(`${deadline.date}T00:00:00+08:00`) - 10 * 86_400_000 + 3_600_000)
    const first = await sweepReminders(payload, sweepAt)
    expect(first.queued).toBeGreaterThanOrEqual(1)
    const mails = await payload.find({ collection: 'mail-outbox', where: { to: { equals: 'seller@example.com' } }, overrideAccess: true })
    const mail = mails.docs.find((m) => m.subject.includes(deadline.date))!
    expect(mail.subject).toContain('德国')
    expect(mail.text).toContain('10 天后')
    expect(mail.text).toContain('DE987654321')
    expect(mail.text).toMatch(/\/workbench\/compliance/)
    const again = await sweepReminders(payload, sweepAt)
    const after = await payload.count({ collection: 'mail-outbox', where: { to: { equals: 'seller@example.com' } }, overrideAccess: true })
    expect(after.totalDocs).toBe(mails.totalDocs)
    expect(again.queued).toBe(0)
    expect((await payload.count({ collection: 'compliance-reminders', where: { merchant: { equals: merchant.id } }, overrideAccess: true })).totalDocs).toBe(mails.totalDocs)
  })
})

describe('the calendar feed and downloads', () => {
  const params = (feed?: string) => ({ params: Promise.resolve({ brand: 'lz', locale: 'cn', ...(feed ? { feed } : {}) }) })
  const request = (path: string, cookie?: string) => new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

  it('serves the private feed without a cookie until the address is reset', async () => {
    const { cookie } = await withReport('8')
    await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'done', startedOn: '2026-02-15' } })
    const feedPath = (await call('system/compliance/overview', cookie)).json.data.feedPath as string
    const feed = feedPath.split('/').pop()!
    const answer = await calendarFeed(request(feedPath), params(feed))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const text = await answer.text()
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).toMatch(/BEGIN:VEVENT[\s\S]*德国/)

    const reset = await call('system/compliance/calendar/reset', cookie, { method: 'POST' })
    expect(reset.json.data.feedPath).not.toBe(feedPath)
    expect((await calendarFeed(request(feedPath), params(feed))).status).toBe(404)
    const fresh = reset.json.data.feedPath.split('/').pop()
    expect((await calendarFeed(request(reset.json.data.feedPath), params(fresh))).status).toBe(200)
  })

  it.each(['x.ics', 'M1-AAAAAAAAAAAAAAAAAAAAAA.ics', '../../etc/passwd', `M${'9'.repeat(60)}-${'A'.repeat(22)}.ics`])('answers 404 for the feed address %s', async (feed) => {
    expect((await calendarFeed(request('/workbench/compliance/calendar/x'), params(feed))).status).toBe(404)
  })

  it('downloads iCalendar and CSV with the session, 401 without', async () => {
    const { cookie } = await withReport('9')
    await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'done', number: '=HYPERLINK("x")', startedOn: '2026-02-15' } }).then((r) => expect(r.status).toBe(400))
    await call('system/compliance/item', cookie, { method: 'POST', body: { ...VAT_DE, status: 'done', number: 'DE-1', startedOn: '2026-02-15' } })
    const ics = await calendarDownload(request('/workbench/compliance/export.ics', cookie), params())
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-disposition')).toMatch(/^attachment; filename="compliance-deadlines-M9\d+\.ics"$/)
    const csv = await csvDownload(request('/workbench/compliance/export.csv', cookie), params())
    expect(csv.status).toBe(200)
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the byte-order mark spreadsheets look for
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')[0]).toBe('"截止日期","国家/地区","事项","主管机构","所属期间截至","注册号","说明","依据"')
    expect(text).toContain('"DE-1"')
    expect((await csvDownload(request('/workbench/compliance/export.csv'), params())).status).toBe(401)
    expect((await calendarDownload(request('/workbench/compliance/export.ics', 'loginCode=forged'), params())).status).toBe(401)
  })
})

describe('messages and trademark requests in the account', () => {
  it('lists a contact message sent while logged in and the merchant\'s trademark requests, with their status', async () => {
    const { cookie, merchant } = await newMerchant('5')
    const sent = await call('officialQuery/contactUs', cookie, {
      method: 'POST',
      body: { name: '王小明', email: 'wang@example.com', subject: '德国VAT申报咨询', content: '请问季度申报需要准备哪些资料？', startedAt: Date.now() - 60_000 },
    })
    expect(sent.status).toBe(200)
    await payload.create({ collection: 'trademark-requests', data: { merchant: merchant.id, brand: 'lz', markName: '悦家', classIds: [9], countries: [1], contactName: '王小明', phone: '13800000000', status: 'answered', attorneyReply: '第9类近似风险低。' }, overrideAccess: true })
    const { json } = await call('system/compliance/overview', cookie)
    expect(json.data.messages).toEqual([expect.objectContaining({ subject: '德国VAT申报咨询', status: 'new', statusText: '待处理' })])
    expect(json.data.trademarkRequests).toEqual([expect.objectContaining({ markName: '悦家', classIds: [9], status: 'answered', attorneyReply: '第9类近似风险低。' })])
  })
})
