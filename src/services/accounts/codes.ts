import 'server-only'
import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { envFrom, type EnvSource } from '@/lib/env'
import { payloadSecret } from '@/lib/secrets'
import type { NotificationChannel, SmsProvider } from '../sms/types'
import { withTransaction } from '../transaction'
import { AccountError } from './errors'

/** 6 digits, 10 minutes, single use, 5 wrong tries, 60 s between sends. */
export const CODE_TTL_MINUTES = 10
export const MAX_WRONG_TRIES = 5
export const COOLDOWN_SECONDS = 60

/** The daily and hourly code limits (lib/env.ts); a test may pass its own variables. */
export function dailyCaps(source?: EnvSource) {
  const env = envFrom(source)
  const perIp = env.SMS_DAILY_CAP_PER_IP
  return {
    perPhone: env.SMS_DAILY_CAP_PER_PHONE,
    perIp,
    global: env.SMS_DAILY_CAP_GLOBAL,
    // A pumper rotates through numbers; a person asks for their own number again. Half
    // the per-address cap by default, so an operator who raises that cap for a large
    // shared network (an office, a campus) raises this one with it.
    numbersPerIp: env.SMS_DAILY_NUMBERS_PER_IP ?? Math.max(1, Math.floor(perIp / 2)),
    // Premium-rate ranges sit together: 86 + the first 7 digits (operator and area block,
    // ten thousand numbers) is where pumping concentrates.
    perPrefixHour: env.SMS_HOURLY_CAP_PER_PREFIX,
  }
}

/** The number block a code counts against for the per-prefix limit. */
export function phonePrefix(phone: string): string {
  return phone.slice(0, 7)
}

export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** Keyed hash: a leaked table does not reveal codes, and one phone's hash is useless for another. */
export function hashCode(phone: string, code: string): string {
  return crypto.createHmac('sha256', payloadSecret()).update(`${phone}:${code}`).digest('hex')
}

/** Midnight in China (UTC+8) before `now`: the daily caps reset there. */
export function startOfChinaDay(now: Date): Date {
  const shifted = new Date(now.getTime() + 8 * 3600_000)
  shifted.setUTCHours(0, 0, 0, 0)
  return new Date(shifted.getTime() - 8 * 3600_000)
}

export interface IssueRequest {
  phone: string
  ip: string
  channel: NotificationChannel
  brandName: string
}

/** Seconds until the next China midnight, when the daily caps reset. */
function secondsToNextChinaDay(now: Date): number {
  return Math.max(1, Math.ceil((startOfChinaDay(now).getTime() + 86_400_000 - now.getTime()) / 1000))
}

/**
 * Throws the first limit a new code for `request` would break. It only reads, so the
 * gateway can ask before it demands a proof of work (a visitor who must wait anyway is
 * told so without solving a puzzle first); issueCode asks again inside its transaction.
 */
export async function checkSendLimits(payload: Payload, request: IssueRequest, now = new Date(), req?: Partial<PayloadRequest>): Promise<void> {
  const caps = dailyCaps()
  const latest = await payload.find({ collection: 'verification-codes', where: { phone: { equals: request.phone } }, sort: '-createdAt', limit: 1, depth: 0, req })
  const last = latest.docs[0]
  if (last) {
    const elapsed = (now.getTime() - new Date(last.createdAt).getTime()) / 1000
    if (elapsed < COOLDOWN_SECONDS) throw new AccountError('cooldown', Math.ceil(COOLDOWN_SECONDS - elapsed))
  }
  const since = startOfChinaDay(now).toISOString()
  const tomorrow = secondsToNextChinaDay(now)
  const count = async (field: 'phone' | 'ip' | null) =>
    (
      await payload.count({
        collection: 'verification-codes',
        where: { and: [{ createdAt: { greater_than_equal: since } }, ...(field ? [{ [field]: { equals: request[field] } }] : [])] },
        req,
      })
    ).totalDocs
  if ((await count('phone')) >= caps.perPhone) throw new AccountError('phoneDailyCap', tomorrow)
  if ((await count('ip')) >= caps.perIp) throw new AccountError('ipDailyCap', tomorrow)
  if ((await count(null)) >= caps.global) throw new AccountError('globalDailyCap', tomorrow)

  // Distinct numbers this address asked for today; asking again for one of them is fine.
  const fromIp = await payload.find({ collection: 'verification-codes', where: { and: [{ createdAt: { greater_than_equal: since } }, { ip: { equals: request.ip } }] }, select: { phone: true }, pagination: false, depth: 0, req })
  const numbers = new Set(fromIp.docs.map((d) => d.phone))
  if (!numbers.has(request.phone) && numbers.size >= caps.numbersPerIp) throw new AccountError('ipNumbersCap', tomorrow)

  // The database can only match "contains"; keep the rows that really start with the block.
  const prefix = phonePrefix(request.phone)
  const hourAgo = new Date(now.getTime() - 3600_000)
  const block = await payload.find({ collection: 'verification-codes', where: { and: [{ createdAt: { greater_than: hourAgo.toISOString() } }, { phone: { contains: prefix } }] }, select: { phone: true, createdAt: true }, sort: 'createdAt', pagination: false, depth: 0, req })
  const inBlock = block.docs.filter((d) => d.phone.startsWith(prefix))
  if (inBlock.length >= caps.perPrefixHour) {
    // Free again when the oldest code of the last hour turns an hour old.
    const oldest = new Date(inBlock[inBlock.length - caps.perPrefixHour]!.createdAt).getTime()
    throw new AccountError('prefixHourlyCap', Math.max(1, Math.ceil((oldest + 3600_000 - now.getTime()) / 1000)))
  }
}

