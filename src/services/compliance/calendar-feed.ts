import crypto from 'node:crypto'

/**
 * The address of a merchant's private calendar feed. Calendar apps fetch it without a
 * cookie, so the address itself is the permission: `<mercNo>-<token>`, where the token is an
 * HMAC of the merchant's number and calendar version under the server secret. Nothing is
 * stored but the version; raising it (the account's "reset address") retires every older
 * address at once. 128 bits of the HMAC are kept, enough that guessing is hopeless.
 */

const TOKEN_BYTES = 16
const FEED_NAME = /^([A-Za-z0-9]{1,40})-([A-Za-z0-9_-]{22})\.ics$/

export function feedToken(secret: string, mercNo: string, version: number): string {
  return crypto.createHmac('sha256', secret).update(`compliance-calendar:${mercNo}:${version}`).digest().subarray(0, TOKEN_BYTES).toString('base64url')
}

/** The feed's file name, the last segment of its address. */
export function feedFileName(secret: string, mercNo: string, version: number): string {
  return `${mercNo}-${feedToken(secret, mercNo, version)}.ics`
}

/** The merchant number and token a feed file name carries, or null when it is not one. */
export function parseFeedFileName(name: string): { mercNo: string; token: string } | null {
  const match = FEED_NAME.exec(name)
  return match ? { mercNo: match[1]!, token: match[2]! } : null
}

/** True when `token` is the current token of the merchant (compared in constant time). */
export function feedTokenMatches(secret: string, mercNo: string, version: number, token: string): boolean {
  const expected = Buffer.from(feedToken(secret, mercNo, version))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
