import 'server-only'
import { createHash, createHmac } from 'node:crypto'
import { isRecord, requestJson, safeProviderText, stringOrNull, REQUEST_TIMEOUT_MS } from './http'
import { assertValidMessage, SmsProviderError, type CodeMessage, type FetchLike, type SendResult, type SmsProvider } from './types'

/**
 * Tencent Cloud, API 3.0 with TC3-HMAC-SHA256 signing (https://cloud.tencent.com/document/api/382/52072):
 * - SMS: sms.tencentcloudapi.com, SendSms 2021-01-11. The template takes two parameters,
 *   {1} = code, {2} = minutes valid.
 * - Voice: vms.tencentcloudapi.com, SendCodeVoice 2020-09-02 (Tencent's own "your code is …"
 *   prompt; digits only).
 */
export interface TencentSmsConfig {
  secretId: string
  secretKey: string
  /** SMS application id (SmsSdkAppId), e.g. 1400006666. */
  smsSdkAppId: string
  /** Approved SMS signature (SignName). */
  signName: string
  /** Approved template with {1} code and {2} minutes. */
  templateId: string
  /** Voice application id (VoiceSdkAppid); without it voice requests are refused. */
  voiceSdkAppId?: string
  /** X-TC-Region for SMS; ap-guangzhou by default. */
  region?: string
  /** X-TC-Region for voice; ap-guangzhou by default. */
  voiceRegion?: string
}

export interface TencentSmsDeps {
  fetch?: FetchLike
  /** Clock for X-TC-Timestamp and the credential date. */
  now?: () => Date
  timeoutMs?: number
}

export const TENCENT_DEFAULT_REGION = 'ap-guangzhou'

interface TencentApi {
  service: string
  host: string
  action: string
  version: string
  region: string
}

const ALGORITHM = 'TC3-HMAC-SHA256'
const CONTENT_TYPE = 'application/json; charset=utf-8'
const SIGNED_HEADERS = 'content-type;host'

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** UTC calendar date of a unix timestamp (seconds): what the credential scope needs. */
export function utcDate(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10)
}

/** The Authorization header for one POST / JSON request, per "签名方法 v3". */
export function tc3Authorization(input: { secretId: string; secretKey: string; service: string; host: string; payload: string; timestamp: number }): string {
  const date = utcDate(input.timestamp)
  const canonicalRequest = ['POST', '/', '', `content-type:${CONTENT_TYPE}\nhost:${input.host}\n`, SIGNED_HEADERS, sha256Hex(input.payload)].join('\n')
  const credentialScope = `${date}/${input.service}/tc3_request`
  const stringToSign = [ALGORITHM, String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request')
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex')
  return `${ALGORITHM} Credential=${input.secretId}/${credentialScope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`
}

/** Tencent's transient failures: worth another try later. Everything else needs a person or a new request. */
export function isRetryableTencentCode(code: string): boolean {
  return code.startsWith('InternalError') || code.startsWith('RequestLimitExceeded')
}

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent'
  private readonly fetchImpl: FetchLike
  private readonly now: () => Date
  private readonly timeoutMs: number

  constructor(private readonly config: TencentSmsConfig, deps: TencentSmsDeps = {}) {
    this.fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init))
    this.now = deps.now ?? (() => new Date())
    this.timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS
  }

  async sendCode(message: CodeMessage): Promise<SendResult> {
    assertValidMessage(message, this.name)
    return message.channel === 1 ? this.sendVoice(message) : this.sendSms(message)
  }

  private async sendSms(message: CodeMessage): Promise<SendResult> {
    const api: TencentApi = { service: 'sms', host: 'sms.tencentcloudapi.com', action: 'SendSms', version: '2021-01-11', region: this.config.region || TENCENT_DEFAULT_REGION }
    const response = await this.call(api, {
      PhoneNumberSet: [`+86${message.phone}`],
      SmsSdkAppId: this.config.smsSdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [message.code, String(message.ttlMinutes)],
    })
    const set = response.SendStatusSet
    const status = Array.isArray(set) && isRecord(set[0]) ? set[0] : null
    if (!status) throw new SmsProviderError('tencent: SendSms reply has no SendStatusSet', this.name, false, { code: 'MalformedReply' })
    const code = typeof status.Code === 'string' ? status.Code : ''
    if (code !== 'Ok') {
      throw new SmsProviderError(`tencent: SendSms ${code || 'failed'}: ${safeProviderText(status.Message)}`, this.name, isRetryableTencentCode(code), { code: code || undefined })
    }
    return { providerMessageId: stringOrNull(status.SerialNo) }
  }

  private async sendVoice(message: CodeMessage): Promise<SendResult> {
    if (!this.config.voiceSdkAppId) {
      throw new SmsProviderError('tencent: voice channel not configured', this.name, false, { code: 'VoiceNotConfigured' })
    }
    const api: TencentApi = { service: 'vms', host: 'vms.tencentcloudapi.com', action: 'SendCodeVoice', version: '2020-09-02', region: this.config.voiceRegion || TENCENT_DEFAULT_REGION }
    const response = await this.call(api, {
      CodeMessage: message.code,
      CalledNumber: `+86${message.phone}`,
      VoiceSdkAppid: this.config.voiceSdkAppId,
    })
    const status = isRecord(response.SendStatus) ? response.SendStatus : null
    return { providerMessageId: stringOrNull(status?.CallId) }
  }

  /** Signed POST; returns the `Response` object or throws for `Response.Error`. */
  private async call(api: TencentApi, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const payload = JSON.stringify(body)
    const timestamp = Math.floor(this.now().getTime() / 1000)
    const authorization = tc3Authorization({ secretId: this.config.secretId, secretKey: this.config.secretKey, service: api.service, host: api.host, payload, timestamp })
    const { status, body: reply } = await requestJson(this.name, this.fetchImpl, `https://${api.host}/`, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': CONTENT_TYPE,
        'X-TC-Action': api.action,
        'X-TC-Version': api.version,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': api.region,
      },
      body: payload,
    }, this.timeoutMs)
    const response = isRecord(reply) && isRecord(reply.Response) ? reply.Response : null
    if (!response) {
      throw new SmsProviderError(`tencent: ${api.action} reply has no Response (HTTP ${status})`, this.name, status >= 500 || status === 429, { code: `HTTP${status}` })
    }
    if (isRecord(response.Error)) {
      const code = typeof response.Error.Code === 'string' ? response.Error.Code : 'UnknownError'
      const requestId = typeof response.RequestId === 'string' ? ` (request ${response.RequestId})` : ''
      throw new SmsProviderError(`tencent: ${api.action} ${code}: ${safeProviderText(response.Error.Message)}${requestId}`, this.name, isRetryableTencentCode(code), { code })
    }
    return response
  }
}
