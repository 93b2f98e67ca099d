import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AliyunSmsProvider,
  DevSmsProvider,
  smsProviderFromEnv,
  SmsProviderError,
  TencentSmsProvider,
  type CodeMessage,
  type SmsEnv,
} from '@/services/sms'

const MESSAGE: CodeMessage = { phone: '13800138000', code: '482915', channel: 0, ttlMinutes: 5, brandName: 'Meridian' }

const TENCENT_ENV: SmsEnv = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'AKIDenv',
  TENCENT_SECRET_KEY: 'env-secret',
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '签名',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
}
const ALIYUN_ENV: SmsEnv = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_ACCESS_KEY_ID: 'LTAIenv',
  ALIYUN_ACCESS_KEY_SECRET: 'env-secret',
  ALIYUN_SMS_SIGN_NAME: '签名',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

afterEach(() => {
  vi.restoreAllMocks()
})


describe('DevSmsProvider', () => {
  it('logs the channel, the masked phone and the code, and calls onSend with the message', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const onSend = vi.fn()
    const provider = new DevSmsProvider(onSend)
    expect(provider.name).toBe('dev')
    await expect(provider.sendCode(MESSAGE)).resolves.toEqual({ providerMessageId: null })
    expect(info).toHaveBeenCalledTimes(1)
    expect(info).toHaveBeenCalledWith('[sms:dev] sms to 138****8000: code 482915')
    expect(String(info.mock.calls[0][0])).not.toContain('13800138000')
    expect(onSend).toHaveBeenCalledWith(MESSAGE)
  })

  it('names the voice channel and waits for an async onSend', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const stored: CodeMessage[] = []
    const provider = new DevSmsProvider(async (m) => {
      await new Promise((r) => setTimeout(r, 5))
      stored.push(m)
    })
    await provider.sendCode({ ...MESSAGE, channel: 1 })
    expect(info).toHaveBeenCalledWith('[sms:dev] voice to 138****8000: code 482915')
    expect(stored).toHaveLength(1)
  })

  it('works without onSend', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await expect(new DevSmsProvider().sendCode(MESSAGE)).resolves.toEqual({ providerMessageId: null })
  })

  it('reports a failing onSend as a retryable SmsProviderError', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const provider = new DevSmsProvider(() => {
      throw new Error('outbox down')
    })
    const error = await provider.sendCode(MESSAGE).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsProviderError)
    expect((error as SmsProviderError).retryable).toBe(true)
  })

  it('rejects a malformed message like the real providers do', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await expect(new DevSmsProvider().sendCode({ ...MESSAGE, code: '12ab56' })).rejects.toBeInstanceOf(SmsProviderError)
    expect(info).not.toHaveBeenCalled()
  })
})

