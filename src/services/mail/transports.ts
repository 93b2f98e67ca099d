import 'server-only'
import type { Transporter } from 'nodemailer'
import { envFrom, type EnvSource } from '@/lib/env'
import { DELIVERY_CONCURRENCY } from './outbox'
import type { MailMessage, MailTransport } from './types'

/**
 * The transport the environment configures: SMTP when SMTP_URL is set
 * (smtps://user:pass@host:465), else the development transport, which only logs the
 * message: the stored outbox row is then the record of what would have been sent.
 */
export function configuredTransport(source?: EnvSource): MailTransport {
  const env = envFrom(source)
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM)
  return devTransport
}

export const devTransport: MailTransport = {
  name: 'dev',
  async send(message: MailMessage) {
    console.log(`[mail:dev] to=${message.to} subject=${JSON.stringify(message.subject)}`)
  },
}

/**
 * SMTP through a pool of open connections, one per parallel sender of a delivery run:
 * a connection (and its TLS handshake and login) serves many mails instead of one.
 * The timeouts bound one send to about two minutes, well inside the claim lease
 * (outbox.ts), so a hung server cannot make a claimed row look abandoned. Settings in
 * SMTP_URL's query string (e.g. ?maxConnections=2) take precedence.
 */
export function smtpTransport(url: string, from: string, maxConnections = DELIVERY_CONCURRENCY): MailTransport {
  let transporter: Promise<Transporter> | undefined
  return {
    name: 'smtp',
    async send(message) {
      transporter ??= import('nodemailer').then((m) =>
        m.createTransport({
          url,
          pool: true,
          maxConnections,
          maxMessages: 500,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        }),
      )
      await (await transporter).sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text })
    },
    close() {
      void transporter?.then((t) => t.close())
      transporter = undefined
    },
  }
}
