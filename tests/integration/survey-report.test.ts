import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { createSession } from '@/services/accounts/sessions'
import { claimSurveyReports, listSurveyReports } from '@/services/compliance/reports'
import { callGateway } from './helpers'
import COMPLETE_ANSWERS from '../fixtures/complete-answers.json'

/** The compliance questionnaire's save and get calls against the seeded rules and prices. */

const COMPLETE = COMPLETE_ANSWERS

let ip = 50
/** Each call from its own address keeps the per-address save limit out of the way. */
function save(body: unknown, headers: Record<string, string> = {}) {
  ip += 1
  return callGateway('vat/mcSurveyReport/save', { method: 'POST', body, headers: { 'x-forwarded-for': `10.9.0.${ip}`, ...headers } })
}

async function reportCount() {
  const payload = await getPayload({ config })
  return (await payload.count({ collection: 'survey-reports', overrideAccess: true })).totalDocs
}

describe('vat/mcSurveyReport/save', () => {
  it('stores answers and report and returns a 128-bit report id', async () => {
    const before = await reportCount()
    const { status, json } = await save({ answerList: COMPLETE, source: 1 }, { cookie: 'channelNo=ch42; channelCode=cc7' })
    expect(status).toBe(200)
    expect(json.data.reportId).toMatch(/^[0-9a-f]{32}$/)
    expect(await reportCount()).toBe(before + 1)

    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'survey-reports', where: { reportId: { equals: json.data.reportId } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ brand: 'lz', source: 1, channelNo: 'ch42', channelCode: 'cc7', answerList: COMPLETE })
    expect(docs[0]!.obligationCount).toBeGreaterThan(5)
  })

  it('gives different ids for the same answers', async () => {
    const a = await save({ answerList: COMPLETE, source: 1 })
    const b = await save({ answerList: COMPLETE, source: 1 })
    expect(a.json.data.reportId).not.toBe(b.json.data.reportId)
  })

  it.each([
    { name: 'a missing question', body: { answerList: COMPLETE.filter((a) => a.questionId !== '6'), source: 1 }, msg: '问题 6 未作答' },
    { name: 'an unknown option', body: { answerList: COMPLETE.map((a) => (a.questionId === '2' ? { ...a, answer: '0,9' } : a)), source: 1 }, msg: '问题 2 的选项无效' },
    { name: 'an unknown question', body: { answerList: [...COMPLETE, { questionId: '12', answer: '1' }], source: 1 }, msg: /answerList: (too big|Too big)|问卷没有问题 12/ },
    { name: 'a hidden question answered', body: { answerList: [...COMPLETE.filter((a) => a.questionId !== '7'), { questionId: '7', answer: '0' }, { questionId: '8', answer: '1' }], source: 1 }, msg: '问题 8 按前面的回答不应作答' },
    { name: 'two answers to a yes/no question', body: { answerList: COMPLETE.map((a) => (a.questionId === '5' ? { ...a, answer: '1,0' } : a)), source: 1 }, msg: '问题 5 只能选择一个答案' },
    { name: 'a number where a string belongs', body: { answerList: COMPLETE.map((a) => (a.questionId === '3' ? { ...a, answer: 1 } : a)), source: 1 }, msg: /^参数错误: answerList\.2\.answer: / },
    { name: 'a wrong source', body: { answerList: COMPLETE, source: 2 }, msg: /source/ },
    { name: 'no answer list', body: { source: 1 }, msg: /answerList/ },
    { name: 'a 100 kB answer', body: { answerList: COMPLETE.map((a) => (a.questionId === '1' ? { ...a, answer: '0,'.repeat(25_000) + '1' } : a)), source: 1 }, msg: /answerList\.0\.answer/ },
  ])('refuses $name with a clear message and stores nothing', async ({ body, msg }) => {
    const before = await reportCount()
    const { status, json } = await save(body)
    expect(status).toBe(400)
    expect(json.msg).toMatch(msg)
    expect(await reportCount()).toBe(before)
  })

  it('refuses a body over the gateway limit (a 100 kB string) with 413', async () => {
    const before = await reportCount()
    const { status, json } = await save({ answerList: [{ questionId: '1', answer: 'x'.repeat(100_000) }], source: 1 })
    expect(status).toBe(413)
    expect(json.msg).toBe('请求体过大')
    expect(await reportCount()).toBe(before)
  })

  it('answers 401 and clears the cookie for a token that no longer works, then saves as a visitor', async () => {
    const stale = await save({ answerList: COMPLETE, source: 1 }, { cookie: 'loginCode=not-a-session' })
    expect(stale.status).toBe(401)
    expect(stale.headers.getSetCookie().some((c) => /^loginCode=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true)
    const retry = await save({ answerList: COMPLETE, source: 1 })
    expect(retry.status).toBe(200)
  })
})

