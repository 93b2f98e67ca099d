import 'server-only'
import { createHmac, randomUUID } from 'node:crypto'
import { isRecord, requestJson, safeProviderText, stringOrNull, REQUEST_TIMEOUT_MS } from './http'
import { assertValidMessage, SmsProviderError, type CodeMessage, type FetchLike, type SendResult, type SmsProvider } from './types'

/**
 * Alibaba Cloud, RPC-style API with signature v1 (HMAC-SHA1), sent as GET:
 * - SMS: dysmsapi.aliyuncs.com, SendSms 2017-05-25, template variable ${code}.
 * - Voice: dyvmsapi.aliyuncs.com, SingleCallByTts 2017-05-25, TTS template variable ${code}.
 */
export interface AliyunSmsConfig {
  accessKeyId: string
  accessKeySecret: string
  /** Approved SMS signature (SignName). */
  signName: string
  /** Approved SMS template (TemplateCode, e.g. SMS_123456789) with the variable ${code}. */
  templateCode: string
  /** Approved TTS template (TtsCode, e.g. TTS_123456789) with ${code}; without it voice requests are refused. */
  ttsCode?: string
  /** CalledShowNumber for dedicated-mode calls; omit for the public number pool. */
  voiceShowNumber?: string
  /** RegionId sent with each request; cn-hangzhou by default. */
  regionId?: string
}

export interface AliyunSmsDeps {
  fetch?: FetchLike
  /** Clock for Timestamp. */
  now?: () => Date
  /** SignatureNonce generator (a fresh UUID per request by default). */
  nonce?: () => string
  timeoutMs?: number
}

export const ALIYUN_DEFAULT_REGION = 'cn-hangzhou'

/**
 * Percent-encoding of Alibaba's signature spec (RFC 3986): everything except A-Z a-z 0-9 - _ . ~
 * is %XX-encoded from its UTF-8 bytes, space as %20. encodeURIComponent leaves ! ' ( ) * alone,
 * so those are encoded afterwards.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** 2017-07-12T02:42:19Z: ISO 8601 in UTC, without milliseconds. */
export function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Sorted, encoded query string (the canonicalized query) of the parameters. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key])}`)
    .join('&')
}

/** Base64(HMAC-SHA1(secret + '&', 'GET&%2F&' + encode(canonicalQuery))). */
export function aliyunSignature(canonicalQuery: string, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonicalQuery)}`
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64')
}

/** Alibaba's transient failures; everything else (limits, templates, signatures, numbers) is not retried. */
export function isRetryableAliyunCode(code: string): boolean {
  return code === 'isp.SYSTEM_ERROR' || code === 'ServiceUnavailable'
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun'
  private readonly fetchImpl: FetchLike
  private readonly now: () => Date
  private readonly nonce: () => string
  private readonly timeoutMs: number

  constructor(private readonly config: AliyunSmsConfig, deps: AliyunSmsDeps = {}) {
    this.fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init))
    this.now = deps.now ?? (() => new Date())
    this.nonce = deps.nonce ?? (() => randomUUID())
    this.timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS
  }

  async sendCode(message: CodeMessage): Promise<SendResult> {
    assertValidMessage(message, this.name)
    if (message.channel === 1) {
      if (!this.config.ttsCode) {
        throw new SmsProviderError('aliyun: voice channel not configured', this.name, false, { code: 'VoiceNotConfigured' })
      }
      const params: Record<string, string> = {
        CalledNumber: message.phone,
        TtsCode: this.config.ttsCode,
        TtsParam: JSON.stringify({ code: message.code }),
      }
      if (this.config.voiceShowNumber) params.CalledShowNumber = this.config.voiceShowNumber
      const reply = await this.call('dyvmsapi.aliyuncs.com', 'SingleCallByTts', params)
      return { providerMessageId: stringOrNull(reply.CallId) }
    }
    const reply = await this.call('dysmsapi.aliyuncs.com', 'SendSms', {
      PhoneNumbers: message.phone,
      SignName: this.config.signName,
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
    })
    return { providerMessageId: stringOrNull(reply.BizId) }
  }

  /** Signed GET; returns the reply or throws unless its Code is OK. */
  private async call(host: string, action: string, apiParams: Record<string, string>): Promise<Record<string, unknown>> {
    const params: Record<string, string> = {
      ...apiParams,
      AccessKeyId: this.config.accessKeyId,
      Action: action,
      Format: 'JSON',
      RegionId: this.config.regionId || ALIYUN_DEFAULT_REGION,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.nonce(),
      SignatureVersion: '1.0',
      Timestamp: aliyunTimestamp(this.now()),
      Version: '2017-05-25',
    }
    const query = aliyunCanonicalQuery(params)
    const signature = aliyunSignature(query, this.config.accessKeySecret)
    const url = `https://${host}/?Signature=${aliyunPercentEncode(signature)}&${query}`
    const { status, body } = await requestJson(this.name, this.fetchImpl, url, { method: 'GET', headers: { Accept: 'application/json' } }, this.timeoutMs)
    const reply = isRecord(body) ? body : {}
    const code = typeof reply.Code === 'string' ? reply.Code : ''
    if (code !== 'OK') {
      const requestId = typeof reply.RequestId === 'string' ? ` (request ${reply.RequestId})` : ''
      const retryable = code ? isRetryableAliyunCode(code) : status >= 500 || status === 429
      throw new SmsProviderError(`aliyun: ${action} ${code || `HTTP ${status}`}: ${safeProviderText(reply.Message)}${requestId}`, this.name, retryable, { code: code || `HTTP${status}` })
    }
    return reply
  }
}
