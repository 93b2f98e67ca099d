/** One email as the outbox stores it and a transport sends it. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  replyTo?: string
}

/** A way to deliver mail (SMTP, or the development log). Throws when delivery fails. */
export interface MailTransport {
  name: string
  send(message: MailMessage): Promise<void>
  /** Lets go of open connections (a stopped worker, the end of a test). */
  close?(): void
}
