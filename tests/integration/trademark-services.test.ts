import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { iprSettingsSeed, type IprSettingSeed } from '@/cms/seed/content/ipr-settings'
import { createSession } from '@/services/accounts/sessions'
import { finalPrice } from '@/services/compliance/report'
import { payloadClient } from '@/services/payload'
import { priceList } from '@/services/pricing/reference-data'
import { importMarks } from '@/services/trademarks/importer'
import type { TrademarkRecord } from '@/services/trademarks/records'
import { sqlRunner } from '@/services/trademarks/sql'
import { callGateway, ensureTrademarkPriceRows } from './helpers'

/**
 * The rest of the trademark gateway and search types 2 and 3, against
 * the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL). The rows these tests
 * need (marks, settings, prices) are written here, so they hold whether or not the
 * database carries the demo seed; marks use invented names no seed contains.
 */

const base = { filingDate: '2020-01-01', registrationDate: '2021-01-01', goods: '' }
const FIXTURE: TrademarkRecord[] = [
  { ...base, registrationNumber: 'TSV-001', markText: 'Zyqthrax', office: 20, classes: [9], status: 'registered', applicant: 'Ostrawynd Holdings Co., Ltd.', filingDate: '2020-03-01' },
  { ...base, registrationNumber: 'TSV-002', markText: 'Zyqthrex', office: 99, classes: [25], status: 'registered', applicant: 'Ostrawynd Holdings Co., Ltd.', filingDate: '2022-05-01', registrationDate: '2023-02-01' },
  { ...base, registrationNumber: 'TSV-003', markText: 'Plivandor', office: 24, classes: [28], status: 'expired', applicant: 'OSTRAWYND HOLDINGS CO LTD', filingDate: '2012-01-01' },
  { ...base, registrationNumber: 'TSV-004', markText: 'Krellomin', office: 21, classes: [3], status: 'pending', registrationDate: null, applicant: 'Vantreel Cosmetics GmbH' },
  { ...base, registrationNumber: 'TSV-005', markText: '翠枭光电', office: 20, classes: [9], status: 'registered', applicant: '深圳翠枭光电科技有限公司' },
]

async function* lines(records: TrademarkRecord[]) {
  for (const r of records) yield JSON.stringify(r)
}

let payload: Payload
let ipCounter = 0
/** Each test sends from its own address, so the per-address limit never leaks between tests. */
const freshIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const run = String(Date.now()).slice(-6)
let merchantCounter = 0

async function newMerchant(): Promise<{ id: number; token: string; phone: string; mercNo: string }> {
  const n = String(++merchantCounter).padStart(2, '0')
  const phone = `139${run}${n}`
  const mercNo = `TSV${run}${n}`
  const merchant = await payload.create({ collection: 'merchants', data: { mercNo, phone, brand: 'mdt' }, overrideAccess: true })
  return { id: merchant.id, token: (await createSession(payload, merchant.id)).token, phone, mercNo }
}

/** Writes a setting in cn and en, whether or not the seed already holds its key. */
async function putSetting(seed: IprSettingSeed) {
  const found = await payload.find({ collection: 'ipr-settings', where: { key: { equals: seed.key } }, limit: 1, depth: 0, overrideAccess: true })
  const data = { key: seed.key, kind: seed.kind, label: seed.label.cn, value: seed.value.cn, sort: seed.sort }
  const id = found.docs[0]?.id ?? (await payload.create({ collection: 'ipr-settings', locale: 'cn', data, overrideAccess: true })).id
  await payload.update({ collection: 'ipr-settings', id, locale: 'cn', data, overrideAccess: true })
  await payload.update({ collection: 'ipr-settings', id, locale: 'en', data: { label: seed.label.en, value: seed.value.en }, overrideAccess: true })
}
const seedSetting = (key: string) => iprSettingsSeed().find((s) => s.key === key)!
const setLimit = (value: string) => putSetting({ ...seedSetting('artificialDailyLimit'), value: { cn: value, en: value } })

beforeAll(async () => {
  payload = await payloadClient()
  await importMarks(lines(FIXTURE), 'jsonl', sqlRunner(payload))
  for (const seed of iprSettingsSeed()) await putSetting(seed)
  await ensureTrademarkPriceRows(payload)
})

afterEach(() => {
  vi.restoreAllMocks()
})

