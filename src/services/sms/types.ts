/**
 * Verification-code delivery (SMS or voice call) through one outside provider.
 * Implementations: dev.ts (console + outbox callback), tencent.ts, aliyun.ts; pick one with
 * smsProviderFromEnv (index.ts).
 */
import { maskPhone } from '@/lib/phone'

/** How a code is delivered: 0 = SMS, 1 = voice call. */
export type NotificationChannel = 0 | 1

export const CHANNEL_SMS = 0 as const
export const CHANNEL_VOICE = 1 as const

export interface CodeMessage {
  /** 11-digit mainland China mobile number without country code, e.g. 13800138000. */
  phone: string
  /** 6 digits. */
  code: string
  channel: NotificationChannel
  /** How long the code stays valid; some templates show it. */
  ttlMinutes: number
  /** Brand the code is for (the provider's sign name comes from its own configuration). */
  brandName: string
}

export interface SendResult {
  /** The provider's id for this send (serial number / biz id / call id), when it returns one. */
  providerMessageId: string | null
}

export interface SmsProvider {
  readonly name: string
  sendCode(message: CodeMessage): Promise<SendResult>
}

export interface SmsProviderErrorOptions {
  /** The provider's own error code (e.g. LimitExceeded.PhoneNumberDailyLimit, isv.BUSINESS_LIMIT_CONTROL). */
  code?: string
  cause?: unknown
}

/**
 * A send that did not go through. `retryable` says whether trying again later (the same
 * request, unchanged) may succeed: network failures, timeouts and the provider's own
 * transient errors. Configuration, rate-limit and recipient errors are not retryable.
 * Messages never contain secrets or full phone numbers.
 */
export class SmsProviderError extends Error {
  readonly code: string | undefined

  constructor(
    message: string,
    public readonly provider: string,
    public readonly retryable: boolean,
    options: SmsProviderErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'SmsProviderError'
    this.code = options.code
  }
}

/** The part of fetch the providers use; tests inject a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>


export function channelName(channel: NotificationChannel): 'sms' | 'voice' {
  return channel === 1 ? 'voice' : 'sms'
}

const MAINLAND_MOBILE = /^1\d{10}$/
const SIX_DIGITS = /^\d{6}$/

/** Refuse malformed messages before they reach a (paid) provider. Not retryable. */
export function assertValidMessage(message: CodeMessage, provider: string): void {
  if (!MAINLAND_MOBILE.test(message.phone)) {
    throw new SmsProviderError(`${provider}: phone must be an 11-digit mainland mobile number (got ${maskPhone(message.phone)})`, provider, false, { code: 'InvalidPhone' })
  }
  if (!SIX_DIGITS.test(message.code)) {
    throw new SmsProviderError(`${provider}: code must be 6 digits`, provider, false, { code: 'InvalidCode' })
  }
  if (message.channel !== 0 && message.channel !== 1) {
    throw new SmsProviderError(`${provider}: unknown channel ${String(message.channel)}`, provider, false, { code: 'InvalidChannel' })
  }
  if (!Number.isFinite(message.ttlMinutes) || message.ttlMinutes <= 0) {
    throw new SmsProviderError(`${provider}: ttlMinutes must be a positive number`, provider, false, { code: 'InvalidTtl' })
  }
}