describe('vat/mcSurveyReport/get', () => {
  it('returns the report per market with why, legal basis, timing, risk, service price and total, in cn and en', async () => {
    const { json: saved } = await save({ answerList: COMPLETE, source: 1 })
    const reportId = saved.data.reportId
    const cn = (await callGateway('vat/mcSurveyReport/get', { query: { reportId } })).json.data
    expect(cn.reportId).toBe(reportId)
    expect(cn.report.sections.map((s: { name: string }) => s.name)).toEqual(['英国', '德国', '欧盟（全境）'])
    const de = cn.report.sections[1]
    const weee = de.items.find((i: { ruleKey: string }) => i.ruleKey === 'weee-de')
    expect(weee.why).toEqual(['目标市场：德国', '产品带电池：是', '产品带电：是'])
    expect(weee.legalBasis).toMatch(/ElektroG/)
    expect(weee.risk.length).toBeGreaterThan(10)
    expect(weee.service).toMatchObject({ serviceType: 101, country: 2, officialFeeIncluded: expect.any(Boolean) })
    expect(weee.service.finalPrice).toBe(Math.round((weee.service.unitPrice - weee.service.discountPrice) * 100) / 100)
    expect(weee.phase).toBe('beforeListing')
    type Item = { ruleKey: string; phase: string; officialFee: string | null; service: { priceId: string; finalPrice: number } | null }
    const items = cn.report.sections.flatMap((s: { items: Item[] }) => s.items) as Item[]
    // Recommendations (the EU trademark, the toys-and-cosmetics note) are apart: not counted, not in the total.
    expect(items.filter((i) => i.phase === 'recommended').map((i) => i.ruleKey)).toEqual(expect.arrayContaining(['trademark-eu', 'toys-cosmetics-eu']))
    expect(cn.report.obligationCount).toBe(items.filter((i) => i.phase !== 'recommended').length)
    expect(items.find((i) => i.ruleKey === 'epr-packaging-de')!.officialFee).toMatch(/LUCID/)
    const prices = items.filter((i) => i.phase !== 'recommended' && i.service).map((i) => i.service!)
    const distinct = new Map(prices.map((p) => [p.priceId, p.finalPrice]))
    expect(cn.report.total).toBe([...distinct.values()].reduce((a, b) => a + Math.round(b * 100), 0) / 100)
    // Question 4 was not asked (question 3 = yes implies it): it is a derived fact, not an answer.
    expect(cn.report.answers.map((a: { question: string }) => a.question)).not.toContain('您的产品是否带电（插电或需供电使用）？')
    expect(cn.report.derived).toEqual([expect.objectContaining({ because: '推断：含电池的产品视为带电' })])

    const en = (await callGateway('vat/mcSurveyReport/get', { query: { reportId }, headers: { 'content-language': 'en-US' } })).json.data
    expect(en.report.sections.map((s: { name: string }) => s.name)).toEqual(['United Kingdom', 'Germany', 'European Union (all member states)'])
    expect(en.report.total).toBe(cn.report.total)
  })

  it('words the answers of a report saved before derived facts were kept apart: "powered" is derived, not answered', async () => {
    const { json: saved } = await save({ answerList: COMPLETE, source: 1 })
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'survey-reports', where: { reportId: { equals: saved.data.reportId } }, limit: 1, depth: 0, overrideAccess: true })
    const kept = docs[0]!.report as Record<string, { answers: { question: string; answer: string }[]; derived?: unknown }>
    // As such a report was stored: every answer in one list, no derived facts.
    const old = Object.fromEntries(Object.entries(kept).map(([l, r]) => [l, { ...r, derived: undefined, answers: [...r.answers, { question: '您的产品是否带电（插电或需供电使用）？', answer: '是' }] }]))
    await payload.update({ collection: 'survey-reports', id: docs[0]!.id, data: { report: old }, overrideAccess: true })
    const { report } = (await callGateway('vat/mcSurveyReport/get', { query: { reportId: saved.data.reportId } })).json.data
    expect(report.answers.map((a: { question: string }) => a.question)).not.toContain('您的产品是否带电（插电或需供电使用）？')
    expect(report.derived).toEqual([{ question: '您的产品是否带电（插电或需供电使用）？', answer: '是', because: '推断：含电池的产品视为带电' }])
  })

  it('keeps every chosen market, with the seeded rules of each and a plain note where a product kind is not covered', async () => {
    const answerList = COMPLETE.map((i: { questionId: string; answer: string }) =>
      i.questionId === '1' ? { ...i, answer: '7,9,10,12,14' } : i.questionId === '5' ? { ...i, answer: '1' } : i,
    )
    const { status, json: saved } = await save({ answerList, source: 1 })
    expect(status).toBe(200)
    const { report } = (await callGateway('vat/mcSurveyReport/get', { query: { reportId: saved.data.reportId } })).json.data
    expect(report.sections.map((s: { name: string }) => s.name)).toEqual(['美国', '巴西', '印度', '韩国', '菲律宾'])
    for (const section of report.sections) expect(section.items.length).toBeGreaterThan(0)
    const byCountry = Object.fromEntries(report.sections.map((s: { jurisdiction: string; notCovered: string[] }) => [s.jurisdiction, s.notCovered]))
    expect(byCountry).toEqual({ US: [], BR: [], IN: ['textile'], KR: [], PH: ['textile'] })
  })

  it('answers 404 with a clear message for an unknown id', async () => {
    for (const reportId of ['0'.repeat(32), 'nonsense']) {
      const { status, json } = await callGateway('vat/mcSurveyReport/get', { query: { reportId } })
      expect(status).toBe(404)
      expect(json.msg).toBe('报告不存在或链接已失效')
    }
  })
})

