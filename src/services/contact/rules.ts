/**
 * The contact form's rules, shared by the browser form and the gateway so
 * both explain a problem the same way. Pure: no server imports.
 */
import { randomString } from '@/lib/random-string'
import { isCorporateService, isJurisdictionCode, type CorporateService, type JurisdictionCode } from '@/services/corporate/codes'

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'companyName', 'subject', 'content'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactInput = Record<ContactField, string>

/** Longest accepted value per field (characters). */
export const MAX_LENGTH: Record<ContactField, number> = { name: 50, email: 254, phone: 30, companyName: 100, subject: 100, content: 2000 }
export const REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'email', 'subject', 'content'])
export const CONTENT_MIN_LENGTH = 10
/** A person needs at least this long to fill the form; faster submissions are scripts. */
export const MIN_FILL_MS = 3000

/**
 * How many milliseconds a form must still wait before it may be sent: 0 once the minimum fill
 * time has passed. A form without a start time (an API client that left it out) waits the
 * whole minimum.
 */
export function fillTimeLeft(startedAt: unknown, now: number): number {
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return MIN_FILL_MS
  return Math.max(0, Math.min(MIN_FILL_MS, MIN_FILL_MS - (now - startedAt)))
}

/** The wait a "too fast" answer asks for (data.retryAfterMs), at most the minimum fill time; 0 for any other refusal. */
export function retryDelay(data: unknown): number {
  const ms = data && typeof data === 'object' ? (data as { retryAfterMs?: unknown }).retryAfterMs : undefined
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.min(ms, MIN_FILL_MS) : 0
}

/** The hidden field a person never fills (bots fill every input). */
export const HONEYPOT_FIELD = 'website'

export type ContactProblem = 'required' | 'tooLong' | 'email' | 'phone' | 'tooShort'

export interface FieldProblem {
  field: ContactField
  problem: ContactProblem
}

// Deliberately plain: one @, no spaces, a dot in the domain, no leading/trailing dot.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const PHONE = /^\+?[\d\s()-]{5,30}$/

export function checkContact(input: Partial<Record<ContactField, unknown>>): FieldProblem[] {
  const problems: FieldProblem[] = []
  for (const field of CONTACT_FIELDS) {
    const raw = input[field]
    const value = typeof raw === 'string' ? raw.trim() : ''
    if (!value) {
      if (REQUIRED.has(field)) problems.push({ field, problem: 'required' })
      continue
    }
    if (value.length > MAX_LENGTH[field]) problems.push({ field, problem: 'tooLong' })
    else if (field === 'email' && !EMAIL.test(value)) problems.push({ field, problem: 'email' })
    else if (field === 'phone' && !PHONE.test(value)) problems.push({ field, problem: 'phone' })
    else if (field === 'content' && value.length < CONTENT_MIN_LENGTH) problems.push({ field, problem: 'tooShort' })
  }
  return problems
}

/** Trimmed values, empty optional fields as ''. */
export function normaliseContact(input: Partial<Record<ContactField, unknown>>): ContactInput {
  return Object.fromEntries(CONTACT_FIELDS.map((f) => [f, typeof input[f] === 'string' ? (input[f] as string).trim() : ''])) as ContactInput
}

/**
 * An enquiry from the corporate brand's pages names its jurisdiction and service (both
 * optional, both from fixed lists), so it reaches the right adviser with its context.
 */
export interface EnquiryTopic {
  jurisdiction?: JurisdictionCode
  service?: CorporateService
}

export type TopicProblem = 'unknownJurisdiction' | 'unknownService'

/** Empty means "not chosen"; anything else must be on the list. */
export function checkTopic(input: { jurisdiction?: unknown; service?: unknown }): { topic: EnquiryTopic; problems: TopicProblem[] } {
  const problems: TopicProblem[] = []
  const topic: EnquiryTopic = {}
  if (input.jurisdiction !== undefined && input.jurisdiction !== '') {
    if (isJurisdictionCode(input.jurisdiction)) topic.jurisdiction = input.jurisdiction
    else problems.push('unknownJurisdiction')
  }
  if (input.service !== undefined && input.service !== '') {
    if (isCorporateService(input.service)) topic.service = input.service
    else problems.push('unknownService')
  }
  return { topic, problems }
}

/**
 * The submission key: made by the browser form once per message and sent with every retry
 * of it, so the server can tell "the same message again" (a retry after a timeout, a double
 * click, a reload of a slow answer) from a new one and store it only once. 24 characters of
 * the 62-character alphabet are about 143 bits: two visitors never draw the same key.
 */
export const SUBMISSION_KEY_LENGTH = 24
export const SUBMISSION_KEY_FIELD = 'submissionKey'
const SUBMISSION_KEY = /^[0-9A-Za-z]{24}$/

export function newSubmissionKey(): string {
  return randomString(SUBMISSION_KEY_LENGTH)
}

export type SubmissionKeyProblem = 'submissionKey'

/**
 * The key is optional (an API client may leave it out: then every send is a new message);
 * one that is given must have the form's shape, so a mistyped or truncated key is refused
 * instead of silently matching nothing.
 */
export function checkSubmissionKey(value: unknown): { key?: string; problem?: SubmissionKeyProblem } {
  if (value === undefined || value === null) return {}
  return typeof value === 'string' && SUBMISSION_KEY.test(value) ? { key: value } : { problem: 'submissionKey' }
}

/** The gateway call a brand's contact form sends to: the IP brand has its own enquiry mail. */
export function contactEndpoint(brand: string): string {
  return brand === 'mdt' ? 'mdt/applyProcessLog/ippEnEmailSend' : 'officialQuery/contactUs'
}
