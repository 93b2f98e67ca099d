import 'server-only'
import type { Payload, Where } from 'payload'
import type { Locale } from '@/brands/registry'
import type { ComplianceChecklist, Merchant } from '@/payload-types'
import { daysBetween, isCalendarDate, todayInChina } from '@/lib/calendar-date'
import { payloadSecret } from '@/lib/secrets'
import { trademarkRequestsOf } from '@/services/trademarks/requests'
import { feedFileName } from './calendar-feed'
import { deadlineRules } from './deadline-data'
import { FREQUENCIES, type Frequency } from './deadline-rules'
import { addMonthsToDate, frequenciesFor, seriesFor, upcomingDeadlines, type ComplianceDeadline, type TrackedObligation } from './deadlines'
import type { ComplianceReport } from './report-types'
import { reportIn } from './reports'
import {
  DEADLINE_WINDOW_MONTHS,
  NUMBER_MAX_LENGTH,
  REMINDER_DAYS,
  type ChecklistItemView,
  type ChecklistUpdate,
  type ComplianceOverview,
  type DeadlineView,
  type MessageSummary,
  type ReminderSettings,
} from './tracker-types'
import { trackerTranslator } from './tracker-texts'
import { reportLocale, type ReportLocale } from './types'

/**
 * "My compliance": the merchant's newest report turned into a checklist they keep, the
 * deadlines of the next twelve months computed from what they marked done (deadlines.ts over
 * the reference series), reminder settings, the private calendar feed's address, and their
 * trademark requests and messages. Every write checks the input against the merchant's own
 * report, so a merchant can only keep items their report names.
 */

