import { beforeAll, describe, expect, it } from 'vitest'
import { importMarks } from '@/services/trademarks/importer'
import type { TrademarkRecord } from '@/services/trademarks/records'
import { searchMarks } from '@/services/trademarks/search'
import { sqlRunner, type SqlRunner } from '@/services/trademarks/sql'
import { payloadClient } from '@/services/payload'
import { createSession } from '@/services/accounts/sessions'
import { callGateway } from './helpers'

/** A fixed register; the same expectations hold on SQLite and on PostgreSQL. */
const base = { applicant: 'Fixture Co.', filingDate: '2020-01-01', registrationDate: '2021-01-01', goods: '' }
const FIXTURE: TrademarkRecord[] = [
  { ...base, registrationNumber: 'FX-001', markText: 'HUAWEI', office: 99, classes: [9, 38], status: 'registered' },
  { ...base, registrationNumber: 'FX-002', markText: '华为', office: 20, classes: [9], status: 'registered' },
  { ...base, registrationNumber: 'FX-003', markText: 'Nyke', office: 20, classes: [25], status: 'pending', registrationDate: null },
  { ...base, registrationNumber: 'FX-004', markText: 'Kolorful', office: 21, classes: [3], status: 'registered' },
  { ...base, registrationNumber: 'FX-005', markText: 'Zentrox', office: 20, classes: [9], status: 'registered' },
  { ...base, registrationNumber: 'FX-006', markText: 'Zentro Home', office: 99, classes: [21], status: 'expired' },
  { ...base, registrationNumber: 'FX-007', markText: 'Quibblefox', office: 20, classes: [28], status: 'registered' },
  { ...base, registrationNumber: 'FX-008', markText: 'Quibblefax', office: 24, classes: [28], status: 'refused', registrationDate: null },
  // An identical mark that has expired and a live one a letter apart: the live one comes first.
  { ...base, registrationNumber: 'FX-009', markText: 'Vantorix', office: 20, classes: [9], status: 'expired' },
  { ...base, registrationNumber: 'FX-010', markText: 'Vantorex', office: 20, classes: [9], status: 'registered' },
  { ...base, registrationNumber: 'FX-011', markText: 'Vantorix', office: 21, classes: [9], status: 'withdrawn' },
  // Two-character Chinese marks: a homophone and one sharing only the common character 家.
  { ...base, registrationNumber: 'FX-012', markText: '悦家', office: 20, classes: [20], status: 'registered' },
  { ...base, registrationNumber: 'FX-013', markText: '悦嘉', office: 20, classes: [20], status: 'registered' },
  { ...base, registrationNumber: 'FX-014', markText: '航家', office: 20, classes: [20], status: 'registered' },
]

async function* lines(records: TrademarkRecord[]) {
  for (const r of records) yield JSON.stringify(r)
}

let db: SqlRunner
beforeAll(async () => {
  db = sqlRunner(await payloadClient())
  await importMarks(lines(FIXTURE), 'jsonl', db)
})

const hit = (list: { registrationNumber: string; reason: string }[], no: string) => list.find((h) => h.registrationNumber === no)

