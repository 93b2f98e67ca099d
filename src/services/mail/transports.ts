import type { MailMessage, MailTransport } from './types'

/**
 * The transport the environment configures: SMTP when SMTP_URL is set
 * (smtps://user:pass@host:465), else the development transport, which only logs the
 * message: the stored outbox row is then the record of what would have been sent.
 */
export function configuredTransport(env: NodeJS.ProcessEnv = process.env): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM ?? 'no-reply@localhost')
  return devTransport
}

export const devTransport: MailTransport = {
  name: 'dev',
  async send(message: MailMessage) {
    console.log(`[mail:dev] to=${message.to} subject=${JSON.stringify(message.subject)}`)
  },
}

export function smtpTransport(url: string, from: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined
  return {
    name: 'smtp',
    async send(message) {
      transporter ??= import('nodemailer').then((m) => m.createTransport(url))
      await (await transporter).sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text })
    },
  }
}
