/**
 * SMS / voice verification codes: pick the provider from the environment.
 *
 * Environment (.env.example style; values here are placeholders):
 *
 *   # SMS_PROVIDER=dev                         # dev (default) | tencent | aliyun
 *   #                                          # dev logs codes (phone masked) and keeps them in the CMS outbox;
 *   #                                          # set a real provider in production.
 *
 *   # --- Tencent Cloud (SMS_PROVIDER=tencent) ---
 *   # TENCENT_SECRET_ID=AKID...                # required; API key pair (a sub-account limited to sms/vms)
 *   # TENCENT_SECRET_KEY=...                   # required
 *   # TENCENT_SMS_SDK_APP_ID=1400000000        # required; SMS application id
 *   # TENCENT_SMS_SIGN_NAME=...                # required; approved signature
 *   # TENCENT_SMS_TEMPLATE_ID=1234567          # required; template with {1} = code, {2} = minutes valid
 *   # TENCENT_VOICE_SDK_APP_ID=1400000001      # optional; voice (VMS) application id, enables voice codes
 *   # TENCENT_REGION=ap-guangzhou              # optional; X-TC-Region for SMS
 *
 *   # --- Alibaba Cloud (SMS_PROVIDER=aliyun) ---
 *   # ALIYUN_ACCESS_KEY_ID=LTAI...             # required; AccessKey pair (a RAM user limited to dysms/dyvms)
 *   # ALIYUN_ACCESS_KEY_SECRET=...             # required
 *   # ALIYUN_SMS_SIGN_NAME=...                 # required; approved signature
 *   # ALIYUN_SMS_TEMPLATE_CODE=SMS_123456789   # required; template with ${code}
 *   # ALIYUN_TTS_CODE=TTS_123456789            # optional; voice TTS template with ${code}, enables voice codes
 *   # ALIYUN_VOICE_SHOW_NUMBER=                # optional; CalledShowNumber (dedicated mode), public pool when unset
 *
 * Without the optional voice variables a voice request fails with the non-retryable
 * SmsProviderError "voice channel not configured".
 */
import 'server-only'
import { SMS_PROVIDERS, SMS_REQUIRED, smsVariables } from '@/lib/env'
import { AliyunSmsProvider, type AliyunSmsDeps } from './aliyun'
import { DevSmsProvider, type DevSendHook } from './dev'
import { TencentSmsProvider, type TencentSmsDeps } from './tencent'
import type { SmsProvider } from './types'

export * from './types'
export { DevSmsProvider, type DevSendHook } from './dev'
export { TencentSmsProvider, type TencentSmsConfig, type TencentSmsDeps } from './tencent'
export { AliyunSmsProvider, type AliyunSmsConfig, type AliyunSmsDeps } from './aliyun'

export type SmsEnv = Record<string, string | undefined>

export { SMS_PROVIDERS, type SmsProviderName } from '@/lib/env'

export interface SmsProviderFromEnvOptions {
  /** Receives every message of the dev provider (the CMS outbox). */
  onDevSend?: DevSendHook
  /** Passed to the real providers (tests, proxies). */
  deps?: TencentSmsDeps & AliyunSmsDeps
}

let warnedDefaultInProduction = false

/**
 * The configured provider; throws an Error naming the variable when configuration is missing or wrong.
 * `env` defaults to the server's variables, checked at start by lib/env.ts with the same rules.
 */
export function smsProviderFromEnv(env: SmsEnv = smsVariables(), options: SmsProviderFromEnvOptions = {}): SmsProvider {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }
  const requireAll = <K extends string>(provider: string, names: readonly K[]): Record<K, string> => {
    const missing = names.filter((name) => read(name) === undefined)
    if (missing.length > 0) {
      throw new Error(`SMS_PROVIDER=${provider} needs the environment variable${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`)
    }
    return Object.fromEntries(names.map((name) => [name, read(name) as string])) as Record<K, string>
  }

  const configured = read('SMS_PROVIDER')?.toLowerCase()
  const provider = configured ?? 'dev'
  switch (provider) {
    case 'dev': {
      if (configured === undefined && env.NODE_ENV === 'production' && !warnedDefaultInProduction) {
        warnedDefaultInProduction = true
        console.warn('[sms] SMS_PROVIDER is not set: verification codes are only logged and kept in the outbox, not delivered')
      }
      return new DevSmsProvider(options.onDevSend)
    }
    case 'tencent': {
      const v = requireAll('tencent', SMS_REQUIRED.tencent)
      return new TencentSmsProvider(
        {
          secretId: v.TENCENT_SECRET_ID,
          secretKey: v.TENCENT_SECRET_KEY,
          smsSdkAppId: v.TENCENT_SMS_SDK_APP_ID,
          signName: v.TENCENT_SMS_SIGN_NAME,
          templateId: v.TENCENT_SMS_TEMPLATE_ID,
          voiceSdkAppId: read('TENCENT_VOICE_SDK_APP_ID'),
          region: read('TENCENT_REGION'),
        },
        options.deps,
      )
    }
    case 'aliyun': {
      const v = requireAll('aliyun', SMS_REQUIRED.aliyun)
      return new AliyunSmsProvider(
        {
          accessKeyId: v.ALIYUN_ACCESS_KEY_ID,
          accessKeySecret: v.ALIYUN_ACCESS_KEY_SECRET,
          signName: v.ALIYUN_SMS_SIGN_NAME,
          templateCode: v.ALIYUN_SMS_TEMPLATE_CODE,
          ttsCode: read('ALIYUN_TTS_CODE'),
          voiceShowNumber: read('ALIYUN_VOICE_SHOW_NUMBER'),
        },
        options.deps,
      )
    }
    default:
      throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (got "${configured}")`)
  }
}
