import { maskPhone } from '@/lib/phone'
import { assertValidMessage, channelName, SmsProviderError, type CodeMessage, type SendResult, type SmsProvider } from './types'

/** Called with every message the dev provider "sends" (e.g. to keep it in a CMS outbox). */
export type DevSendHook = (message: CodeMessage) => void | Promise<void>

/**
 * Development stand-in: nothing leaves the machine. Logs the code with a masked phone number
 * and hands the message to `onSend`. Only for development and demos; production should set
 * SMS_PROVIDER to a real provider.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev'

  constructor(private readonly onSend?: DevSendHook) {}

  async sendCode(message: CodeMessage): Promise<SendResult> {
    assertValidMessage(message, this.name)
    console.info(`[sms:dev] ${channelName(message.channel)} to ${maskPhone(message.phone)}: code ${message.code}`)
    if (this.onSend) {
      try {
        await this.onSend(message)
      } catch (error) {
        throw new SmsProviderError('dev: onSend hook failed', this.name, true, { code: 'HookFailed', cause: error })
      }
    }
    return { providerMessageId: null }
  }
}
