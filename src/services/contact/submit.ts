import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { getBrand } from '@/services/content/brand'
import { enqueueMail } from '@/services/mail/outbox'
import { kickMailDelivery } from '@/services/mail/worker'
import { payloadClient } from '@/services/payload'
import { getEnv } from '@/lib/env'
import { consume } from '@/services/rate-limit'
import { withTransaction } from '@/services/transaction'
import { contactTranslator, describeProblem } from './messages'
import { isUniqueViolation } from './unique-violation'
import { checkContact, checkSubmissionKey, checkTopic, fillTimeLeft, HONEYPOT_FIELD, normaliseContact, SUBMISSION_KEY_FIELD, SUBMISSION_KEY_LENGTH, type ContactField, type EnquiryTopic } from './rules'

/** A message the site refuses, with the status and the reason to show the visitor. */
export class ContactRejected extends Error {
  constructor(
    public readonly status: 400 | 429,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message)
  }
}

/** Per address, CONTACT_MESSAGES_PER_ADDRESS (default 5) in this window. */
const RATE_WINDOW_SECONDS = 10 * 60

export type ContactSubmission = Partial<Record<ContactField | typeof HONEYPOT_FIELD | typeof SUBMISSION_KEY_FIELD | 'page' | 'jurisdiction' | 'service', string>> & { startedAt?: number }

/** What an accepted message answers, the first time and on every repeat of its submission key. */
export interface ContactAnswer {
  id: number | string
}

export interface ContactContext {
  brand: BrandKey
  locale: Locale
  ip: string
  channelNo?: string
  /** Where the message came from: the contact form, or a campaign page's lead form. */
  source?: 'contact' | 'lead'
  /** The logged-in merchant, whose account then lists the message and its status. */
  merchantId?: number
  now?: number
}

/**
 * officialQuery/contactUs: checks the message (fields, honeypot, fill time, rate), then
 * stores it and its notification mail in one transaction. Delivery happens afterwards
 * from the outbox, so a mail outage cannot lose a message that was accepted.
 *
 * A message sent again with the submission key of one already stored (a retry after a
 * timeout, a double click, a reload of a slow answer) is answered as the first send was,
 * and nothing is stored, queued or counted a second time.
 */
