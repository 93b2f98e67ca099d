import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/brands/registry'
import type { Merchant } from '@/payload-types'
import { todayInChina } from '@/lib/calendar-date'
import { planToICalendar, type CalendarResult } from '@/services/corporate/calendar'
import type { PlannedDeadline } from '@/services/corporate/deadlines'
import { checklistAndDeadlines } from './tracker'
import type { ChecklistItemView, DeadlineView } from './tracker-types'
import { trackerTranslator } from './tracker-texts'

/**
 * The files of "My compliance": the deadlines as iCalendar (the private feed and the
 * download are the same text) and as CSV. Both list the deadlines of the next twelve months
 * from the merchant's checklist, computed as the account page shows them.
 */

export interface FileSite {
  name: string
  domain: string
}

/** A deadline in the shape the iCalendar writer takes; its texts are already in one language. */
function plannedDeadline(d: DeadlineView, number: string, t: ReturnType<typeof trackerTranslator>): PlannedDeadline {
  const same = (text: string) => ({ cn: text, en: text })
  const facts = [
    ...(d.periodEnd ? [`${t('export.columns.periodEnd')}: ${d.periodEnd}`] : []),
    ...(number ? [`${t('export.columns.number')}: ${number}`] : []),
    ...(d.note ? [d.note] : []),
  ]
  return {
    // The event UID is built from this and the date: stable, so a refreshed feed updates events.
    key: `${d.seriesKey}-${d.jurisdiction.toLowerCase()}`,
    date: d.date,
    ruleDate: d.date,
    moved: false,
    title: same(`${d.title} (${d.marketName})`),
    authority: same(d.authority),
    ...(facts.length ? { note: same(facts.join('\n')) } : {}),
    source: d.source,
  }
}

const numbersOf = (items: ChecklistItemView[]) => new Map(items.map((item) => [`${item.ruleKey}|${item.jurisdiction}`, item.number]))

/** The merchant's deadlines as iCalendar text. */
export async function complianceCalendar(payload: Payload, merchant: Merchant, locale: Locale, site: FileSite, now = new Date()): Promise<CalendarResult> {
  const t = trackerTranslator(locale)
  const { items, deadlines } = await checklistAndDeadlines(payload, merchant.id, locale, todayInChina(now))
  const numbers = numbersOf(items)
  const plan = deadlines.map((d) => plannedDeadline(d, numbers.get(`${d.ruleKey}|${d.jurisdiction}`) ?? '', t))
  return planToICalendar(plan, {
    site,
    locale: locale === 'cn' ? 'cn' : 'en',
    scope: merchant.mercNo.toLowerCase(),
    calendarName: t('export.calendarName', { site: site.name }),
    product: 'My compliance',
  })
}

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab/CR) neutralised with an
 * apostrophe so a spreadsheet never runs a merchant's text as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/** The deadlines as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Chinese right). */
export async function complianceCsv(payload: Payload, merchant: Merchant, locale: Locale, now = new Date()): Promise<string> {
  const t = trackerTranslator(locale)
  const { items, deadlines } = await checklistAndDeadlines(payload, merchant.id, locale, todayInChina(now))
  const numbers = numbersOf(items)
  const columns = ['date', 'market', 'title', 'authority', 'periodEnd', 'number', 'note', 'source'] as const
  const rows = deadlines.map((d) => [d.date, d.marketName, d.title, d.authority, d.periodEnd ?? '', numbers.get(`${d.ruleKey}|${d.jurisdiction}`) ?? '', d.note ?? '', d.source])
  const lines = [columns.map((c) => t(`export.columns.${c}`)), ...rows].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
