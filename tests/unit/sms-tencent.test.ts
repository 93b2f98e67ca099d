import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { TencentSmsProvider, type TencentSmsConfig } from '@/services/sms/tencent'
import { SmsProviderError, type CodeMessage } from '@/services/sms/types'

// ---------------------------------------------------------------------------------------
// The test's own TC3-HMAC-SHA256, written from Tencent's "签名方法 v3" page step by step
// (deliberately not importing the adapter's helpers).
// ---------------------------------------------------------------------------------------
const sha256hex = (s: string) => createHash('sha256').update(Buffer.from(s, 'utf8')).digest('hex')
const hmacSha256 = (key: Buffer, msg: string) => createHmac('sha256', key).update(Buffer.from(msg, 'utf8')).digest()

function expectedTc3(p: { secretId: string; secretKey: string; service: string; host: string; contentType: string; payload: string; timestamp: number }) {
  // 1. CanonicalRequest
  const httpRequestMethod = 'POST'
  const canonicalUri = '/'
  const canonicalQueryString = ''
  const canonicalHeaders = `content-type:${p.contentType}\nhost:${p.host}\n`
  const signedHeaders = 'content-type;host'
  const hashedRequestPayload = sha256hex(p.payload)
  const canonicalRequest = `${httpRequestMethod}\n${canonicalUri}\n${canonicalQueryString}\n${canonicalHeaders}\n${signedHeaders}\n${hashedRequestPayload}`
  // 2. StringToSign; Date is the UTC date of the timestamp
  const d = new Date(p.timestamp * 1000)
  const date = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`
  const credentialScope = `${date}/${p.service}/tc3_request`
  const stringToSign = `TC3-HMAC-SHA256\n${p.timestamp}\n${credentialScope}\n${sha256hex(canonicalRequest)}`
  // 3. Derived keys and signature
  const secretDate = hmacSha256(Buffer.from(`TC3${p.secretKey}`, 'utf8'), date)
  const secretService = hmacSha256(secretDate, p.service)
  const secretSigning = hmacSha256(secretService, 'tc3_request')
  const signature = createHmac('sha256', secretSigning).update(Buffer.from(stringToSign, 'utf8')).digest('hex')
  // 4. Authorization
  return {
    hashedRequestPayload,
    hashedCanonicalRequest: sha256hex(canonicalRequest),
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${p.secretId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}

// ---------------------------------------------------------------------------------------

const CONFIG: TencentSmsConfig = {
  secretId: 'AKIDtestSecretId000000000000000000',
  secretKey: 'test-secret-key-do-not-leak-0000',
  smsSdkAppId: '1400006666',
  signName: '测试签名',
  templateId: '1234567',
  voiceSdkAppId: '1400009999',
}
// 23:30 UTC: already the next day in China (UTC+8); the credential date must stay UTC.
const NOW = new Date('2026-03-01T23:30:15.678Z')
const TIMESTAMP = Math.floor(NOW.getTime() / 1000)
const SMS: CodeMessage = { phone: '13800138000', code: '482915', channel: 0, ttlMinutes: 5, brandName: 'Meridian' }
const VOICE: CodeMessage = { ...SMS, channel: 1 }

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const smsOk = (serial = '2433:346023598616712345678901234') =>
  json({ Response: { SendStatusSet: [{ SerialNo: serial, PhoneNumber: '+8613800138000', Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }], RequestId: 'req-1' } })

function setup(respond: () => Promise<Response> | Response = () => smsOk(), config: Partial<TencentSmsConfig> = {}) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init, headers: new Headers(init.headers) })
    return respond()
  })
  const provider = new TencentSmsProvider({ ...CONFIG, ...config }, { fetch, now: () => NOW })
  return { provider, fetch, calls }
}

async function rejection(promise: Promise<unknown>): Promise<SmsProviderError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SmsProviderError)
  return error as SmsProviderError
}

describe('the test’s own TC3 implementation', () => {
  it('reproduces the worked example in Tencent’s documentation', () => {
    const r = expectedTc3({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      contentType: 'application/json; charset=utf-8',
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      timestamp: 1551113065,
    })
    expect(r.hashedRequestPayload).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064')
    expect(r.hashedCanonicalRequest).toBe('5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031')
    expect(r.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168')
    expect(r.authorization).toContain('Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e4')
  })
})

describe('TencentSmsProvider — SMS (SendSms 2021-01-11)', () => {
  it('POSTs the documented body to sms.tencentcloudapi.com with the common headers', async () => {
    const { provider, calls } = setup()
    const result = await provider.sendCode(SMS)
    expect(result).toEqual({ providerMessageId: '2433:346023598616712345678901234' })
    expect(calls).toHaveLength(1)
    const [{ url, init, headers }] = calls
    expect(url).toBe('https://sms.tencentcloudapi.com/')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400006666',
      SignName: '测试签名',
      TemplateId: '1234567',
      TemplateParamSet: ['482915', '5'],
    })
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(headers.get('x-tc-action')).toBe('SendSms')
    expect(headers.get('x-tc-version')).toBe('2021-01-11')
    expect(headers.get('x-tc-timestamp')).toBe(String(TIMESTAMP))
    expect(headers.get('x-tc-region')).toBe('ap-guangzhou')
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('signs exactly the bytes it sends (recomputed independently, UTC credential date)', async () => {
    const { provider, calls } = setup()
    await provider.sendCode(SMS)
    const [{ init, headers }] = calls
    const expected = expectedTc3({
      secretId: CONFIG.secretId,
      secretKey: CONFIG.secretKey,
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      contentType: headers.get('content-type')!,
      payload: String(init.body),
      timestamp: TIMESTAMP,
    })
    expect(headers.get('authorization')).toBe(expected.authorization)
    expect(headers.get('authorization')).toContain(`Credential=${CONFIG.secretId}/2026-03-01/sms/tc3_request, SignedHeaders=content-type;host, Signature=`)
    expect(headers.get('authorization')).not.toContain(CONFIG.secretKey)
  })

  it('uses the configured region', async () => {
    const { provider, calls } = setup(undefined, { region: 'ap-beijing' })
    await provider.sendCode(SMS)
    expect(calls[0].headers.get('x-tc-region')).toBe('ap-beijing')
  })

  it('maps Response.Error to a non-retryable SmsProviderError for auth/parameter errors', async () => {
    const { provider } = setup(() => json({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'req-err' } }))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.provider).toBe('tencent')
    expect(error.retryable).toBe(false)
    expect(error.code).toBe('AuthFailure.SignatureFailure')
    expect(error.message).toContain('AuthFailure.SignatureFailure')
    expect(error.message).toContain('req-err')
  })

  it.each(['InternalError', 'InternalError.Timeout', 'RequestLimitExceeded', 'RequestLimitExceeded.UinLimitExceeded'])('treats Response.Error %s as retryable', async (code) => {
    const { provider } = setup(() => json({ Response: { Error: { Code: code, Message: 'try later' }, RequestId: 'r' } }))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
    expect(error.code).toBe(code)
  })

  it('maps a non-Ok SendStatusSet entry to an SmsProviderError carrying its Message', async () => {
    const { provider } = setup(() =>
      json({
        Response: {
          SendStatusSet: [{ SerialNo: '', PhoneNumber: '+8613800138000', Fee: 0, Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'the number of sms messages sent from a single mobile number every day exceeds the upper limit', IsoCode: 'CN' }],
          RequestId: 'r2',
        },
      }),
    )
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(false)
    expect(error.code).toBe('LimitExceeded.PhoneNumberDailyLimit')
    expect(error.message).toContain('every day exceeds the upper limit')
  })

  it('never puts the full phone number into error messages', async () => {
    const { provider } = setup(() =>
      json({ Response: { SendStatusSet: [{ Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'bad number +8613800138000' }], RequestId: 'r3' } }),
    )
    const error = await rejection(provider.sendCode(SMS))
    expect(error.message).not.toContain('13800138000')
    expect(error.message).toContain('138****8000')
  })

  it('turns a fetch failure into a retryable SmsProviderError', async () => {
    const { provider } = setup(() => Promise.reject(new TypeError('fetch failed')))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
    expect(error.provider).toBe('tencent')
    expect(error.message).not.toContain(CONFIG.secretKey)
  })

  it('gives up after the timeout (retryable)', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const provider = new TencentSmsProvider(CONFIG, { fetch, now: () => NOW, timeoutMs: 20 })
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
    expect(error.message).toMatch(/timed out/)
  })

  it('treats an unreadable 5xx reply as retryable', async () => {
    const { provider } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
  })

  it('refuses a malformed phone number without calling Tencent', async () => {
    const { provider, fetch } = setup()
    const error = await rejection(provider.sendCode({ ...SMS, phone: '+8613800138000' }))
    expect(error.retryable).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('TencentSmsProvider — voice (SendCodeVoice 2020-09-02)', () => {
  const voiceOk = () => json({ Response: { SendStatus: { CallId: '12582bce-403c-11eb-96b8-525400476c37', SessionContext: '' }, RequestId: 'rv' } })

  it('POSTs the documented body to vms.tencentcloudapi.com, signed for service vms', async () => {
    const { provider, calls } = setup(voiceOk)
    const result = await provider.sendCode(VOICE)
    expect(result).toEqual({ providerMessageId: '12582bce-403c-11eb-96b8-525400476c37' })
    const [{ url, init, headers }] = calls
    expect(url).toBe('https://vms.tencentcloudapi.com/')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ CodeMessage: '482915', CalledNumber: '+8613800138000', VoiceSdkAppid: '1400009999' })
    expect(headers.get('x-tc-action')).toBe('SendCodeVoice')
    expect(headers.get('x-tc-version')).toBe('2020-09-02')
    expect(headers.get('x-tc-timestamp')).toBe(String(TIMESTAMP))
    expect(headers.get('x-tc-region')).toBe('ap-guangzhou')
    const expected = expectedTc3({
      secretId: CONFIG.secretId,
      secretKey: CONFIG.secretKey,
      service: 'vms',
      host: 'vms.tencentcloudapi.com',
      contentType: headers.get('content-type')!,
      payload: String(init.body),
      timestamp: TIMESTAMP,
    })
    expect(headers.get('authorization')).toBe(expected.authorization)
    expect(headers.get('authorization')).toContain('/2026-03-01/vms/tc3_request')
  })

  it('maps Response.Error for voice too', async () => {
    const { provider } = setup(() => json({ Response: { Error: { Code: 'FailedOperation.InsufficientBalanceInVoicePackage', Message: 'no balance' }, RequestId: 'rv2' } }))
    const error = await rejection(provider.sendCode(VOICE))
    expect(error.retryable).toBe(false)
    expect(error.code).toBe('FailedOperation.InsufficientBalanceInVoicePackage')
  })

  it('refuses voice without a VoiceSdkAppid (not retryable, nothing sent)', async () => {
    const { provider, fetch } = setup(voiceOk, { voiceSdkAppId: undefined })
    const error = await rejection(provider.sendCode(VOICE))
    expect(error.message).toContain('voice channel not configured')
    expect(error.retryable).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})