export async function submitContactMessage(input: ContactSubmission, ctx: ContactContext): Promise<ContactAnswer> {
  const t = contactTranslator(ctx.locale)
  const now = ctx.now ?? Date.now()
  // Fields first: a person or an API client with a bad field learns what to fix, whatever
  // the timing or honeypot verdict would have been.
  const problems = checkContact(input)
  const { topic, problems: topicProblems } = checkTopic(input)
  const { key, problem: keyProblem } = checkSubmissionKey(input[SUBMISSION_KEY_FIELD])
  if (problems.length || topicProblems.length || keyProblem) {
    const reasons = [...problems.map((p) => describeProblem(t, p)), ...topicProblems.map((p) => t(`enquiry.${p}`)), ...(keyProblem ? [t('problems.submissionKey', { length: SUBMISSION_KEY_LENGTH })] : [])]
    const fields = [
      ...problems,
      ...topicProblems.map((p) => ({ field: p === 'unknownJurisdiction' ? 'jurisdiction' : 'service', problem: p })),
      ...(keyProblem ? [{ field: SUBMISSION_KEY_FIELD, problem: keyProblem }] : []),
    ]
    throw new ContactRejected(400, reasons.join('; '), { fields })
  }

  const payload = await payloadClient()
  const brand = await getBrand(ctx.brand, 'cn')
  if (!brand) throw new Error(`contactUs: brand ${ctx.brand} has no CMS record`)
  const brandId = brand.id as number
  // Before the verdicts: the repeat of an accepted message must get its answer again, not
  // "too many messages" because the first send used up the last of the address's limit.
  if (key) {
    const earlier = await replayOf(payload, key, brandId, t)
    if (earlier) return earlier
  }

  if (input[HONEYPOT_FIELD]) throw new ContactRejected(400, t('rejected'))
  const wait = fillTimeLeft(input.startedAt, now)
  // The answer says how long to wait, so the browser form can wait it out and send again.
  if (wait > 0) throw new ContactRejected(400, t('tooFast', { seconds: Math.ceil(wait / 1000) }), { retryAfterMs: wait })

  const rate = await consume('contact', ctx.ip, getEnv().CONTACT_MESSAGES_PER_ADDRESS, RATE_WINDOW_SECONDS)
  if (!rate.allowed) throw new ContactRejected(429, t('rateLimited'), { retryAfter: rate.retryAfter })

  const message = normaliseContact(input)
  let id: number | string
  try {
    id = await withTransaction(payload, async (req) => {
      const stored = await payload.create({
        collection: 'contact-messages',
        data: {
          brand: brandId,
          ...message,
          ...topic,
          locale: ctx.locale,
          page: (input.page ?? '').slice(0, 300),
          channelNo: ctx.channelNo?.slice(0, 64),
          source: ctx.source ?? 'contact',
          status: 'new',
          ...(key ? { submissionKey: key } : {}),
          ...(ctx.merchantId ? { merchant: ctx.merchantId } : {}),
        },
        req,
        overrideAccess: true,
      })
      await enqueueMail(payload, notificationMail(brand.name, brand.email, message, topic, ctx.locale), `contact-messages:${stored.id}`, req)
      return stored.id
    })
  } catch (error) {
    // Two sends with one key at the same moment both found nothing above; the unique index
    // let one insert through and refused the other, whose transaction (mail included) was
    // rolled back. The loser answers as the winner's replay.
    const earlier = key && isUniqueViolation(error, SUBMISSION_KEY_FIELD) ? await replayOf(payload, key, brandId, t) : null
    if (earlier) return earlier
    throw error
  }
  kickMailDelivery()
  return { id }
}

type Payload = Awaited<ReturnType<typeof payloadClient>>

/**
 * The answer for a key already stored, or null when none is. A key stored for another
 * brand is refused like a malformed one: this brand has no message to answer with, and
 * the unique index would refuse to store a second one under that key.
 */
async function replayOf(payload: Payload, key: string, brandId: number, t: ReturnType<typeof contactTranslator>): Promise<ContactAnswer | null> {
  const { docs } = await payload.find({ collection: 'contact-messages', where: { submissionKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, select: { brand: true } })
  const earlier = docs[0]
  if (!earlier) return null
  const earlierBrand = typeof earlier.brand === 'object' && earlier.brand ? earlier.brand.id : earlier.brand
  if (earlierBrand !== brandId) throw new ContactRejected(400, t('problems.submissionKey', { length: SUBMISSION_KEY_LENGTH }), { fields: [{ field: SUBMISSION_KEY_FIELD, problem: 'submissionKey' }] })
  return { id: earlier.id }
}

function notificationMail(brandName: string, to: string, m: ReturnType<typeof normaliseContact>, topic: EnquiryTopic, locale: Locale) {
  // Staff read these in Chinese, whatever language the visitor wrote in.
  const t = contactTranslator('cn')
  const about = [topic.jurisdiction ? t(`enquiry.jurisdictions.${topic.jurisdiction}`) : null, topic.service ? t(`enquiry.services.${topic.service}`) : null].filter(Boolean)
  const lines = [
    ...(about.length ? [`${t('enquiry.mailTopic')}：${about.join(' / ')}`] : []),
    `${t('fields.name')}：${m.name}`,
    `${t('fields.email')}：${m.email}`,
    `${t('fields.phone')}：${m.phone || '-'}`,
    `${t('fields.companyName')}：${m.companyName || '-'}`,
    `${t('fields.subject')}：${m.subject}`,
    `语言 / Language：${locale}`,
    '',
    m.content,
  ]
  return { to, replyTo: m.email, subject: t('mailSubject', { brand: brandName, subject: m.subject }), text: lines.join('\n') }
}