describe('trademark search on the real database', () => {
  it('finds an identical mark first, and its Chinese twin by pinyin', async () => {
    const result = await searchMarks(db, { keyword: 'Huawei' })
    expect(result.list[0]).toMatchObject({ registrationNumber: 'FX-001', reason: 'identical' })
    expect(hit(result.list, 'FX-002')).toMatchObject({ reason: 'soundsAlike', basis: 'pinyin' })
    expect(result.risk).toBe('high')
    const chinese = await searchMarks(db, { keyword: '华为' })
    expect(chinese.list[0]).toMatchObject({ registrationNumber: 'FX-002', reason: 'identical' })
    expect(hit(chinese.list, 'FX-001')).toMatchObject({ reason: 'soundsAlike' })
  })

  it('finds sound-alikes, one-letter typos, prefixes and infixes', async () => {
    expect(hit((await searchMarks(db, { keyword: 'Nike' })).list, 'FX-003')).toMatchObject({ reason: 'soundsAlike' })
    expect(hit((await searchMarks(db, { keyword: 'Colorful' })).list, 'FX-004')).toMatchObject({ reason: 'soundsAlike' })
    expect(hit((await searchMarks(db, { keyword: 'Quibblebox' })).list, 'FX-007')).toMatchObject({ reason: 'oneLetterApart' })
    const zentro = await searchMarks(db, { keyword: 'Zentro' })
    expect(zentro.list.map((h) => h.registrationNumber)).toEqual(expect.arrayContaining(['FX-005', 'FX-006']))
    expect(hit(zentro.list, 'FX-006')).toMatchObject({ reason: 'contains' })
    expect(hit((await searchMarks(db, { keyword: 'entro' })).list, 'FX-005')).toBeTruthy()
  })

  it('filters the list by class, office and status; the risk still sees other classes', async () => {
    const inClass = await searchMarks(db, { keyword: 'Huawei', classes: [38] })
    expect(inClass.list.map((h) => h.registrationNumber)).toEqual(['FX-001'])
    const otherClass = await searchMarks(db, { keyword: 'Huawei', classes: [25] })
    expect(otherClass.list).toEqual([])
    expect(otherClass.risk).toBe('medium')
    expect((await searchMarks(db, { keyword: 'Huawei', offices: [20] })).list.map((h) => h.registrationNumber)).toEqual(['FX-002'])
    expect((await searchMarks(db, { keyword: 'Quibblefox', statuses: ['refused'] })).list.map((h) => h.registrationNumber)).toEqual(['FX-008'])
  })

  it('answers safely to empty, huge and syntax-laden input', async () => {
    for (const keyword of ['', '   ', '"*^()', "'; DROP TABLE tm_marks; --", 'x'.repeat(10_000), 'NEAR(a b)', '%_\\']) {
      const result = await searchMarks(db, { keyword })
      expect(result.total).toBeGreaterThanOrEqual(0)
    }
    expect((await searchMarks(db, { keyword: 'Huawei' })).list.length).toBeGreaterThan(0)
  })

  it('lists live marks before dead ones, marked as such, across pages', async () => {
    const all = await searchMarks(db, { keyword: 'Vantorix' })
    expect(all.list.map((h) => [h.registrationNumber, h.live])).toEqual([
      ['FX-010', true],
      ['FX-009', false],
      ['FX-011', false],
    ])
    expect(all.list[1]).toMatchObject({ reason: 'identical', band: 'identical', status: 'expired' })
    // Dead marks do not make the risk high; the live sound-alike does.
    expect(all.risk).toBe('high')
    const pages = await Promise.all([1, 2, 3].map((page) => searchMarks(db, { keyword: 'Vantorix', pageSize: 1, page })))
    expect(pages.map((p) => p.list[0]?.registrationNumber)).toEqual(['FX-010', 'FX-009', 'FX-011'])
    expect(pages.every((p) => p.total === 3)).toBe(true)
  })

  it('does not list a two-character Chinese mark that shares only a common character', async () => {
    const result = await searchMarks(db, { keyword: '悦家' })
    expect(result.list.filter((h) => h.registrationNumber.startsWith('FX-')).map((h) => [h.registrationNumber, h.band])).toEqual([
      ['FX-012', 'identical'],
      ['FX-013', 'high'],
    ])
    expect(hit(result.list, 'FX-014')).toBeUndefined()
    // The seeded register adds marks sharing the distinctive 悦 (similar) and its pinyin; none shares only 家.
    expect(result.list.every((h) => h.markText.includes('悦') || h.markText.toLowerCase() === 'yuejia')).toBe(true)
  })

  it('pages through the hits', async () => {
    const all = await searchMarks(db, { keyword: 'Zentro', pageSize: 1 })
    expect(all.list).toHaveLength(1)
    const second = await searchMarks(db, { keyword: 'Zentro', pageSize: 1, page: 2 })
    expect(second.list[0]?.registrationNumber).not.toBe(all.list[0]?.registrationNumber)
  })
})

describe('POST ipr/trademark/search', () => {
  let token = ''
  beforeAll(async () => {
    const payload = await payloadClient()
    const run = String(Date.now()).slice(-8)
    const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `TMS${run}`, phone: `136${run}`, brand: 'mdt' }, overrideAccess: true })
    token = (await createSession(payload, merchant.id)).token
  })
  const search = (body: unknown, withLogin = true) => callGateway('ipr/trademark/search', { method: 'POST', body, headers: withLogin ? { token } : {} })

  it('needs a logged-in merchant', async () => {
    const { status, json } = await search({ keyword: 'Huawei' }, false)
    expect(status).toBe(401)
    expect(json.msg).toBe('请先登录')
  })

  it('answers hits with score, reason and the risk level', async () => {
    const { status, json } = await search({ keyword: 'Huawei', classIds: [9] })
    expect(status).toBe(200)
    expect(json.data.risk).toBe('high')
    expect(json.data.list[0]).toMatchObject({ registrationNumber: 'FX-001', reason: 'identical', score: 100, classes: [9, 38], office: 99 })
  })

  it.each([
    ['an empty keyword', { keyword: '  ' }, 'keyword'],
    ['a 10 kB keyword', { keyword: 'x'.repeat(10_000) }, 'keyword'],
    ['class 0', { keyword: 'a', classIds: [0] }, 'classIds'],
    ['class 47', { keyword: 'a', classIds: [47] }, 'classIds'],
    ['an unknown office', { keyword: 'a', countries: [7] }, 'countries'],
    ['an unknown search type', { keyword: 'a', searchType: 1 }, 'searchType'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const { status, json } = await search(body)
    expect(status).toBe(400)
    expect(json.msg).toContain(field)
  })

  it('treats FTS and SQL syntax as plain text', async () => {
    for (const keyword of ['"*^()', "' OR 1=1 --", 'a NEAR b', '%']) {
      const { status } = await search({ keyword })
      expect(status).toBe(200)
    }
  })
})
