import { z } from 'zod'
import { LOGIN_COOKIE, SURVEY_COOKIE } from '@/lib/cookies'
import { listNewestAgreements } from '@/services/accounts/agreements'
import { newChallenge, requireProofOfWork } from '@/services/accounts/challenge'
import { checkSendLimits, issueCode } from '@/services/accounts/codes'
import { AccountError } from '@/services/accounts/errors'
import { loginMerchant, registerMerchant, userInfo } from '@/services/accounts/merchants'
import { getEnv } from '@/lib/env'
import { normalizePhone } from '@/lib/phone'
import { merchantForToken, revokeSession, SESSION_DAYS } from '@/services/accounts/sessions'
import { accountSmsProvider } from '@/services/accounts/sms'
import { getBrand } from '@/services/content/brand'
import { claimSurveyReports, rememberedReports } from '@/services/compliance/reports'
import { payloadClient } from '@/services/payload'
import { consume } from '@/services/rate-limit'
import { cookieValue, type GatewayContext } from '../context'
import { CODES, GatewayFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { route, type RouteTable } from '../router'

const phoneField = z.string().trim().max(20)
const codeField = z.string().trim().regex(/^\d{6}$/, 'expected 6 digits')

function phoneOrFail(raw: string, ctx: GatewayContext): string {
  const phone = normalizePhone(raw)
  if (!phone) throw new GatewayFailure(400, CODES.BAD_REQUEST, `${gatewayMessage('invalidPhone', ctx.locale)} (phone)`)
  return phone
}

const LIMITS = new Set(['cooldown', 'phoneDailyCap', 'ipDailyCap', 'globalDailyCap', 'prefixHourlyCap', 'ipNumbersCap'])
const CHALLENGE = new Set(['challengeRequired', 'challengeInvalid'])

/**
 * Maps a refused account operation to its status and message. Limits answer 429 with
 * retryAfter (seconds) and which limit it was; a missing or bad proof of work answers 400 with
 * `challengeRequired: true`, which tells the form to solve a challenge and ask again.
 */
function failure(error: unknown, ctx: GatewayContext): never {
  if (!(error instanceof AccountError)) throw error
  const limited = LIMITS.has(error.reason)
  const status = limited ? 429 : error.reason === 'deliveryFailed' ? 503 : error.reason === 'notLoggedIn' ? 401 : 400
  const code = limited ? CODES.TOO_MANY_REQUESTS : status === 503 ? CODES.UNAVAILABLE : status === 401 ? CODES.UNAUTHORIZED : CODES.BAD_REQUEST
  const data = CHALLENGE.has(error.reason) ? { challengeRequired: true, reason: error.reason } : error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds, reason: error.reason } : null
  throw new GatewayFailure(status, code, gatewayMessage(error.reason, ctx.locale, { seconds: error.retryAfterSeconds ?? 60 }), data)
}

/** Per-address calls per minute for `name`; 429 with retryAfter beyond `perMinute`. */
async function burstGuard(name: string, ctx: GatewayContext, perMinute: number): Promise<void> {
  const burst = await consume(name, ctx.ip, perMinute, 60)
  if (!burst.allowed) throw new GatewayFailure(429, CODES.TOO_MANY_REQUESTS, gatewayMessage('tooManyRequests', ctx.locale), { retryAfter: burst.retryAfter })
}

function setLoginCookie(ctx: GatewayContext, token: string) {
  ctx.setCookies.push({ name: LOGIN_COOKIE, value: token, maxAge: SESSION_DAYS * 86_400, httpOnly: true })
}

/** Reports this browser saved as a visitor become the merchant's (a conversion when signing up). */
async function claimVisitorReports(ctx: GatewayContext, merchantId: number | string, conversion: boolean) {
  const ids = rememberedReports(cookieValue(ctx.headers, SURVEY_COOKIE))
  if (!ids.length) return
  try {
    await claimSurveyReports(await payloadClient(), ids, merchantId, conversion)
    ctx.setCookies.push({ name: SURVEY_COOKIE, value: '', maxAge: 0, httpOnly: true })
  } catch (error) {
    // The account matters more than the link: keep the cookie so the next login tries again.
    console.error('[survey] could not claim reports', error instanceof Error ? error.message : error)
  }
}

