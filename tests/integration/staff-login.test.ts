import { getPayload, type Payload } from 'payload'
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS } from '@/cms/access/staff-login'
import { demoLogins } from '@/cms/seed/logins'
import { consume } from '@/services/rate-limit'

/**
 * The CMS staff login: no account lockout a stranger can trigger, limits per address
 * instead, and answers that do not tell which emails are staff accounts. Logins go
 * through Payload's login operation (local API with request headers, and the REST
 * handler the admin uses), so the collection's hooks run as in production.
 */

let payload: Payload
const admin = demoLogins().admin
// Each test uses its own documentation addresses (RFC 5737), so the counters never meet.
let next = 0
const freshAddress = () => `198.51.100.${++next}`

type Outcome = { status: number; message: string }

async function login(email: string, password: string, address: string): Promise<Outcome> {
  try {
    await payload.login({ collection: 'users', data: { email, password }, req: { headers: new Headers({ 'x-forwarded-for': address }) } })
    return { status: 200, message: 'ok' }
  } catch (error) {
    const { status, message } = error as { status?: number; message: string }
    return { status: status ?? 500, message }
  }
}

const post = REST_POST(config)
async function rest(path: string, body: unknown, address: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = new Request(`http://localhost/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  const response = await post(request, { params: Promise.resolve({ slug: ['users', path] }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('staff login limits', () => {
  it('20 wrong passwords for the admin from one address do not lock the account; the 11th failure is 429', async () => {
    const attacker = freshAddress()
    const outcomes: Outcome[] = []
    for (let i = 0; i < 20; i++) outcomes.push(await login(admin.email, `wrong-${i}`, attacker))
    expect(outcomes.slice(0, 10).map((o) => o.status)).toEqual(Array(10).fill(401))
    expect(outcomes.slice(10).map((o) => o.status)).toEqual(Array(10).fill(429))
    expect(outcomes[10]!.message).toMatch(/分钟|minutes/)
    // Even the right password is refused from that address until the window passes ...
    expect((await login(admin.email, admin.password, attacker)).status).toBe(429)
    // ... while the administrator signs in from their own address at once.
    expect((await login(admin.email, admin.password, freshAddress())).status).toBe(200)
  })

  it('counts failures only: a successful login gives its attempt back', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i++) expect((await login(admin.email, `wrong-${i}`, address)).status).toBe(401)
    expect((await login(admin.email, admin.password, address)).status).toBe(200)
    for (let i = 5; i < 10; i++) expect((await login(admin.email, `wrong-${i}`, address)).status).toBe(401)
    expect((await login(admin.email, 'wrong-10', address)).status).toBe(429)
  })

  it('limits one account from one address over a day, without blocking that account elsewhere', async () => {
    const address = freshAddress()
    const { account } = LOGIN_LIMITS
    // As if this address had already failed 20 times on the admin account today (across
    // several address windows).
    for (let i = 0; i < account.points; i++) await consume(account.name, `${admin.email}|${address}`, account.points, account.seconds)
    expect((await login(admin.email, admin.password, address)).status).toBe(429)
    expect((await login('editor.mdt@example.com', 'wrong', address)).status).toBe(401)
    expect((await login(admin.email, admin.password, freshAddress())).status).toBe(200)
  })
})

describe('answers that do not reveal staff emails', () => {
  it('answers an unknown email exactly like a wrong password (local API and REST)', async () => {
    const wrongPassword = await login(admin.email, 'not-the-password', freshAddress())
    const unknownEmail = await login('nobody-here@example.com', 'not-the-password', freshAddress())
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail).toEqual(wrongPassword)

    const restWrong = await rest('login', { email: admin.email, password: 'not-the-password' }, freshAddress())
    const restUnknown = await rest('login', { email: 'nobody-here@example.com', password: 'not-the-password' }, freshAddress())
    expect(restWrong.status).toBe(401)
    expect(restUnknown).toEqual(restWrong)
  })

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now()
      await login(email, 'not-the-password', freshAddress())
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await time(admin.email))
      unknown.push(await time(`nobody-${i}@example.com`))
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!
    // Without the stand-in hash an unknown email answered in about a millisecond, a known
    // one after a full password hash (hundreds); the bound is loose for a busy machine.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3)
  })

  it('answers forgot-password alike for known and unknown emails', async () => {
    const known = await rest('forgot-password', { email: 'editor.mdt@example.com' }, freshAddress())
    const unknown = await rest('forgot-password', { email: 'nobody-here@example.com' }, freshAddress())
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
  })

  it('limits password-reset requests per address', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await rest('forgot-password', { email: `nobody-${i}@example.com` }, address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
