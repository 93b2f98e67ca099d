import { beforeEach, describe, expect, it } from 'vitest'
import { payloadClient } from '@/services/payload'
import { deliverDueMail, MAX_ATTEMPTS, nextAttemptDelayMs } from '@/services/mail/outbox'
import type { MailMessage, MailTransport } from '@/services/mail/types'
import { callGateway, contactMessagesWith, outboxForContact, sendContact } from './helpers'

let ipCounter = 0
/** Each test writes from its own address so the per-address limit never leaks between tests. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const VALID = {
  name: '王小明',
  email: 'xiaoming@example.com',
  phone: '+86 138 0000 0000',
  companyName: '深圳小明电子有限公司',
  subject: '德国包装法注册咨询',
  content: '我们在亚马逊德国站销售蓝牙耳机，想咨询包装法和WEEE注册的流程与费用。',
}

const send = (body: Record<string, unknown>, ip = freshIp(), locale = 'zh-CN') => sendContact(body, ip, locale)

const messagesWith = contactMessagesWith
const outboxFor = outboxForContact

describe('officialQuery/contactUs', () => {
  it('stores the message for the brand and queues a mail to the brand address', async () => {
    const subject = `德国包装法注册咨询 ${Date.now()}`
    const { status, json } = await send({ ...VALID, subject })
    expect(status).toBe(200)
    expect(json.code).toBe(0)
    const [stored] = await messagesWith(subject)
    expect(stored).toMatchObject({ name: VALID.name, email: VALID.email, companyName: VALID.companyName, status: 'new', locale: 'cn' })
    const [mail] = await outboxFor(stored!.id)
    expect(mail).toMatchObject({ to: 'service@northstar.example', replyTo: VALID.email })
    expect(mail!.subject).toContain(subject)
    expect(mail!.text).toContain(VALID.content)
  })

  it.each([
    ['an invalid email', { email: 'not-an-email' }, '请输入正确的邮箱'],
    ['a missing name', { name: '' }, '请填写姓名'],
    ['a too long subject', { subject: 'x'.repeat(101) }, '主题不能超过100个字符'],
    ['a too short message', { content: '你好' }, '留言内容至少10个字'],
    ['a bad phone number', { phone: 'call me' }, '请输入正确的电话号码'],
    ['the honeypot filled', { website: 'http://spam.example' }, '留言未被接受'],
    // A getter: the table is built when the file loads, seconds before this case runs on a
    // busy machine, and a fixed time would by then be long enough ago to pass the check.
    ['a form sent 1 s after it opened', { get startedAt() { return Date.now() - 1000 } }, '秒后再点一次发送'],
    ['no fill time at all', { startedAt: undefined }, '请等 3 秒后再点一次发送'],
  ])('refuses %s with 400, a message naming it, and stores nothing', async (_name, change, message) => {
    const subject = `拒绝测试 ${Math.random()}`
    const { status, json } = await send({ ...VALID, subject, ...change })
    expect(status).toBe(400)
    expect(json.msg).toContain(message)
    expect(await messagesWith(subject)).toHaveLength(0)
  })

  it('says how long a form sent too fast must wait, in words and as data the browser form waits out', async () => {
    const { status, json } = await send({ ...VALID, subject: `太快 ${Math.random()}`, startedAt: Date.now() - 1000 })
    expect(status).toBe(400)
    expect(json.msg).toMatch(/^提交得太快了：请等 [12] 秒后再点一次发送/)
    expect(json.data.retryAfterMs).toBeGreaterThan(0)
    expect(json.data.retryAfterMs).toBeLessThanOrEqual(2000)
    const english = await send({ ...VALID, subject: `too fast ${Math.random()}`, startedAt: Date.now() - 1000 }, freshIp(), 'en')
    expect(english.json.msg).toMatch(/wait [12] seconds? and press send again/)
  })

  it.each([
    ['sent too fast', { get startedAt() { return Date.now() - 500 } }],
    ['with no fill time', { startedAt: undefined }],
    ['with the honeypot filled', { website: 'http://spam.example' }],
  ])('names a bad field before the verdict on a form %s', async (_name, change) => {
    const subject = `字段优先 ${Math.random()}`
    const { status, json } = await send({ ...VALID, subject, email: 'not-an-email', ...change })
    expect(status).toBe(400)
    expect(json.msg).toBe('请输入正确的邮箱')
    expect(json.data.fields).toEqual([{ field: 'email', problem: 'email' }])
    expect(await messagesWith(subject)).toHaveLength(0)
  })

  it('stores a corporate enquiry with its jurisdiction and service and names them in the mail', async () => {
    const subject = `新加坡公司注册咨询 ${Date.now()}`
    const { status } = await callGateway('officialQuery/contactUs', { method: 'POST', body: { startedAt: Date.now() - 10_000, ...VALID, subject, jurisdiction: 'XJP', service: 'incorporation' }, headers: { 'x-forwarded-for': freshIp(), platform: '13' } })
    expect(status).toBe(200)
    const [stored] = await messagesWith(subject)
    expect(stored).toMatchObject({ jurisdiction: 'XJP', service: 'incorporation' })
    const [mail] = await outboxFor(stored!.id)
    expect(mail!.text).toContain('咨询事项：新加坡 / 公司注册')
  })

  it.each([
    ['an unknown jurisdiction', { jurisdiction: 'XX' }, '请选择列表中的注册地'],
    ['an unknown service', { service: 'visa' }, '请选择列表中的服务'],
  ])('refuses a corporate enquiry with %s: 400, named, nothing stored', async (_name, change, message) => {
    const subject = `咨询拒绝 ${Math.random()}`
    const { status, json } = await callGateway('officialQuery/contactUs', { method: 'POST', body: { startedAt: Date.now() - 10_000, ...VALID, subject, ...change }, headers: { 'x-forwarded-for': freshIp(), platform: '13' } })
    expect(status).toBe(400)
    expect(json.msg).toContain(message)
    expect(await messagesWith(subject)).toHaveLength(0)
  })

  it('files the IP brand\'s enquiry mail (mdt/applyProcessLog/ippEnEmailSend) under mdt, whatever page header came with it', async () => {
    const subject = `美国商标注册咨询 ${Date.now()}`
    const { status } = await callGateway('mdt/applyProcessLog/ippEnEmailSend', { method: 'POST', body: { startedAt: Date.now() - 10_000, ...VALID, subject }, headers: { 'x-forwarded-for': freshIp(), platform: '15' } })
    expect(status).toBe(200)
    const [stored] = await messagesWith(subject)
    const payload = await payloadClient()
    const brand = await payload.findByID({ collection: 'brands', id: stored!.brand as number, depth: 0, overrideAccess: true })
    expect(brand.key).toBe('mdt')
    const [mail] = await outboxFor(stored!.id)
    expect(mail).toMatchObject({ to: brand.email, replyTo: VALID.email })
    // The same rules as the site's contact form: a bad address is refused and nothing stored.
    const refused = await callGateway('mdt/applyProcessLog/ippEnEmailSend', { method: 'POST', body: { startedAt: Date.now() - 10_000, ...VALID, subject: `${subject} x`, email: 'nope' }, headers: { 'x-forwarded-for': freshIp() } })
    expect(refused.status).toBe(400)
    expect(refused.json.msg).toContain('请输入正确的邮箱')
    expect(await messagesWith(`${subject} x`)).toHaveLength(0)
  })

  it('answers in English for English visitors', async () => {
    const { status, json } = await send({ ...VALID, email: 'nope' }, freshIp(), 'en')
    expect(status).toBe(400)
    expect(json.msg).toBe('Please enter a valid email address')
  })

  it('refuses a body over the size limit with 400 before storing anything', async () => {
    const { status } = await send({ ...VALID, content: 'x'.repeat(6000) })
    expect(status).toBe(400)
  })

  it('limits one address to 5 messages in 10 minutes (429), other addresses unaffected', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await send({ ...VALID, subject: `限流 ${i} ${ip}` }, ip)).status).toBe(200)
    const sixth = await send({ ...VALID, subject: `限流 6 ${ip}` }, ip)
    expect(sixth.status).toBe(429)
    expect(sixth.json.msg).toBe('留言过于频繁，请稍后再试')
    expect(await messagesWith(`限流 6 ${ip}`)).toHaveLength(0)
    expect((await send({ ...VALID, subject: `限流 other ${ip}` })).status).toBe(200)
  })
})

describe('mail outbox', () => {
  const sent: MailMessage[] = []
  const working: MailTransport = { name: 'test', send: async (m) => void sent.push(m) }
  const down: MailTransport = {
    name: 'down',
    send: async () => {
      throw new Error('connect ECONNREFUSED smtp')
    },
  }

  // Other tests of this database queue mail too (contact messages, manual trademark
  // requests); deliver that backlog to nowhere first (one run sends everything due), so
  // the counts below are about this test's row alone.
  beforeEach(async () => {
    const payload = await payloadClient()
    const farFuture = new Date(Date.now() + 365 * 86_400_000)
    await deliverDueMail(payload, { name: 'drain', send: async () => {} }, farFuture)
  })

  it('keeps the message when mail is down, retries with back-off and delivers once mail is back', async () => {
    const payload = await payloadClient()
    const subject = `邮件故障测试 ${Date.now()}`
    expect((await send({ ...VALID, subject })).status).toBe(200)
    const [stored] = await messagesWith(subject)
    const mailId = (await outboxFor(stored!.id))[0]!.id
    // The test database may hold other due rows: only this row's outcome matters.
    const row = () => payload.findByID({ collection: 'mail-outbox', id: mailId, overrideAccess: true, depth: 0 })

    const t0 = new Date(Date.now() + 1000)
    await deliverDueMail(payload, down, t0)
    const failed = await row()
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed.lastError).toContain('ECONNREFUSED')
    expect(new Date(failed.nextAttemptAt!).getTime()).toBe(t0.getTime() + nextAttemptDelayMs(1))

    // Not due yet: nothing is tried.
    await deliverDueMail(payload, working, new Date(t0.getTime() + 30_000))
    expect((await row()).status).toBe('pending')

    await deliverDueMail(payload, working, new Date(t0.getTime() + nextAttemptDelayMs(1)))
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 })
    expect(sent.some((m) => m.subject.includes(subject))).toBe(true)
    expect(await messagesWith(subject)).toHaveLength(1)
  })

  it(`gives up after ${MAX_ATTEMPTS} failed attempts and marks the row failed for staff`, async () => {
    const payload = await payloadClient()
    const subject = `邮件放弃测试 ${Date.now()}`
    expect((await send({ ...VALID, subject })).status).toBe(200)
    const [stored] = await messagesWith(subject)
    const mailId = (await outboxFor(stored!.id))[0]!.id
    let now = Date.now() + 1000
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverDueMail(payload, down, new Date(now))
      now += nextAttemptDelayMs(i + 1)
    }
    expect(await payload.findByID({ collection: 'mail-outbox', id: mailId, overrideAccess: true, depth: 0 })).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
  })
})