/**
 * Creates and sends a code. Limits are checked against the stored codes, so they hold
 * across instances and restarts. Earlier unused codes of the phone stop working.
 */
export async function issueCode(payload: Payload, provider: SmsProvider, request: IssueRequest, now = new Date()): Promise<{ ttlMinutes: number; cooldownSeconds: number }> {
  const code = generateCode()
  const record = await withTransaction(payload, async (req) => {
    await checkSendLimits(payload, request, now, req)
    await payload.update({
      collection: 'verification-codes',
      where: { and: [{ phone: { equals: request.phone } }, { consumedAt: { exists: false } }] },
      data: { consumedAt: now.toISOString() },
      req,
      overrideAccess: true,
    })
    return payload.create({
      collection: 'verification-codes',
      data: {
        phone: request.phone,
        ip: request.ip,
        channel: request.channel,
        codeHash: hashCode(request.phone, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString(),
        attempts: 0,
      },
      req,
      overrideAccess: true,
    })
  })
  try {
    await provider.sendCode({ phone: request.phone, code, channel: request.channel, ttlMinutes: CODE_TTL_MINUTES, brandName: request.brandName })
  } catch (error) {
    console.error(`[sms] ${provider.name} could not deliver a code`, error instanceof Error ? error.message : error)
    await payload.update({ collection: 'verification-codes', id: record.id, data: { delivery: 'failed', consumedAt: now.toISOString() }, overrideAccess: true })
    throw new AccountError('deliveryFailed')
  }
  return { ttlMinutes: CODE_TTL_MINUTES, cooldownSeconds: COOLDOWN_SECONDS }
}

/** Checks a code: single use, expires, and dies after MAX_WRONG_TRIES wrong guesses. */
export async function consumeCode(payload: Payload, phone: string, code: string, now = new Date()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'verification-codes',
    where: { and: [{ phone: { equals: phone } }, { consumedAt: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const record = docs[0]
  if (!record) throw new AccountError('codeInvalid')
  if (new Date(record.expiresAt).getTime() <= now.getTime()) throw new AccountError('codeExpired')
  if ((record.attempts ?? 0) >= MAX_WRONG_TRIES) throw new AccountError('codeExhausted')
  const expected = Buffer.from(record.codeHash, 'hex')
  const given = Buffer.from(hashCode(phone, code), 'hex')
  if (!/^\d{6}$/.test(code) || !crypto.timingSafeEqual(expected, given)) {
    const attempts = (record.attempts ?? 0) + 1
    await payload.update({ collection: 'verification-codes', id: record.id, data: { attempts }, overrideAccess: true })
    throw new AccountError(attempts >= MAX_WRONG_TRIES ? 'codeExhausted' : 'codeInvalid')
  }
  await payload.update({ collection: 'verification-codes', id: record.id, data: { consumedAt: now.toISOString() }, overrideAccess: true })
}
