import { describe, expect, it } from 'vitest'
import { newSubmissionKey } from '@/services/contact/rules'
import { contactMessagesWith, outboxForContact, sendContact } from './helpers'

let ipCounter = 0
/** Own addresses (another range than contact.test.ts), so the per-address limit never leaks between tests. */
const freshIp = () => `10.21.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const VALID = {
  name: '王小明',
  email: 'xiaoming@example.com',
  phone: '+86 138 0000 0000',
  companyName: '深圳小明电子有限公司',
  subject: '德国包装法注册咨询',
  content: '我们在亚马逊德国站销售蓝牙耳机，想咨询包装法和WEEE注册的流程与费用。',
}

const send = sendContact

const messagesWith = contactMessagesWith
const outboxFor = outboxForContact

describe('contact messages sent again with their submission key', () => {
  it('stores one message and queues one mail; the repeat answers exactly as the first send did', async () => {
    const subject = `重复提交 ${Math.random()}`
    const submissionKey = newSubmissionKey()
    const ip = freshIp()
    const first = await send({ ...VALID, subject, submissionKey }, ip)
    const second = await send({ ...VALID, subject, submissionKey }, ip)
    expect(first.status).toBe(200)
    expect(first.json.code).toBe(0)
    expect(second.status).toBe(200)
    expect(second.json).toEqual(first.json)
    const stored = await messagesWith(subject)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ submissionKey })
    expect(first.json.data.id).toBe(stored[0]!.id)
    expect(await outboxFor(stored[0]!.id)).toHaveLength(1)
  })

  it('answers the repeat of an accepted message even when the address has used up its limit, without counting it', async () => {
    const ip = freshIp()
    const subject = `限流重发 ${ip}`
    const submissionKey = newSubmissionKey()
    const first = await send({ ...VALID, subject, submissionKey }, ip)
    expect(first.status).toBe(200)
    // Four more messages: the address's five in ten minutes are spent.
    for (let i = 1; i < 5; i++) expect((await send({ ...VALID, subject: `限流重发 ${i} ${ip}` }, ip)).status).toBe(200)
    expect((await send({ ...VALID, subject: `限流重发 6 ${ip}` }, ip)).status).toBe(429)
    const again = await send({ ...VALID, subject, submissionKey }, ip)
    expect(again.status).toBe(200)
    expect(again.json).toEqual(first.json)
    expect(await messagesWith(subject)).toHaveLength(1)
    // A new message from the address is still refused: the repeat freed nothing and used nothing.
    const fresh = await send({ ...VALID, subject: `限流重发 7 ${ip}`, submissionKey: newSubmissionKey() }, ip)
    expect(fresh.status).toBe(429)
    expect(await messagesWith(`限流重发 7 ${ip}`)).toHaveLength(0)
  })

  it.each([
    ['too short', 'abc123'],
    ['with a character outside the alphabet', `${newSubmissionKey().slice(0, 23)}-`],
    ['empty', ''],
  ])('refuses a key that is %s with 400 naming it, and stores nothing', async (_name, submissionKey) => {
    const subject = `编号格式 ${Math.random()}`
    const { status, json } = await send({ ...VALID, subject, submissionKey }, freshIp())
    expect(status).toBe(400)
    expect(json.msg).toBe('提交编号格式不正确：应为24位英文字母或数字')
    expect(json.data.fields).toEqual([{ field: 'submissionKey', problem: 'submissionKey' }])
    expect(await messagesWith(subject)).toHaveLength(0)
  })

  it('names a malformed key in English for English visitors, together with any other bad field', async () => {
    const { status, json } = await send({ ...VALID, email: 'nope', submissionKey: 'short' }, freshIp(), 'en')
    expect(status).toBe(400)
    expect(json.msg).toBe('Please enter a valid email address; The submission key is not valid: it must be 24 letters or digits')
    expect(json.data.fields).toEqual([
      { field: 'email', problem: 'email' },
      { field: 'submissionKey', problem: 'submissionKey' },
    ])
  })

  it('still names a bad field first when the key is one already stored', async () => {
    const subject = `字段优先重发 ${Math.random()}`
    const submissionKey = newSubmissionKey()
    const ip = freshIp()
    expect((await send({ ...VALID, subject, submissionKey }, ip)).status).toBe(200)
    const { status, json } = await send({ ...VALID, subject, submissionKey, email: 'not-an-email' }, ip)
    expect(status).toBe(400)
    expect(json.data.fields).toEqual([{ field: 'email', problem: 'email' }])
  })

  it('stores two messages under two keys, each with its own mail', async () => {
    const subject = `两个编号 ${Math.random()}`
    const ip = freshIp()
    const a = await send({ ...VALID, subject, submissionKey: newSubmissionKey() }, ip)
    const b = await send({ ...VALID, subject, submissionKey: newSubmissionKey() }, ip)
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.json.data.id).not.toBe(b.json.data.id)
    const stored = await messagesWith(subject)
    expect(stored).toHaveLength(2)
    for (const message of stored) expect(await outboxFor(message.id)).toHaveLength(1)
  })

  it('stores exactly one message when two sends with one key race, and both answer with it', async () => {
    const subject = `并发重发 ${Math.random()}`
    const submissionKey = newSubmissionKey()
    const ip = freshIp()
    const [a, b] = await Promise.all([send({ ...VALID, subject, submissionKey }, ip), send({ ...VALID, subject, submissionKey }, ip)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.json).toEqual(a.json)
    const stored = await messagesWith(subject)
    expect(stored).toHaveLength(1)
    expect(a.json.data.id).toBe(stored[0]!.id)
    expect(await outboxFor(stored[0]!.id)).toHaveLength(1)
  })
})
