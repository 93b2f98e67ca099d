import { createHmac } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { AliyunSmsProvider, type AliyunSmsConfig } from '@/services/sms/aliyun'
import { SmsProviderError, type CodeMessage } from '@/services/sms/types'

// ---------------------------------------------------------------------------------------
// The test's own RPC signature v1, written from Alibaba Cloud's "签名机制" page
// (deliberately not importing the adapter's helpers).
// ---------------------------------------------------------------------------------------
/** RFC 3986 as the signature page asks: A-Z a-z 0-9 - _ . ~ stay, every other UTF-8 byte becomes %XX (upper-case). */
function specEncode(value: string): string {
  let out = ''
  for (const byte of new TextEncoder().encode(value)) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

function expectedSignature(params: Record<string, string>, secret: string, method = 'GET'): { stringToSign: string; signature: string } {
  const canonicalized = Object.entries(params)
    .filter(([key]) => key !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${specEncode(key)}=${specEncode(value)}`)
    .join('&')
  const stringToSign = `${method}&${specEncode('/')}&${specEncode(canonicalized)}`
  const signature = createHmac('sha1', Buffer.from(`${secret}&`, 'utf8')).update(Buffer.from(stringToSign, 'utf8')).digest('base64')
  return { stringToSign, signature }
}

// ---------------------------------------------------------------------------------------

const CONFIG: AliyunSmsConfig = {
  accessKeyId: 'LTAItestAccessKeyId',
  accessKeySecret: 'test-access-key-secret-do-not-leak',
  // Chinese, parentheses and * exercise the bytes encodeURIComponent alone gets wrong.
  signName: '星海科技(测试)*',
  templateCode: 'SMS_123456789',
  ttsCode: 'TTS_987654321',
}
const NOW = new Date('2026-03-01T23:30:15.678Z')
const NONCE = '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf'
const SMS: CodeMessage = { phone: '13800138000', code: '482915', channel: 0, ttlMinutes: 5, brandName: 'Meridian' }
const VOICE: CodeMessage = { ...SMS, channel: 1 }

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const smsOk = () => json({ Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' })

function setup(respond: () => Promise<Response> | Response = smsOk, config: Partial<AliyunSmsConfig> = {}) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return respond()
  })
  const provider = new AliyunSmsProvider({ ...CONFIG, ...config }, { fetch, now: () => NOW, nonce: () => NONCE })
  return { provider, fetch, calls }
}

/** Query parameters as the server decodes them. */
function decodedQuery(url: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of new URL(url).search.slice(1).split('&')) {
    const i = pair.indexOf('=')
    out[decodeURIComponent(pair.slice(0, i))] = decodeURIComponent(pair.slice(i + 1))
  }
  return out
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

describe('the test’s own RPC signature implementation', () => {
  it('reproduces the worked example in Alibaba Cloud’s documentation', () => {
    const { stringToSign, signature } = expectedSignature(
      {
        Timestamp: '2016-02-23T12:46:24Z',
        Format: 'XML',
        AccessKeyId: 'testid',
        Action: 'DescribeRegions',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
        Version: '2014-05-26',
        SignatureVersion: '1.0',
      },
      'testsecret',
    )
    expect(stringToSign).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    )
    expect(signature).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })
})

describe('AliyunSmsProvider — SMS (SendSms 2017-05-25)', () => {
  it('GETs dysmsapi.aliyuncs.com with the documented parameters', async () => {
    const { provider, calls } = setup()
    const result = await provider.sendCode(SMS)
    expect(result).toEqual({ providerMessageId: '900619746936498440^0' })
    expect(calls).toHaveLength(1)
    const [{ url, init }] = calls
    const parsed = new URL(url)
    expect(parsed.protocol).toBe('https:')
    expect(parsed.host).toBe('dysmsapi.aliyuncs.com')
    expect(parsed.pathname).toBe('/')
    expect(init.method ?? 'GET').toBe('GET')
    expect(init.body).toBeUndefined()
    expect(init.signal).toBeInstanceOf(AbortSignal)
    const { Signature, ...params } = decodedQuery(url)
    expect(params).toEqual({
      AccessKeyId: 'LTAItestAccessKeyId',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '星海科技(测试)*',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: NONCE,
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"482915"}',
      Timestamp: '2026-03-01T23:30:15Z',
      Version: '2017-05-25',
    })
    expect(Signature).toBeTruthy()
  })

  it('signs the parameters it sends (recomputed independently)', async () => {
    const { provider, calls } = setup()
    await provider.sendCode(SMS)
    const { Signature, ...params } = decodedQuery(calls[0].url)
    expect(Signature).toBe(expectedSignature(params, CONFIG.accessKeySecret).signature)
  })

  it('percent-encodes the query as the signature page asks (no bare ( ) * or +, space-free, UTF-8)', async () => {
    const { provider, calls } = setup()
    await provider.sendCode(SMS)
    const raw = new URL(calls[0].url).search.slice(1)
    expect(raw).not.toMatch(/[()*!'+ ]/)
    expect(raw).toContain(`SignName=${specEncode('星海科技(测试)*')}`)
    expect(raw).toContain('SignName=%E6%98%9F%E6%B5%B7%E7%A7%91%E6%8A%80%28%E6%B5%8B%E8%AF%95%29%2A')
    expect(raw).toContain('Timestamp=2026-03-01T23%3A30%3A15Z')
    expect(raw).toContain('TemplateParam=%7B%22code%22%3A%22482915%22%7D')
    expect(raw).not.toContain(CONFIG.accessKeySecret)
  })

  it('maps Code != OK to a non-retryable SmsProviderError with its message (isv.BUSINESS_LIMIT_CONTROL)', async () => {
    const { provider } = setup(() => json({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5', RequestId: 'R1' }))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.provider).toBe('aliyun')
    expect(error.retryable).toBe(false)
    expect(error.code).toBe('isv.BUSINESS_LIMIT_CONTROL')
    expect(error.message).toContain('触发小时级流控Permits:5')
    expect(error.message).toContain('R1')
  })

  it('treats isp.SYSTEM_ERROR as retryable', async () => {
    const { provider } = setup(() => json({ Code: 'isp.SYSTEM_ERROR', Message: 'system error', RequestId: 'R2' }))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
  })

  it('treats ServiceUnavailable (HTTP 503) as retryable', async () => {
    const { provider } = setup(() => json({ Code: 'ServiceUnavailable', Message: 'The request has failed due to a temporary failure of the server.', RequestId: 'R3' }, 503))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
    expect(error.code).toBe('ServiceUnavailable')
  })

  it('maps an HTTP 400 SignatureDoesNotMatch without leaking the phone number it echoes', async () => {
    const echoed = 'Specified signature is not matched with our calculation. server string to sign is:GET&%2F&AccessKeyId%3DLTAItestAccessKeyId%26PhoneNumbers%3D13800138000'
    const { provider } = setup(() => json({ Code: 'SignatureDoesNotMatch', Message: echoed, RequestId: 'R4', Recommend: 'https://api.aliyun.com/troubleshoot' }, 400))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(false)
    expect(error.code).toBe('SignatureDoesNotMatch')
    expect(error.message).not.toContain('13800138000')
    expect(error.message).toContain('138****8000')
  })

  it('turns a fetch failure into a retryable SmsProviderError', async () => {
    const { provider } = setup(() => Promise.reject(new TypeError('fetch failed')))
    const error = await rejection(provider.sendCode(SMS))
    expect(error.retryable).toBe(true)
    expect(error.message).not.toContain('13800138000')
    expect(error.message).not.toContain(CONFIG.accessKeySecret)
  })

  it('uses a fresh nonce and the current time for each request by default', async () => {
    const fetch = vi.fn(async () => smsOk())
    const provider = new AliyunSmsProvider(CONFIG, { fetch })
    await provider.sendCode(SMS)
    await provider.sendCode(SMS)
    const [a, b] = fetch.mock.calls.map((call) => decodedQuery((call as unknown as [string])[0]))
    expect(a.SignatureNonce).not.toBe(b.SignatureNonce)
    expect(a.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  })
})

describe('AliyunSmsProvider — voice (SingleCallByTts 2017-05-25)', () => {
  const voiceOk = () => json({ Code: 'OK', Message: 'OK', CallId: '116012354148^10281378****', RequestId: 'RV' })

  it('GETs dyvmsapi.aliyuncs.com with the documented parameters, signed', async () => {
    const { provider, calls } = setup(voiceOk)
    const result = await provider.sendCode(VOICE)
    expect(result).toEqual({ providerMessageId: '116012354148^10281378****' })
    const parsed = new URL(calls[0].url)
    expect(parsed.host).toBe('dyvmsapi.aliyuncs.com')
    expect(parsed.pathname).toBe('/')
    const { Signature, ...params } = decodedQuery(calls[0].url)
    expect(params).toEqual({
      AccessKeyId: 'LTAItestAccessKeyId',
      Action: 'SingleCallByTts',
      CalledNumber: '13800138000',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: NONCE,
      SignatureVersion: '1.0',
      Timestamp: '2026-03-01T23:30:15Z',
      TtsCode: 'TTS_987654321',
      TtsParam: '{"code":"482915"}',
      Version: '2017-05-25',
    })
    expect(Signature).toBe(expectedSignature(params, CONFIG.accessKeySecret).signature)
  })

  it('sends CalledShowNumber only when configured', async () => {
    const { provider, calls } = setup(voiceOk, { voiceShowNumber: '057112345678' })
    await provider.sendCode(VOICE)
    const { Signature, ...params } = decodedQuery(calls[0].url)
    expect(params.CalledShowNumber).toBe('057112345678')
    expect(Signature).toBe(expectedSignature(params, CONFIG.accessKeySecret).signature)
  })

  it('maps voice errors the same way', async () => {
    const { provider } = setup(() => json({ Code: 'isv.OUT_OF_SERVICE', Message: '业务停机', RequestId: 'RV2' }))
    const error = await rejection(provider.sendCode(VOICE))
    expect(error.retryable).toBe(false)
    expect(error.code).toBe('isv.OUT_OF_SERVICE')
  })

  it('refuses voice without a TTS template (not retryable, nothing sent)', async () => {
    const { provider, fetch } = setup(voiceOk, { ttsCode: undefined })
    const error = await rejection(provider.sendCode(VOICE))
    expect(error.message).toContain('voice channel not configured')
    expect(error.retryable).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })
})