const MDT = { platform: '08' }
const EN = { 'accept-language': 'en' }
const as = (token: string, extra: Record<string, string> = {}) => ({ token, 'x-forwarded-for': freshIp(), ...extra })

describe('GET ipr/trademark/getAllCountry (public)', () => {
  it('names the offices in the caller’s language', async () => {
    const cn = await callGateway('ipr/trademark/getAllCountry')
    expect(cn.status).toBe(200)
    expect(cn.json.data.map((o: { countryCode: number }) => o.countryCode)).toEqual([20, 21, 99, 23, 24])
    expect(cn.json.data[0]).toEqual({ countryCode: 20, name: '美国', shortName: '美国' })
    const en = await callGateway('ipr/trademark/getAllCountry', { headers: EN })
    expect(en.json.data[4]).toEqual({ countryCode: 24, name: 'Japan (registration)', shortName: 'JP (reg.)' })
  })
})

describe('POST ipr/trademark/search: types 0, 2, 3 and the stored history', () => {
  let owner: Awaited<ReturnType<typeof newMerchant>>
  let other: Awaited<ReturnType<typeof newMerchant>>
  beforeAll(async () => {
    owner = await newMerchant()
    other = await newMerchant()
  })
  const search = (body: unknown, token = owner.token) => callGateway('ipr/trademark/search', { method: 'POST', body, headers: as(token, MDT) })
  const records = (body: unknown, token = owner.token) => callGateway('ipr/trademark/searchRecord', { method: 'POST', body, headers: as(token) })

  it('needs a login for every search type and for the history', async () => {
    for (const searchType of [0, 2, 3]) expect((await callGateway('ipr/trademark/search', { method: 'POST', body: { keyword: 'Zyqthrax', searchType } })).status).toBe(401)
    expect((await callGateway('ipr/trademark/searchRecord', { method: 'POST', body: {} })).status).toBe(401)
  })

  it('type 0 answers marks with the risk and stores the search for the merchant', async () => {
    const { status, json } = await search({ keyword: 'Zyqthrax', classIds: [9], countries: [20, 99] })
    expect(status).toBe(200)
    expect(json.data.risk).toBe('high')
    expect(json.data.list[0]).toMatchObject({ registrationNumber: 'TSV-001', reason: 'identical' })
    const stored = await payload.find({ collection: 'trademark-search-records', where: { merchant: { equals: owner.id } }, depth: 0, overrideAccess: true })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ brand: 'mdt', searchType: '0', keyword: 'Zyqthrax', countries: [20, 99], classIds: [9], total: json.data.total, risk: 'high' })
  })

  it('type 2 answers the class finder’s items for a product word', async () => {
    const { status, json } = await search({ keyword: '蓝牙耳机', searchType: 2 })
    expect(status).toBe(200)
    expect(json.data.total).toBeGreaterThan(0)
    expect(json.data.list[0]).toMatchObject({ classId: 9 })
    expect(json.data.list[0].groupCode).toMatch(/^09\d\d$/)
    expect(json.data.risk).toBeUndefined()
    const narrowed = await search({ keyword: 'phone case', searchType: 2, classIds: [9] })
    expect(narrowed.json.data.list.every((i: { classId: number }) => i.classId === 9)).toBe(true)
  })

  it.each([
    ['FTS syntax', '"*^()'],
    ['a word longer than the class finder takes', 'x'.repeat(60)],
    ['only punctuation', '---'],
  ])('type 2 refuses %s with 400 naming the keyword', async (_name, keyword) => {
    const { status, json } = await search({ keyword, searchType: 2 })
    expect(status).toBe(400)
    expect(json.msg).toContain('keyword')
  })

  it('refuses search types outside 0, 2 and 3', async () => {
    for (const searchType of [1, 4, '0', null]) {
      const { status, json } = await search({ keyword: 'Zyqthrax', searchType })
      expect(status, String(searchType)).toBe(400)
      expect(json.msg).toContain('searchType')
    }
  })

  it('type 3 finds the marks of an applicant, normalised like marks, best match then newest first', async () => {
    const { status, json } = await search({ keyword: 'ostrawynd holdings co ltd', searchType: 3 })
    expect(status).toBe(200)
    expect(json.data.risk).toBeUndefined()
    expect(json.data).toMatchObject({ total: 3, truncated: false, page: 1 })
    // Both spellings are identical once normalised; the newest filing comes first.
    expect(json.data.list.map((h: { registrationNumber: string }) => h.registrationNumber)).toEqual(['TSV-002', 'TSV-001', 'TSV-003'])
    expect(json.data.list[0]).toMatchObject({ markText: 'Zyqthrex', applicant: 'Ostrawynd Holdings Co., Ltd.', reason: 'identical', score: 100, matchedOn: 'applicant', office: 99, classes: [25] })
    const fullWidth = await search({ keyword: 'ＯＳＴＲＡＷＹＮＤ', searchType: 3 })
    expect(fullWidth.json.data.total).toBe(3)
    expect(fullWidth.json.data.list[0]).toMatchObject({ reason: 'contains' })
  })

  it('type 3 filters by office, status and class, and pages', async () => {
    const kw = { keyword: 'Ostrawynd', searchType: 3 }
    const ids = async (body: object) => (await search({ ...kw, ...body })).json.data.list.map((h: { registrationNumber: string }) => h.registrationNumber)
    expect(await ids({ countries: [99] })).toEqual(['TSV-002'])
    expect(await ids({ statuses: ['expired'] })).toEqual(['TSV-003'])
    expect(await ids({ classIds: [9, 28] })).toEqual(['TSV-001', 'TSV-003'])
    expect(await ids({ pageSize: 1, page: 2 })).toEqual(['TSV-001'])
  })

  it('type 3 finds Chinese applicants, also by a two-character word', async () => {
    for (const keyword of ['翠枭光电科技', '翠枭']) {
      const { json } = await search({ keyword, searchType: 3 })
      expect(json.data.list.map((h: { registrationNumber: string }) => h.registrationNumber), keyword).toEqual(['TSV-005'])
    }
  })

  it('type 3 answers a safe empty result to syntax characters', async () => {
    for (const keyword of ['"*^()', '%_\\', "' OR 1=1 --", 'NEAR(a b)']) {
      const { status, json } = await search({ keyword, searchType: 3 })
      expect(status, keyword).toBe(200)
      expect(json.data.total).toBeGreaterThanOrEqual(0)
    }
  })

  it('lists only the caller’s own records, newest first, with numbers back', async () => {
    const mine = await records({ pageSize: 50 })
    expect(mine.status).toBe(200)
    const list = mine.json.data.list as { keyword: string; searchType: number; countries: number[]; classIds: number[]; risk: string | null; searchDate: string }[]
    expect(mine.json.data).toMatchObject({ page: 1, pageSize: 50, total: list.length })
    expect(list.length).toBeGreaterThanOrEqual(5)
    expect(list.at(-1)).toMatchObject({ keyword: 'Zyqthrax', searchType: 0, countries: [20, 99], classIds: [9], risk: 'high' })
    expect(list.at(-1)!.searchDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const dates = list.map((r) => r.searchDate)
    expect([...dates].sort().reverse()).toEqual(dates)
    const classification = await records({ searchType: 2 })
    expect(classification.json.data.list.every((r: { searchType: number; risk: unknown; countries: unknown }) => r.searchType === 2 && r.risk === null)).toBe(true)
    expect(classification.json.data.list.length).toBeGreaterThan(0)
    const paged = await records({ pageSize: 1, page: 2 })
    expect(paged.json.data.list).toHaveLength(1)
    expect(paged.json.data.list[0].id).toBe(mine.json.data.list[1].id)
    const theirs = await records({}, other.token)
    expect(theirs.json.data).toMatchObject({ list: [], total: 0, page: 1, pageSize: 10 })
  })

  it('refuses bad paging with 400', async () => {
    for (const [body, field] of [[{ pageSize: 51 }, 'pageSize'], [{ page: 0 }, 'page'], [{ searchType: 1 }, 'searchType']] as const) {
      const { status, json } = await records(body)
      expect(status).toBe(400)
      expect(json.msg).toContain(field)
    }
  })

  it('still answers the search when the record cannot be stored', async () => {
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'trademark-search-records') return Promise.reject(new Error('database hiccup'))
      return create(args)
    }) as Payload['create'])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const before = (await records({}, other.token)).json.data.total
    const { status, json } = await search({ keyword: 'Zyqthrax' }, other.token)
    expect(status).toBe(200)
    expect(json.data.list.length).toBeGreaterThan(0)
    expect(logged).toHaveBeenCalled()
    vi.restoreAllMocks()
    expect((await records({}, other.token)).json.data.total).toBe(before)
  })
})

