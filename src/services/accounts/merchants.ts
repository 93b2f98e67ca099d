import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { BrandKey, Locale } from '@/brands/registry'
import type { Merchant } from '@/payload-types'
import { listNewestAgreements } from './agreements'
import { consumeCode } from './codes'
import { AccountError } from './errors'
import { maskPhone } from '@/lib/phone'
import { createSession } from './sessions'

/** The user info (system/user/info) the header and workbench read (mercNo, buryingPoint ...). */
export interface UserInfo {
  mercNo: string
  phone: string
  brand: string
  registerTime: string
  buryingPoint: { mercNo: string; registerChannel: string | null; registerBrand: string }
}

export function userInfo(merchant: Merchant): UserInfo {
  return {
    mercNo: merchant.mercNo,
    phone: maskPhone(merchant.phone),
    brand: merchant.brand,
    registerTime: merchant.createdAt,
    buryingPoint: { mercNo: merchant.mercNo, registerChannel: merchant.channelNo ?? null, registerBrand: merchant.brand },
  }
}

/** M + China date (yyMMdd) + 6 random digits; unique by construction and by a retry. */
async function newMercNo(payload: Payload, now: Date): Promise<string> {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '')
  for (;;) {
    const candidate = `M${day}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`
    const { totalDocs } = await payload.count({ collection: 'merchants', where: { mercNo: { equals: candidate } }, overrideAccess: true })
    if (!totalDocs) return candidate
  }
}

async function findByPhone(payload: Payload, phone: string): Promise<Merchant | undefined> {
  const { docs } = await payload.find({ collection: 'merchants', where: { phone: { equals: phone } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

export interface RegisterInput {
  phone: string
  code: string
  agreementIds: (number | string)[]
  brand: BrandKey
  locale: Locale
  channelNo: string | null
}

/**
 * Sign-up: the code proves the phone, the newest agreements must all be accepted.
 *
 * Whether the number has an account is looked at only after its code is proven, so a
 * wrong or missing code answers the same for every number (no account discovery). A
 * proven number that already has an account is logged in, as the login page would do:
 * the visitor has shown they hold the phone, and asking for a second code would only
 * make them wait out the cooldown. `existing` tells the caller which of the two it was.
 */
export async function registerMerchant(payload: Payload, input: RegisterInput, now = new Date()) {
  const newest = await listNewestAgreements(input.locale, now)
  const accepted = new Set(input.agreementIds.map(String))
  if (!newest.length || newest.some((a) => !accepted.has(String(a.id)))) throw new AccountError('agreementRequired')
  await consumeCode(payload, input.phone, input.code, now)
  const agreements = newest.map((a) => a.id as number)
  const existing = await findByPhone(payload, input.phone)
  if (existing) {
    const merchant = await payload.update({ collection: 'merchants', id: existing.id, data: { agreements, lastLoginAt: now.toISOString() }, overrideAccess: true, depth: 0 })
    const session = await createSession(payload, merchant.id, now)
    return { merchant, session, existing: true }
  }
  const merchant = await payload.create({
    collection: 'merchants',
    data: {
      mercNo: await newMercNo(payload, now),
      phone: input.phone,
      brand: input.brand,
      channelNo: input.channelNo ?? undefined,
      agreements,
      lastLoginAt: now.toISOString(),
    },
    overrideAccess: true,
  })
  const session = await createSession(payload, merchant.id, now)
  return { merchant, session, existing: false }
}

/** Login: the code first, so an unknown number's wrong code answers like a known one's. */
export async function loginMerchant(payload: Payload, phone: string, code: string, now = new Date()) {
  await consumeCode(payload, phone, code, now)
  const merchant = await findByPhone(payload, phone)
  if (!merchant) throw new AccountError('notRegistered')
  await payload.update({ collection: 'merchants', id: merchant.id, data: { lastLoginAt: now.toISOString() }, overrideAccess: true })
  const session = await createSession(payload, merchant.id, now)
  return { merchant, session }
}