describe('smsProviderFromEnv', () => {
  it('defaults to the dev provider and wires onDevSend', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const onDevSend = vi.fn()
    const provider = smsProviderFromEnv({}, { onDevSend })
    expect(provider).toBeInstanceOf(DevSmsProvider)
    await provider.sendCode(MESSAGE)
    expect(onDevSend).toHaveBeenCalledWith(MESSAGE)
  })

  it('accepts SMS_PROVIDER=dev explicitly, case and spaces ignored', () => {
    expect(smsProviderFromEnv({ SMS_PROVIDER: ' Dev ' })).toBeInstanceOf(DevSmsProvider)
  })

  it('warns (once) when production falls back to dev without SMS_PROVIDER', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    smsProviderFromEnv({ NODE_ENV: 'production' })
    smsProviderFromEnv({ NODE_ENV: 'production' })
    smsProviderFromEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'dev' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain('SMS_PROVIDER')
  })

  it('reads process.env by default', () => {
    vi.stubEnv('SMS_PROVIDER', 'aliyun')
    vi.stubEnv('ALIYUN_ACCESS_KEY_ID', '')
    try {
      expect(() => smsProviderFromEnv()).toThrow(/ALIYUN_ACCESS_KEY_ID/)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('rejects an unknown SMS_PROVIDER, naming the variable', () => {
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER.*twilio/)
  })

  it('builds the Tencent provider from its variables', async () => {
    const provider = smsProviderFromEnv(TENCENT_ENV)
    expect(provider).toBeInstanceOf(TencentSmsProvider)
    expect(provider.name).toBe('tencent')
  })

  it('passes TENCENT_REGION and the voice app id through to the requests', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const action = new Headers(init.headers).get('x-tc-action')
      return action === 'SendSms'
        ? json({ Response: { SendStatusSet: [{ Code: 'Ok', SerialNo: 's1', Message: 'send success' }], RequestId: 'r' } })
        : json({ Response: { SendStatus: { CallId: 'c1' }, RequestId: 'r' } })
    })
    const provider = smsProviderFromEnv({ ...TENCENT_ENV, TENCENT_REGION: 'ap-nanjing', TENCENT_VOICE_SDK_APP_ID: '1400009999' }, { deps: { fetch } })
    await expect(provider.sendCode(MESSAGE)).resolves.toEqual({ providerMessageId: 's1' })
    await expect(provider.sendCode({ ...MESSAGE, channel: 1 })).resolves.toEqual({ providerMessageId: 'c1' })
    const [sms, voice] = fetch.mock.calls.map(([url, init]) => ({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) }))
    expect(sms.headers.get('x-tc-region')).toBe('ap-nanjing')
    expect(sms.body.SmsSdkAppId).toBe('1400006666')
    expect(sms.body.SignName).toBe('签名')
    expect(sms.body.TemplateId).toBe('1234567')
    expect(voice.url).toBe('https://vms.tencentcloudapi.com/')
    expect(voice.body.VoiceSdkAppid).toBe('1400009999')
    expect(sms.headers.get('authorization')).toContain('Credential=AKIDenv/')
  })

  it.each(['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'])('throws naming %s when it is missing', (name) => {
    const env = { ...TENCENT_ENV }
    delete env[name]
    expect(() => smsProviderFromEnv(env)).toThrow(new RegExp(name))
  })

  it('treats an empty variable as missing and names all missing ones', () => {
    expect(() => smsProviderFromEnv({ ...TENCENT_ENV, TENCENT_SECRET_KEY: '  ', TENCENT_SMS_TEMPLATE_ID: '' })).toThrow(/TENCENT_SECRET_KEY, TENCENT_SMS_TEMPLATE_ID/)
  })

  it('without TENCENT_VOICE_SDK_APP_ID a voice request fails, not retryable, nothing sent', async () => {
    const fetch = vi.fn()
    const provider = smsProviderFromEnv(TENCENT_ENV, { deps: { fetch } })
    const error = await provider.sendCode({ ...MESSAGE, channel: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsProviderError)
    expect((error as SmsProviderError).message).toContain('voice channel not configured')
    expect((error as SmsProviderError).retryable).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('builds the Aliyun provider from its variables', async () => {
    const fetch = vi.fn(async () => json({ Code: 'OK', Message: 'OK', BizId: 'b1', RequestId: 'r' }))
    const provider = smsProviderFromEnv({ ...ALIYUN_ENV, ALIYUN_TTS_CODE: 'TTS_1' }, { deps: { fetch, nonce: () => 'n', now: () => new Date(0) } })
    expect(provider).toBeInstanceOf(AliyunSmsProvider)
    expect(provider.name).toBe('aliyun')
    await provider.sendCode(MESSAGE)
    await provider.sendCode({ ...MESSAGE, channel: 1 })
    const [sms, voice] = fetch.mock.calls.map((call) => new URL((call as unknown as [string])[0]))
    expect(sms.host).toBe('dysmsapi.aliyuncs.com')
    expect(sms.searchParams.get('AccessKeyId')).toBe('LTAIenv')
    expect(sms.searchParams.get('SignName')).toBe('签名')
    expect(sms.searchParams.get('TemplateCode')).toBe('SMS_1')
    expect(voice.host).toBe('dyvmsapi.aliyuncs.com')
    expect(voice.searchParams.get('TtsCode')).toBe('TTS_1')
  })

  it.each(['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'])('throws naming %s when it is missing', (name) => {
    const env = { ...ALIYUN_ENV }
    delete env[name]
    expect(() => smsProviderFromEnv(env)).toThrow(new RegExp(name))
  })

  it('without ALIYUN_TTS_CODE a voice request fails, not retryable, nothing sent', async () => {
    const fetch = vi.fn()
    const provider = smsProviderFromEnv(ALIYUN_ENV, { deps: { fetch } })
    const error = await provider.sendCode({ ...MESSAGE, channel: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsProviderError)
    expect((error as SmsProviderError).message).toContain('voice channel not configured')
    expect((error as SmsProviderError).retryable).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('does not put secrets into configuration errors', () => {
    let message = ''
    try {
      smsProviderFromEnv({ ...TENCENT_ENV, TENCENT_SMS_TEMPLATE_ID: undefined })
    } catch (e) {
      message = (e as Error).message
    }
    expect(message).toMatch(/TENCENT_SMS_TEMPLATE_ID/)
    expect(message).not.toContain('env-secret')
  })
})