describe('POST ipr/iprTrademarkSearchRecord/artificialRiskWarning', () => {
  let merchant: Awaited<ReturnType<typeof newMerchant>>
  beforeAll(async () => {
    merchant = await newMerchant()
  })
  const warn = (body: unknown, headers: Record<string, string> = {}) => callGateway('ipr/iprTrademarkSearchRecord/artificialRiskWarning', { method: 'POST', body, headers: as(merchant.token, headers) })

  it('needs a login', async () => {
    expect((await callGateway('ipr/iprTrademarkSearchRecord/artificialRiskWarning', { method: 'POST', body: { keyword: 'Zyqthrax' } })).status).toBe(401)
  })

  it('explains a high risk with the marks behind it and stores no search record', async () => {
    const { status, json } = await warn({ keyword: 'Zyqthrax', classIds: [9, 25] })
    expect(status).toBe(200)
    expect(json.data).toMatchObject({ risk: 'high', recommendManual: true, title: '高风险：已有相同或读音相近的在先商标' })
    expect(json.data.advice).toContain('律师')
    expect(json.data.conflicts.length).toBeGreaterThan(0)
    expect(json.data.conflicts.length).toBeLessThanOrEqual(3)
    expect(json.data.conflicts[0]).toEqual({ markText: 'Zyqthrax', registrationNumber: 'TSV-001', office: 20, classes: [9], status: 'registered', score: 100, reason: 'identical', reasonText: '完全相同' })
    expect(json.data.conflicts[1]).toMatchObject({ registrationNumber: 'TSV-002', reason: 'soundsAlike' })
    const { totalDocs } = await payload.count({ collection: 'trademark-search-records', where: { merchant: { equals: merchant.id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('shows the identical mark of another class behind a medium risk, in English', async () => {
    const { json } = await warn({ keyword: 'Zyqthrax', classIds: [3] }, EN)
    expect(json.data).toMatchObject({ risk: 'medium', recommendManual: true, title: 'Medium risk: similar earlier marks exist' })
    expect(json.data.conflicts[0]).toMatchObject({ registrationNumber: 'TSV-001', reason: 'identical', reasonText: 'identical' })
  })

  it('answers low risk without conflicts for an unused mark', async () => {
    const { json } = await warn({ keyword: 'Qxwzzvbkl', classIds: [9] })
    expect(json.data).toMatchObject({ risk: 'low', recommendManual: false, conflicts: [] })
  })

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [[{ keyword: '' }, 'keyword'], [{ keyword: 'x'.repeat(101) }, 'keyword'], [{ keyword: 'a', classIds: [47] }, 'classIds'], [{ keyword: 'a', countries: [1] }, 'countries']] as const) {
      const { status, json } = await warn(body)
      expect(status).toBe(400)
      expect(json.msg).toContain(field)
    }
  })
})

describe('manual search requests (artificialLimitCheck, artificialUserData, save)', () => {
  const VALID = { markName: 'Zyqthrax', classIds: [9, 25], countries: [20, 99], goods: '蓝牙耳机；手机壳', contactName: '王小明', phone: '138 0013 8000', email: 'wang@example.com', note: '想同时在美国和欧盟申请' }
  const save = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
    callGateway('ipr/iprArtificialTrademark/save', { method: 'POST', body, headers: { 'x-forwarded-for': freshIp(), ...(token ? { token } : {}), ...headers } })
  const limitCheck = (token: string) => callGateway('ipr/iprArtificialTrademark/artificialLimitCheck', { headers: as(token) })
  const userData = (token: string, headers: Record<string, string> = {}) => callGateway('ipr/iprArtificialTrademark/artificialUserData', { headers: as(token, headers) })
  const requestsOf = async (merchantId: number) => (await payload.find({ collection: 'trademark-requests', where: { merchant: { equals: merchantId } }, depth: 0, overrideAccess: true, sort: 'id' })).docs
  const outboxFor = async (id: number | string) => (await payload.find({ collection: 'mail-outbox', where: { source: { equals: `trademark-requests:${id}` } }, depth: 0, overrideAccess: true })).docs

  beforeAll(async () => {
    await setLimit('3')
  })

  it('need a login', async () => {
    expect((await callGateway('ipr/iprArtificialTrademark/artificialLimitCheck')).status).toBe(401)
    expect((await callGateway('ipr/iprArtificialTrademark/artificialUserData')).status).toBe(401)
    const { status, json } = await save(null, VALID)
    expect(status).toBe(401)
    expect(json.msg).toBe('请先登录')
  })

  it('stores the request and its mail to the attorneys together, and counts it against the day', async () => {
    const m = await newMerchant()
    expect((await limitCheck(m.token)).json.data).toEqual({ limit: 3, used: 0, remaining: 3, allowed: true })
    const { status, json } = await save(m.token, VALID, MDT)
    expect(status).toBe(200)
    expect(json.data).toEqual({ id: expect.any(Number), remaining: 2 })
    const [stored] = await requestsOf(m.id)
    expect(stored).toMatchObject({ id: json.data.id, brand: 'mdt', markName: 'Zyqthrax', classIds: [9, 25], countries: [20, 99], phone: '13800138000', email: 'wang@example.com', status: 'new', locale: 'cn', goods: VALID.goods, note: VALID.note })
    const [mail] = await outboxFor(json.data.id)
    expect(mail).toMatchObject({ to: 'ip-search@meridian-ip.example', replyTo: 'wang@example.com', status: 'pending' })
    expect(mail!.subject).toContain('Zyqthrax')
    for (const part of ['商标名称：Zyqthrax', '类别：第9类、第25类', '国家/地区：美国、欧盟', '联系人：王小明', `商户号：${m.mercNo}`]) expect(mail!.text).toContain(part)
    expect((await limitCheck(m.token)).json.data).toEqual({ limit: 3, used: 1, remaining: 2, allowed: true })
  })

  it('answers 500 when the mail cannot be queued: nothing half-written on PostgreSQL, the request kept on SQLite', async () => {
    // PostgreSQL writes the request and its mail in one transaction. Payload's SQLite adapter
    // runs without transactions (enabling them would leave libsql's replacement connection
    // without its busy timeout; docs/ARCHITECTURE.md), so there the request, written first,
    // stays for staff: what the merchant sent is not lost either way.
    const probe = await payload.db.beginTransaction()
    const transactional = probe !== null && probe !== undefined
    if (transactional) await payload.db.rollbackTransaction(probe)
    const m = await newMerchant()
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'mail-outbox') return Promise.reject(new Error('outbox unavailable'))
      return create(args)
    }) as Payload['create'])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { status } = await save(m.token, VALID)
    expect(status).toBe(500)
    vi.restoreAllMocks()
    expect(await requestsOf(m.id)).toHaveLength(transactional ? 0 : 1)
  })

  it('refuses the request over the daily limit with 429 and stores nothing', async () => {
    const m = await newMerchant()
    for (let i = 0; i < 3; i++) expect((await save(m.token, { ...VALID, markName: `Zyqthrax ${i}` })).json.data.remaining).toBe(2 - i)
    const refused = await save(m.token, { ...VALID, markName: 'Zyqthrax 4' })
    expect(refused.status).toBe(429)
    expect(refused.json.msg).toBe('今日人工检索申请次数已用完（每天 3 次），请明天再试')
    expect(refused.json.data).toMatchObject({ limit: 3, used: 3, remaining: 0, allowed: false })
    expect((await requestsOf(m.id)).map((r) => r.markName)).toEqual(['Zyqthrax 0', 'Zyqthrax 1', 'Zyqthrax 2'])
    expect((await limitCheck(m.token)).json.data).toEqual({ limit: 3, used: 3, remaining: 0, allowed: false })
    const english = await save(m.token, VALID, EN)
    expect(english.json.msg).toBe('You have used all 3 manual search requests for today; please try again tomorrow')
  })

  it('counts only requests since midnight in Shanghai', async () => {
    const m = await newMerchant()
    await save(m.token, VALID)
    const [first] = await requestsOf(m.id)
    // Yesterday evening in Shanghai (UTC+8): 15:59 UTC is 23:59 there.
    const now = new Date()
    const shanghaiMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 8 * 3_600_000 + (now.getUTCHours() >= 16 ? 86_400_000 : 0)
    await payload.update({ collection: 'trademark-requests', id: first!.id, data: { createdAt: new Date(shanghaiMidnight - 60_000).toISOString() } as never, overrideAccess: true })
    expect((await limitCheck(m.token)).json.data.used).toBe(0)
    await payload.update({ collection: 'trademark-requests', id: first!.id, data: { createdAt: new Date(shanghaiMidnight).toISOString() } as never, overrideAccess: true })
    expect((await limitCheck(m.token)).json.data.used).toBe(1)
  })

  it('reads the limit from the settings, 3 when the setting is not a number', async () => {
    const m = await newMerchant()
    try {
      await setLimit('1')
      expect((await limitCheck(m.token)).json.data).toMatchObject({ limit: 1, remaining: 1 })
      expect((await save(m.token, VALID)).status).toBe(200)
      expect((await save(m.token, VALID)).status).toBe(429)
      await setLimit('three')
      expect((await limitCheck(m.token)).json.data).toMatchObject({ limit: 3, used: 1, remaining: 2, allowed: true })
      await setLimit('0')
      const closed = await save(m.token, VALID)
      expect(closed.status).toBe(429)
      expect(closed.json.msg).toBe('人工检索暂不受理新的申请，请稍后再试或联系客服')
    } finally {
      await setLimit('3')
    }
  })

  it('mails the brand address when the attorneys’ mailbox setting is unusable', async () => {
    const m = await newMerchant()
    try {
      await putSetting({ ...seedSetting('attorneyEmail'), value: { cn: 'not an address', en: 'not an address' } })
      const { json } = await save(m.token, VALID, MDT)
      const [mail] = await outboxFor(json.data.id)
      const brand = await payload.find({ collection: 'brands', where: { key: { equals: 'mdt' } }, limit: 1, depth: 0, overrideAccess: true })
      expect(brand.docs[0]?.email).toBeTruthy()
      expect(mail!.to).toBe(brand.docs[0]!.email)
    } finally {
      await putSetting(seedSetting('attorneyEmail'))
    }
  })

  it('names every bad field with 400 and stores nothing', async () => {
    const m = await newMerchant()
    const { status, json } = await save(m.token, { markName: '', classIds: [0, 47], countries: [], contactName: '', phone: '12345', email: 'nope', goods: 'x'.repeat(1001), note: 'x'.repeat(1001) })
    expect(status).toBe(400)
    const fields = (json.data.fields as { field: string }[]).map((f) => f.field).sort()
    expect(fields).toEqual(['classIds', 'contactName', 'countries', 'email', 'goods', 'markName', 'note', 'phone'])
    for (const field of fields) expect(json.msg).toContain(`${field}:`)
    expect(json.msg.startsWith('参数错误')).toBe(true)
    for (const [change, field] of [[{ countries: [20, 21, 99, 23, 24, 20] }, 'countries'], [{ phone: '+44 12' }, 'phone'], [{ classIds: Array.from({ length: 46 }, (_, i) => i + 1) }, 'classIds'], [{ markName: 'x'.repeat(101) }, 'markName']] as const) {
      const bad = await save(m.token, { ...VALID, ...change })
      expect(bad.status).toBe(400)
      expect(bad.json.data.fields.map((f: { field: string }) => f.field)).toEqual([field])
    }
    expect((await save(m.token, 'not an object')).status).toBe(400)
    expect(await requestsOf(m.id)).toHaveLength(0)
  })

  it('limits one address to 20 requests in 10 minutes', async () => {
    const m = await newMerchant()
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await save(m.token, VALID, { 'x-forwarded-for': ip })).status)
    // Three accepted, then the daily limit; the 21st is stopped by the address limit.
    expect(statuses).toEqual([200, 200, 200, ...Array(17).fill(429)])
    const last = await save(m.token, VALID, { 'x-forwarded-for': ip })
    expect(last.status).toBe(429)
    expect(last.json.msg).toBe('请求过于频繁，请稍后再试')
    expect(await requestsOf(m.id)).toHaveLength(3)
  })

  it('prefills the form from the account, then from the last request, and lists the requests with replies', async () => {
    const m = await newMerchant()
    const empty = await userData(m.token)
    expect(empty.status).toBe(200)
    expect(empty.json.data).toEqual({ contact: { contactName: '', phone: m.phone, email: '' }, limit: { limit: 3, used: 0, remaining: 3, allowed: true }, requests: [] })
    await save(m.token, { ...VALID, markName: 'Zyqthrax A' })
    await save(m.token, { ...VALID, markName: 'Zyqthrax B', contactName: '李雷', phone: '+85291234567', email: '' })
    const [firstRequest] = await requestsOf(m.id)
    await payload.update({ collection: 'trademark-requests', id: firstRequest!.id, data: { status: 'answered', attorneyReply: '第9类已有近似商标，建议调整标识。' }, overrideAccess: true })
    const { json } = await userData(m.token, EN)
    expect(json.data.contact).toEqual({ contactName: '李雷', phone: '+85291234567', email: '' })
    expect(json.data.limit).toEqual({ limit: 3, used: 2, remaining: 1, allowed: true })
    expect(json.data.requests.map((r: { markName: string }) => r.markName)).toEqual(['Zyqthrax B', 'Zyqthrax A'])
    expect(json.data.requests[1]).toMatchObject({ status: 'answered', statusText: 'Answered', attorneyReply: '第9类已有近似商标，建议调整标识。', classIds: [9, 25], countries: [20, 99] })
    expect(json.data.requests[0]).toMatchObject({ status: 'new', statusText: 'Received, waiting for an attorney', attorneyReply: null })
    expect(json.data.requests[0].createdAt).toMatch(/Z$/)
  })
})

