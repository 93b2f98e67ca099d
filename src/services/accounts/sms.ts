import 'server-only'
import { smsVariables } from '@/lib/env'
import { smsProviderFromEnv, type SmsProvider } from '../sms'
import { payloadClient } from '../payload'

let provider: SmsProvider | undefined

/**
 * The configured SMS provider. The development provider also files each message in the
 * CMS outbox (sms-outbox) so a code can be read without a phone.
 */
export function accountSmsProvider(): SmsProvider {
  provider ??= smsProviderFromEnv(smsVariables(), {
    onDevSend: async (message) => {
      const payload = await payloadClient()
      await payload.create({
        collection: 'sms-outbox',
        data: { phone: message.phone, channel: message.channel, text: `【${message.brandName}】验证码 ${message.code}，${message.ttlMinutes} 分钟内有效。` },
        overrideAccess: true,
      })
    },
  })
  return provider
}

/** Tests swap in their own provider. */
export function setAccountSmsProvider(next: SmsProvider | undefined): void {
  provider = next
}