describe('price lists for the report', () => {
  it('lists compliance prices by service type and country, with the final price to 2 decimals', async () => {
    const { status, json } = await callGateway('business/old/admin/product/priceForSurveyReport', { query: { serviceType: '0', country: '2' } })
    expect(status).toBe(200)
    expect(json.data).toHaveLength(1)
    expect(json.data[0]).toMatchObject({ serviceType: 0, country: 2, officialFeeIncluded: expect.any(Number), payPrice: expect.any(Number), priceUnit: expect.any(String) })
    expect(json.data[0].payPrice).toBe(Math.round((json.data[0].unitPrice - json.data[0].discountPrice) * 100) / 100)
  })
  it('lists trademark prices with their service items', async () => {
    const { json } = await callGateway('ipr/trademark/member/priceForSurveyReport')
    expect(json.data.map((p: { serverItem: number }) => p.serverItem).sort()).toEqual(expect.arrayContaining([20, 21, 23, 99]))
  })
  it('refuses a non-numeric filter', async () => {
    const { status, json } = await callGateway('business/old/admin/product/priceForSurveyReport', { query: { serviceType: 'abc' } })
    expect(status).toBe(400)
    expect(json.msg).toMatch(/serviceType/)
  })
})

describe('reports saved by a visitor', () => {
  it('are remembered in an HttpOnly cookie, newest five', async () => {
    const first = await save({ answerList: COMPLETE, source: 1 })
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('surveyReports='))!
    expect(cookie).toMatch(new RegExp(`^surveyReports=${first.json.data.reportId};`))
    expect(cookie).toMatch(/HttpOnly/i)
    const second = await save({ answerList: COMPLETE, source: 1 }, { cookie: `surveyReports=${first.json.data.reportId}` })
    expect(second.headers.getSetCookie().find((c) => c.startsWith('surveyReports='))).toMatch(new RegExp(`^surveyReports=${first.json.data.reportId}\\.${second.json.data.reportId};`))
  })

  it('become a merchant\'s when claimed, once, with the conversion time at sign-up', async () => {
    const payload = await getPayload({ config })
    const { json } = await save({ answerList: COMPLETE, source: 1 })
    const reportId = json.data.reportId as string
    const stamp = Date.now().toString().slice(-9)
    const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `M9${stamp}`, phone: `137${stamp.slice(-8)}`, brand: 'lz' }, overrideAccess: true })
    const other = await payload.create({ collection: 'merchants', data: { mercNo: `M8${stamp}`, phone: `136${stamp.slice(-8)}`, brand: 'lz' }, overrideAccess: true })
    expect(await claimSurveyReports(payload, [reportId], merchant.id, true)).toBe(1)
    expect(await claimSurveyReports(payload, [reportId], other.id, true)).toBe(0)
    const { docs } = await payload.find({ collection: 'survey-reports', where: { reportId: { equals: reportId } }, depth: 0, overrideAccess: true })
    expect(docs[0]!.merchant).toBe(merchant.id)
    expect(docs[0]!.registeredAt).toBeTruthy()
    expect((await listSurveyReports(payload, merchant.id)).map((r) => r.reportId)).toEqual([reportId])
  })
})