describe('GET ipr/sysProduct/getVipSkuDetail/{serverItem} (public)', () => {
  const sku = (item: string, headers: Record<string, string> = {}) => callGateway(`ipr/sysProduct/getVipSkuDetail/${item}`, { headers })
  const seedRow = (item: number) => priceList().find((r) => r.kind === 'trademark' && r.serviceItem === item)!

  it('answers a class bundle with its class count and member prices', async () => {
    const { status, json } = await sku('3')
    expect(status).toBe(200)
    const row = seedRow(3)
    expect(json.data).toEqual({
      serverItem: 3,
      name: '中国商标注册（3个类别）',
      countryCode: null,
      classCount: 3,
      unitPrice: row.unitPrice,
      discountPrice: row.discountPrice,
      payPrice: finalPrice(row.unitPrice, row.discountPrice),
      priceUnit: '元/件（3个类别）',
      officialFeeIncluded: 1,
      memberPrices: [
        { level: 1, label: 'VIP', price: row.memberPrices!.vip },
        { level: 2, label: 'SVIP', price: row.memberPrices!.svip },
      ],
    })
  })

  it('answers an office item with its office code, in English for English callers', async () => {
    for (const item of [20, 21, 99, 23, 24, 1, 10]) expect((await sku(String(item))).status, String(item)).toBe(200)
    const { json } = await sku('99', EN)
    expect(json.data).toMatchObject({ serverItem: 99, countryCode: 99, classCount: 1, name: 'EU trademark registration', officialFeeIncluded: 0 })
    expect(json.data.memberPrices[1].price).toBeLessThan(json.data.memberPrices[0].price)
  })

  it('answers 404 for unknown items and 400 for non-numbers', async () => {
    for (const item of ['0', '11', '22', '100', '007x']) {
      const { status, json } = await sku(item)
      if (item === '007x') {
        expect(status).toBe(400)
        expect(json.msg).toContain('serverItem')
      } else {
        expect(status, item).toBe(404)
        expect(json.msg).toBe('商标服务项不存在')
      }
    }
    expect((await sku('abc')).status).toBe(400)
  })
})

