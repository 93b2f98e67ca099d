import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Merchant } from '@/payload-types'

/** Sessions last 30 days; the cookie holds a random token and the database its hash. */
export const SESSION_DAYS = 30

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export async function createSession(payload: Payload, merchantId: number | string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  await payload.create({
    collection: 'merchant-sessions',
    data: { tokenHash: hashToken(token), merchant: merchantId as number, expiresAt: expiresAt.toISOString() },
    overrideAccess: true,
  })
  return { token, expiresAt }
}

/** The merchant a token belongs to, if the session is live. */
export async function merchantForToken(payload: Payload, token: string | null, now = new Date()): Promise<Merchant | null> {
  if (!token) return null
  const { docs } = await payload.find({
    collection: 'merchant-sessions',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { revokedAt: { exists: false } }, { expiresAt: { greater_than: now.toISOString() } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const merchant = docs[0]?.merchant
  return merchant && typeof merchant === 'object' ? merchant : null
}

export async function revokeSession(payload: Payload, token: string | null, now = new Date()): Promise<void> {
  if (!token) return
  await payload.update({
    collection: 'merchant-sessions',
    where: { tokenHash: { equals: hashToken(token) } },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
  })
}