describe('the buying guide calls', () => {
  async function loggedIn() {
    const payload = await getPayload({ config })
    const stamp = (Date.now() + Math.floor(Math.random() * 1000)).toString().slice(-9)
    const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `M7${stamp}`, phone: `135${stamp.slice(-8)}`, brand: 'lz' }, overrideAccess: true })
    const { token } = await createSession(payload, merchant.id)
    return { cookie: `loginCode=${token}` }
  }

  it('saves a visitor\'s answers and answers their service package: required services first, totals to 2 decimals', async () => {
    const { status, json } = await callGateway('space/buyGuideAnswers/saveAnswersForOfficialWeb', { method: 'POST', body: { answerList: COMPLETE } })
    expect(status).toBe(200)
    const answerId = json.data.answerId as string
    expect(answerId).toMatch(/^[0-9a-f]{32}$/)
    const info = (await callGateway('space/buyGuideHisAnswers/user/AnswerInfo', { query: { answerId } })).json.data
    const lines = info.package.lines as { required: boolean; finalPrice: number; priceId: string }[]
    expect(lines.length).toBeGreaterThan(5)
    expect(lines.findIndex((l) => !l.required)).toBeGreaterThan(lines.findLastIndex((l) => l.required)) // trademark last (7 = no)
    expect(new Set(lines.map((l) => l.priceId)).size).toBe(lines.length)
    const cents = (ls: typeof lines) => ls.reduce((a, l) => a + Math.round(l.finalPrice * 100), 0) / 100
    expect(info.package.requiredTotal).toBe(cents(lines.filter((l) => l.required)))
    expect(info.package.fullTotal).toBe(cents(lines))
    expect(info.answers[0]).toEqual({ question: '您的目标销售市场是？', answer: '英国、德国' })
    // The same answers saved as a report: its total is the guide's required total.
    const { json: saved } = await save({ answerList: COMPLETE, source: 1 })
    const report = (await callGateway('vat/mcSurveyReport/get', { query: { reportId: saved.data.reportId } })).json.data.report
    expect(report.total).toBe(info.package.requiredTotal)
  })

  it('refuses bad answers with the same messages as the report', async () => {
    const { status, json } = await callGateway('space/buyGuideAnswers/saveAnswersForOfficialWeb', { method: 'POST', body: { answerList: COMPLETE.slice(1) } })
    expect(status).toBe(400)
    expect(json.msg).toBe('问题 1 未作答')
  })

  it('keeps a logged-in merchant\'s answers, shows the newest, and tells when a newer result exists', async () => {
    expect((await callGateway('space/buyGuideAnswers/saveUserAnswersInfo', { method: 'POST', body: { answerList: COMPLETE } })).status).toBe(401)
    expect((await callGateway('space/buyGuideAnswers/user/ViewAnswers/Info')).status).toBe(401)
    const auth = await loggedIn()
    const first = (await callGateway('space/buyGuideAnswers/saveUserAnswersInfo', { method: 'POST', body: { answerList: COMPLETE }, headers: auth })).json.data.answerId
    expect((await callGateway('space/buyGuideHisAnswers/isUserNewReport', { query: { answerId: first }, headers: auth })).json.data).toEqual({ isNew: false, latestId: first })
    await new Promise((r) => setTimeout(r, 5)) // distinct creation times
    const second = (await callGateway('space/buyGuideAnswers/saveUserAnswersInfo', { method: 'POST', body: { answerList: COMPLETE }, headers: auth })).json.data.answerId
    expect((await callGateway('space/buyGuideAnswers/user/ViewAnswers/Info', { headers: auth })).json.data.answerId).toBe(second)
    expect((await callGateway('space/buyGuideHisAnswers/isUserNewReport', { query: { answerId: first }, headers: auth })).json.data).toEqual({ isNew: true, latestId: second })
  })

  it('answers 404 for an unknown answer id', async () => {
    const { status } = await callGateway('space/buyGuideHisAnswers/user/AnswerInfo', { query: { answerId: 'f'.repeat(32) } })
    expect(status).toBe(404)
  })
})