describe('GET ipr/web/websiteConfig/iprList (public)', () => {
  it('lists the public settings by sort order in the caller’s language, never the attorneys’ mailbox', async () => {
    const cn = await callGateway('ipr/web/websiteConfig/iprList')
    expect(cn.status).toBe(200)
    const keys = iprSettingsSeed().map((s) => s.key)
    const mine = (cn.json.data as { key: string }[]).filter((s) => keys.includes(s.key))
    const publicSeed = iprSettingsSeed().filter((s) => s.key !== 'attorneyEmail')
    expect(mine.map((s) => s.key)).toEqual([...publicSeed].sort((a, b) => a.sort - b.sort).map((s) => s.key))
    expect((cn.json.data as { key: string }[]).map((s) => s.key)).not.toContain('attorneyEmail')
    expect(mine.find((s) => s.key === 'hotMarks')).toEqual({ key: 'hotMarks', kind: 2, label: '热门检索', value: seedSetting('hotMarks').value.cn })
    expect(mine.find((s) => s.key === 'artificialDailyLimit')).toMatchObject({ kind: 1, value: '3' })
    const en = await callGateway('ipr/web/websiteConfig/iprList', { headers: EN })
    expect(en.json.data.find((s: { key: string }) => s.key === 'searchNotice')).toMatchObject({ label: 'About this search', value: seedSetting('searchNotice').value.en })
  })
})
