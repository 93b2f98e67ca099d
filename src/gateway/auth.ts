import type { Merchant } from '@/payload-types'
import { LOGIN_COOKIE } from '@/lib/cookies'
import { merchantForToken } from '@/services/accounts/sessions'
import { payloadClient } from '@/services/payload'
import type { GatewayContext } from './context'
import { CODES, GatewayFailure } from './envelope'
import { gatewayMessage } from './messages'

/**
 * The logged-in merchant a call needs, or 401. Without a token the answer says
 * "please log in"; a token that no longer works also clears the login cookie, so the
 * browser stops sending it and the header's login flow starts, and says the session
 * expired.
 */
export async function requireMerchant(ctx: GatewayContext): Promise<Merchant> {
  if (!ctx.token) throw new GatewayFailure(401, CODES.UNAUTHORIZED, gatewayMessage('notLoggedIn', ctx.locale))
  const merchant = await merchantForToken(await payloadClient(), ctx.token)
  if (merchant) return merchant
  ctx.setCookies.push({ name: LOGIN_COOKIE, value: '', maxAge: 0, httpOnly: true })
  throw new GatewayFailure(401, CODES.UNAUTHORIZED, gatewayMessage('sessionExpired', ctx.locale))
}

/**
 * The logged-in merchant when the call carries a working session, else null: for calls a
 * visitor may make too (a contact message), which link the merchant when there is one.
 * Never a 401 and never a cookie change: a stale session simply counts as a visitor.
 */
export async function currentMerchant(ctx: GatewayContext): Promise<Merchant | null> {
  if (!ctx.token) return null
  return merchantForToken(await payloadClient(), ctx.token).catch(() => null)
}