/** Merchant sign-up, login, session and agreements (system/user, auth, sysAgreement). */
export const accountRoutes: RouteTable = {
  'system/user/challenge': route('GET', z.object({}), async (_q, ctx) => {
    // Creating one costs a hash and an HMAC; the limit only keeps it from being a free CPU sink.
    await burstGuard('altcha-challenge-ip', ctx, 30)
    return newChallenge()
  }),

  'system/user/sendcode': route(
    'POST',
    z.object({
      phone: phoneField,
      channel: z.union([z.literal(0), z.literal(1)]).default(0),
      altcha: z
        .string()
        .max(4096)
        .optional()
        .describe(
          'Proof of work: base64 of JSON {challenge, solution} for a challenge from GET system/user/challenge. Needed after the first code from an address within 24 hours; without it the call answers 400 with data.challengeRequired = true. Each solution is accepted once.',
        ),
    }),
    async (body, ctx) => {
      const phone = phoneOrFail(body.phone, ctx)
      // Any attempt costs database reads: a loose guard in front of everything.
      await burstGuard('sendcode-attempt-ip', ctx, 30)
      const payload = await payloadClient()
      const brand = await getBrand(ctx.brand.key, ctx.locale)
      const request = { phone, ip: ctx.ip, channel: body.channel, brandName: brand?.name ?? ctx.brand.key }
      try {
        // Limits first (they only read): whoever must wait is told so without solving a
        // puzzle for nothing. Then the proof of work, then the send, which checks the
        // limits again in its transaction. The same answers whether or not the number is
        // registered: no account discovery.
        await checkSendLimits(payload, request)
        await requireProofOfWork(payload, ctx.ip, body.altcha)
        // Sends cost money: at most SMS_MINUTE_CAP_PER_IP (10) a minute per address, counted
        // where a send is attempted, so the round trip that only asks for a proof of work is not.
        await burstGuard('sendcode-ip', ctx, getEnv().SMS_MINUTE_CAP_PER_IP)
        const result = await issueCode(payload, accountSmsProvider(), request)
        return { sent: true, ...result }
      } catch (error) {
        failure(error, ctx)
      }
    },
  ),

  'system/user/register': route(
    'POST',
    z.object({ phone: phoneField, code: codeField, agreementIds: z.array(z.union([z.number().int(), z.string().max(64)])).min(1).max(10) }),
    async (body, ctx) => {
      const phone = phoneOrFail(body.phone, ctx)
      const payload = await payloadClient()
      try {
        const { merchant, session, existing } = await registerMerchant(payload, { phone, code: body.code, agreementIds: body.agreementIds, brand: ctx.brand.key, locale: ctx.locale, channelNo: ctx.channelNo })
        setLoginCookie(ctx, session.token)
        // Only a new account is a sign-up conversion; a proven existing number was logged in.
        await claimVisitorReports(ctx, merchant.id, !existing)
        return userInfo(merchant)
      } catch (error) {
        failure(error, ctx)
      }
    },
  ),

  'auth/login': route('POST', z.object({ phone: phoneField, code: codeField }), async (body, ctx) => {
    const phone = phoneOrFail(body.phone, ctx)
    const payload = await payloadClient()
    try {
      const { merchant, session } = await loginMerchant(payload, phone, body.code)
      setLoginCookie(ctx, session.token)
      await claimVisitorReports(ctx, merchant.id, false)
      return userInfo(merchant)
    } catch (error) {
      failure(error, ctx)
    }
  }),

  'auth/logout': route('POST', undefined, async (_body, ctx) => {
    await revokeSession(await payloadClient(), ctx.token)
    ctx.setCookies.push({ name: LOGIN_COOKIE, value: '', maxAge: 0, httpOnly: true })
    return { message: gatewayMessage('loggedOut', ctx.locale) }
  }),

  'system/user/info': route('GET', z.object({ client: z.string().max(4).optional() }), async (_q, ctx) => {
    // No token at all is a visitor, not an error: an empty object (a non-empty object
    // means logged in). The login cookie is HttpOnly, so pages cannot tell first.
    if (!ctx.token) return {}
    const merchant = await merchantForToken(await payloadClient(), ctx.token)
    if (!merchant) {
      // A stale or revoked token is cleared so the browser stops sending it.
      if (ctx.token) ctx.setCookies.push({ name: LOGIN_COOKIE, value: '', maxAge: 0, httpOnly: true })
      failure(new AccountError('notLoggedIn'), ctx)
    }
    return userInfo(merchant)
  }),

  'business/sysAgreement/listNewestAgreement': route('POST', undefined, async (_body, ctx) => listNewestAgreements(ctx.locale)),
}
