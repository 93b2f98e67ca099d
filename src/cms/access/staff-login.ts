import crypto from 'node:crypto'
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clientIp } from '@/lib/client-ip'
import { consume, limiter } from '@/services/rate-limit'

/**
 * Limits on the CMS staff login (the `users` collection).
 *
 * Payload's own lockout counts wrong passwords per ACCOUNT and then locks it: anyone who
 * knows the administrator's email could lock them out again and again. It is switched off
 * (`maxLoginAttempts: 0` in Users.ts) and guesses are limited by where they come from:
 *
 * - per address: 10 failed logins per 15 minutes; after that the address is refused
 *   (HTTP 429) before any password is checked, whichever account it names;
 * - per account AND address: 20 failed logins per day for one email from one address, a
 *   slower limit for someone working on one account over a long time. It is keyed by the
 *   address as well, so a stranger's failures never count against the real administrator
 *   signing in from their own address: the account is slowed for the attacker, never
 *   locked for its owner. (A limit on the email alone would be exactly the lockout above.)
 *
 * What remains: an attacker with many addresses gets 10 guesses per address per 15
 * minutes; staff passwords must be strong enough for that.
 *
 * Every attempt takes its points before the password is checked, so parallel guesses
 * cannot slip past the limit; a successful login gives them back (afterLogin), so only
 * failures count. With REDIS_URL the counters are shared by all instances.
 */
export const LOGIN_LIMITS = {
  address: { name: 'staff-login-address', points: 10, seconds: 15 * 60 },
  account: { name: 'staff-login-account', points: 20, seconds: 24 * 60 * 60 },
} as const

/** Password-reset mails per address: enough for a forgetful editor, too few to spam with. */
export const FORGOT_PASSWORD_LIMIT = { name: 'staff-forgot-password', points: 5, seconds: 15 * 60 } as const

const TOO_MANY = {
  zh: (minutes: number) => `登录尝试次数过多，请 ${minutes} 分钟后再试。`,
  en: (minutes: number) => `Too many login attempts. Please try again in ${minutes} minutes.`,
}
const TOO_MANY_RESETS = {
  zh: (minutes: number) => `重置密码请求过多，请 ${minutes} 分钟后再试。`,
  en: (minutes: number) => `Too many password reset requests. Please try again in ${minutes} minutes.`,
}

function tooMany(req: PayloadRequest, texts: typeof TOO_MANY, retryAfterSeconds: number): APIError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const text = req.i18n?.language === 'en' ? texts.en(minutes) : texts.zh(minutes)
  return new APIError(text, 429, { retryAfter: retryAfterSeconds }, true)
}

function emailOf(data: unknown): string {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

const accountKey = (email: string, address: string) => `${email}|${address}`

/**
 * Payload checks a password only for an email it knows, so an unknown email used to be
 * answered at once and a known one after hashing: the delay told which emails are staff
 * accounts. For an unknown email we spend the same hashing work (Payload 3's PBKDF2-SHA256,
 * 600 000 iterations, 32 bytes) before Payload answers with its usual "email or password
 * incorrect". Both answers also share status and message. Accounts still holding an older,
 * cheaper hash answer a little faster until their next login rehashes them.
 */
async function spendHashingTime(password: unknown): Promise<void> {
  const text = typeof password === 'string' ? password : ''
  await new Promise<void>((resolve) => crypto.pbkdf2(text, crypto.randomBytes(32).toString('hex'), 600_000, 32, 'sha256', () => resolve()))
}

async function knownEmail(req: PayloadRequest, email: string): Promise<boolean> {
  if (!email) return false
  const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
  return Boolean(user)
}

export const limitStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') {
    const check = await consume(FORGOT_PASSWORD_LIMIT.name, clientIp(req.headers), FORGOT_PASSWORD_LIMIT.points, FORGOT_PASSWORD_LIMIT.seconds)
    if (!check.allowed) throw tooMany(req, TOO_MANY_RESETS, check.retryAfter)
    return args
  }
  if (operation !== 'login') return args
  const address = clientIp(req.headers)
  const email = emailOf(args.data)
  const { address: perAddress, account } = LOGIN_LIMITS
  const byAddress = await consume(perAddress.name, address, perAddress.points, perAddress.seconds)
  if (!byAddress.allowed) throw tooMany(req, TOO_MANY, byAddress.retryAfter)
  if (email) {
    const byAccount = await consume(account.name, accountKey(email, address), account.points, account.seconds)
    if (!byAccount.allowed) throw tooMany(req, TOO_MANY, byAccount.retryAfter)
  }
  if (!(await knownEmail(req, email))) await spendHashingTime(args.data?.password)
  return args
}

/** A successful login was not a failure: give back the points its attempt took. */
export const forgiveStaffLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = clientIp(req.headers)
  const email = typeof user?.email === 'string' ? user.email.toLowerCase().trim() : ''
  const { address: perAddress, account } = LOGIN_LIMITS
  await (await limiter(perAddress.name, perAddress.points, perAddress.seconds)).reward(address, 1)
  if (email) await (await limiter(account.name, account.points, account.seconds)).reward(accountKey(email, address), 1)
  return user
}