/** A refused change: the field it concerns and the message naming the problem. */
export class TrackerRejected extends Error {
  constructor(
    public readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

const MESSAGE_LIMIT = 20
/** Registrations older than this are typing mistakes (and would make the planner walk centuries). */
const EARLIEST_START = '1900-01-01'
const CHECKLIST_LIMIT = 500
/** Letters, digits, spaces and the separators registration numbers use. */
const NUMBER_PATTERN = /^[\p{L}\p{N} ._/-]*$/u

// ---- reading -------------------------------------------------------------------------

interface Obligation {
  ruleKey: string
  jurisdiction: string
  marketName: string
  title: string
  category: ChecklistItemView['category']
  phase: ChecklistItemView['phase']
}

/** The merchant's newest saved report (questionnaire or buying guide), in the reader's language. */
async function latestReport(payload: Payload, merchantId: number | string, locale: string) {
  const { docs } = await payload.find({ collection: 'survey-reports', where: { merchant: { equals: merchantId } }, sort: ['-createdAt', '-id'], limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  return doc ? { reportId: doc.reportId, createdAt: doc.createdAt, report: reportIn(doc, locale) } : null
}

/** Every item of a report, obligations and recommendations, in the report's order. */
function obligationsOf(report: ComplianceReport): Obligation[] {
  return report.sections.flatMap((section) =>
    section.items.map((item) => ({ ruleKey: item.ruleKey, jurisdiction: section.jurisdiction, marketName: section.name, title: item.title, category: item.category, phase: item.phase ?? 'ongoing' })),
  )
}

const keyOf = (ruleKey: string, jurisdiction: string) => `${ruleKey}|${jurisdiction}`

async function checklistRows(payload: Payload, merchantId: number | string): Promise<Map<string, ComplianceChecklist>> {
  const { docs } = await payload.find({ collection: 'compliance-checklist', where: { merchant: { equals: merchantId } }, limit: CHECKLIST_LIMIT, depth: 0, overrideAccess: true, pagination: false })
  return new Map(docs.map((row) => [keyOf(row.ruleKey, row.jurisdiction), row]))
}

function itemView(obligation: Obligation, row: ComplianceChecklist | undefined): ChecklistItemView {
  const rules = deadlineRules()
  return {
    ...obligation,
    jurisdiction: obligation.jurisdiction as ChecklistItemView['jurisdiction'],
    status: row?.status ?? 'todo',
    number: row?.number ?? '',
    startedOn: row?.startedOn || null,
    frequency: (row?.frequency as Frequency | null | undefined) ?? null,
    frequencies: frequenciesFor(rules, obligation.ruleKey, obligation.jurisdiction),
    hasDeadlines: seriesFor(rules, obligation.ruleKey, obligation.jurisdiction).length > 0,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  }
}

/** What the deadline planner follows: obligations marked done (in place since a date, when given). */
export function trackedObligations(items: readonly ChecklistItemView[]): TrackedObligation[] {
  return items.filter((item) => item.status === 'done').map((item) => ({ ruleKey: item.ruleKey, jurisdiction: item.jurisdiction, startedOn: item.startedOn, frequency: item.frequency }))
}

export function deadlineView(deadline: ComplianceDeadline, marketName: string, locale: ReportLocale, today: string): DeadlineView {
  const text = (t: { cn: string; en: string; de?: string }) => t[locale] ?? t.en
  return {
    id: `${deadline.seriesKey}-${deadline.jurisdiction}-${deadline.date}`,
    seriesKey: deadline.seriesKey,
    ruleKey: deadline.ruleKey,
    jurisdiction: deadline.jurisdiction as DeadlineView['jurisdiction'],
    marketName,
    date: deadline.date,
    daysLeft: daysBetween(today, deadline.date),
    title: text(deadline.title),
    authority: text(deadline.authority),
    ...(deadline.periodEnd ? { periodEnd: deadline.periodEnd } : {}),
    ...(deadline.note ? { note: text(deadline.note) } : {}),
    source: deadline.source,
  }
}

/** The checklist and its deadlines from `today` (China date) for the window. */
export async function checklistAndDeadlines(payload: Payload, merchantId: number | string, locale: Locale, today: string) {
  const [found, rows] = await Promise.all([latestReport(payload, merchantId, locale), checklistRows(payload, merchantId)])
  const items = found ? obligationsOf(found.report).map((o) => itemView(o, rows.get(keyOf(o.ruleKey, o.jurisdiction)))) : []
  const markets = new Map(items.map((item) => [item.jurisdiction as string, item.marketName]))
  const lang = reportLocale(locale)
  const deadlines = upcomingDeadlines(trackedObligations(items), deadlineRules(), today, DEADLINE_WINDOW_MONTHS).map((d) => deadlineView(d, markets.get(d.jurisdiction) ?? d.jurisdiction, lang, today))
  return { report: found ? { reportId: found.reportId, createdAt: new Date(found.createdAt).toISOString() } : null, items, deadlines, window: { from: today, to: addMonthsToDate(today, DEADLINE_WINDOW_MONTHS) } }
}

export function reminderSettings(merchant: Pick<Merchant, 'remindersEnabled' | 'reminderEmail' | 'reminderDays'>): ReminderSettings {
  return { enabled: Boolean(merchant.remindersEnabled), email: merchant.reminderEmail ?? '', daysBefore: merchant.reminderDays ?? REMINDER_DAYS.default }
}

/** The feed's site-relative address: under the account pages, in the page's language prefix. */
export function feedPath(accountBase: string, merchant: Pick<Merchant, 'mercNo' | 'calendarVersion'>): string {
  return `${accountBase}/compliance/calendar/${feedFileName(payloadSecret(), merchant.mercNo, merchant.calendarVersion ?? 0)}`
}

async function messagesOf(payload: Payload, merchantId: number | string, locale: Locale): Promise<MessageSummary[]> {
  const t = trackerTranslator(locale)
  const { docs } = await payload.find({ collection: 'contact-messages', where: { merchant: { equals: merchantId } }, sort: ['-createdAt', '-id'], limit: MESSAGE_LIMIT, depth: 0, overrideAccess: true })
  return docs.map((doc) => ({ id: doc.id, subject: doc.subject, status: doc.status, statusText: t(`messageStatus.${doc.status}`), createdAt: new Date(doc.createdAt).toISOString() }))
}

export interface OverviewContext {
  locale: Locale
  /** The account pages' base path in the page's language (`/workbench`, `/en/workbench` ...). */
  accountBase: string
  now?: Date
}

/** GET system/compliance/overview. */
export async function complianceOverview(payload: Payload, merchant: Merchant, ctx: OverviewContext): Promise<ComplianceOverview> {
  const today = todayInChina(ctx.now)
  const [plan, requests, messages] = await Promise.all([
    checklistAndDeadlines(payload, merchant.id, ctx.locale, today),
    trademarkRequestsOf(payload, merchant.id, ctx.locale),
    messagesOf(payload, merchant.id, ctx.locale),
  ])
  return {
    ...plan,
    reminders: reminderSettings(merchant),
    feedPath: feedPath(ctx.accountBase, merchant),
    trademarkRequests: requests.map(({ countries: _countries, ...request }) => request),
    messages,
  }
}

// ---- writing -------------------------------------------------------------------------

/**
 * POST system/compliance/item: keeps status, number, date and frequency of one item of the
 * merchant's newest report. Checked before anything is written; one row per item (the
 * unique index holds it even when two saves race: the loser updates instead).
 */
export async function updateChecklistItem(payload: Payload, merchant: Merchant, input: ChecklistUpdate, ctx: OverviewContext): Promise<ComplianceOverview> {
  const t = trackerTranslator(ctx.locale)
  const today = todayInChina(ctx.now)
  const found = await latestReport(payload, merchant.id, ctx.locale)
  if (!found) throw new TrackerRejected('ruleKey', t('problems.noReport'))
  const obligation = obligationsOf(found.report).find((o) => o.ruleKey === input.ruleKey && o.jurisdiction === input.jurisdiction)
  if (!obligation) throw new TrackerRejected('ruleKey', t('problems.unknownObligation', { ruleKey: input.ruleKey, jurisdiction: input.jurisdiction }))
  const number = (input.number ?? '').trim().replace(/\s+/g, ' ')
  if (number.length > NUMBER_MAX_LENGTH || !NUMBER_PATTERN.test(number)) throw new TrackerRejected('number', t('problems.number', { max: NUMBER_MAX_LENGTH }))
  const startedOn = (input.startedOn ?? '').trim()
  if (startedOn && (!isCalendarDate(startedOn) || startedOn < EARLIEST_START || startedOn > today)) throw new TrackerRejected('startedOn', t('problems.startedOn'))
  const frequency = input.frequency || null
  const allowed = frequenciesFor(deadlineRules(), obligation.ruleKey, obligation.jurisdiction)
  if (frequency && (!FREQUENCIES.includes(frequency) || !allowed.includes(frequency))) throw new TrackerRejected('frequency', t('problems.frequency'))

  const data = { status: input.status, number, startedOn: startedOn || null, frequency }
  const where: Where = { and: [{ merchant: { equals: merchant.id } }, { ruleKey: { equals: obligation.ruleKey } }, { jurisdiction: { equals: obligation.jurisdiction } }] }
  const write = async () => {
    const { docs } = await payload.find({ collection: 'compliance-checklist', where, limit: 1, depth: 0, overrideAccess: true })
    if (docs[0]) await payload.update({ collection: 'compliance-checklist', id: docs[0].id, data, overrideAccess: true, depth: 0 })
    else await payload.create({ collection: 'compliance-checklist', data: { merchant: merchant.id, ruleKey: obligation.ruleKey, jurisdiction: obligation.jurisdiction, ...data }, overrideAccess: true, depth: 0 })
  }
  try {
    await write()
  } catch (error) {
    // Two saves of a new row at once: the unique index refused the second insert; the row
    // exists now, so the second save updates it.
    await write().catch(() => {
      throw error
    })
  }
  return complianceOverview(payload, merchant, ctx)
}

/** POST system/compliance/reminders: reminders need an address; the days are bounded. */
export async function updateReminderSettings(payload: Payload, merchant: Merchant, input: ReminderSettings, locale: Locale): Promise<ReminderSettings> {
  const t = trackerTranslator(locale)
  const email = input.email.trim()
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw new TrackerRejected('email', t('problems.email'))
  if (input.enabled && !email) throw new TrackerRejected('email', t('problems.emailRequired'))
  if (!Number.isInteger(input.daysBefore) || input.daysBefore < REMINDER_DAYS.min || input.daysBefore > REMINDER_DAYS.max)
    throw new TrackerRejected('daysBefore', t('problems.daysBefore', { min: REMINDER_DAYS.min, max: REMINDER_DAYS.max }))
  const updated = await payload.update({
    collection: 'merchants',
    id: merchant.id,
    data: { remindersEnabled: input.enabled, reminderEmail: email || null, reminderDays: input.daysBefore, reminderLocale: locale },
    overrideAccess: true,
    depth: 0,
  })
  return reminderSettings(updated)
}

/** POST system/compliance/calendar/reset: a new feed address; the old one answers 404 from now on. */
export async function resetCalendarFeed(payload: Payload, merchant: Merchant, accountBase: string): Promise<{ feedPath: string }> {
  const updated = await payload.update({ collection: 'merchants', id: merchant.id, data: { calendarVersion: (merchant.calendarVersion ?? 0) + 1 }, overrideAccess: true, depth: 0 })
  return { feedPath: feedPath(accountBase, updated) }
}