describe('rules edited in the CMS', () => {
  it('apply to the next saved report, without a deploy', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'compliance-rules', where: { key: { equals: 'vat-gb' } }, limit: 1, depth: 0, overrideAccess: true })
    const rule = docs[0]!
    const original = rule.title
    await payload.update({ collection: 'compliance-rules', id: rule.id, locale: 'cn', data: { title: '英国VAT注册（已由合规团队更新）' }, overrideAccess: true })
    try {
      const { json } = await save({ answerList: COMPLETE, source: 1 })
      const report = (await callGateway('vat/mcSurveyReport/get', { query: { reportId: json.data.reportId } })).json.data.report
      expect(report.sections[0].items.find((i: { ruleKey: string }) => i.ruleKey === 'vat-gb').title).toBe('英国VAT注册（已由合规团队更新）')
      await payload.update({ collection: 'compliance-rules', id: rule.id, data: { enabled: false }, overrideAccess: true })
      const off = await save({ answerList: COMPLETE, source: 1 })
      const without = (await callGateway('vat/mcSurveyReport/get', { query: { reportId: off.json.data.reportId } })).json.data.report
      expect(without.sections[0].items.map((i: { ruleKey: string }) => i.ruleKey)).not.toContain('vat-gb')
    } finally {
      await payload.update({ collection: 'compliance-rules', id: rule.id, locale: 'cn', data: { title: original, enabled: true }, overrideAccess: true })
    }
  })

  it('refuse a condition value the question does not have', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'compliance-rules', where: { key: { equals: 'ioss-eu' } }, limit: 1, depth: 0, overrideAccess: true })
    const error = await payload.update({ collection: 'compliance-rules', id: docs[0]!.id, data: { conditions: [{ question: '3', values: ['7'] }] }, overrideAccess: true }).catch((e: unknown) => e)
    expect(JSON.stringify((error as { data?: unknown }).data)).toMatch(/问题 3 没有选项值 7/)
    const after = await payload.findByID({ collection: 'compliance-rules', id: docs[0]!.id, depth: 0, overrideAccess: true })
    expect(after.conditions).toEqual([expect.objectContaining({ question: '2', values: ['2'] })])
  })
})
