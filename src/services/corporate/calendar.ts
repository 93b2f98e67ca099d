import { createEvents, type EventAttributes } from 'ics'
import type { PlannedDeadline } from './deadlines'
import type { Fee, Texts } from './obligation-rules'

/**
 * The deadline plan as an iCalendar file: one all-day event per deadline, titled with the
 * obligation, its description naming the authority, the government fee, our price, the note
 * and the source. An event's UID is built from the plan's scope (the jurisdiction), the
 * obligation key, the date and the site's domain, so importing a newer plan updates the events
 * instead of doubling them, and two jurisdictions' plans with the same key do not collide.
 */

export type CalendarLocale = 'cn' | 'en'

export interface CalendarSite {
  /** The site's name, shown in PRODID and as the calendar's name. */
  name: string
  /** The site's domain, the right-hand part of every UID. */
  domain: string
}

export interface CalendarOptions {
  site: CalendarSite
  locale: CalendarLocale
  /** What the plan is for, usually the jurisdiction (`hk`, `usa-de`): part of every UID. */
  scope?: string
  /** The calendar's name; by default "<site> deadlines" in the locale. */
  calendarName?: string
  /** What made the file, the product part of PRODID (default: the deadline planner). */
  product?: string
}

export type CalendarResult = { ok: true; text: string } | { ok: false; error: string }

const LABELS: Record<CalendarLocale, { authority: string; governmentFee: string; ourPrice: string; periodEnd: string; moved: string; source: string; calendar: string }> = {
  cn: { authority: '主管机构', governmentFee: '政府费用', ourPrice: '我们的服务费', periodEnd: '所属财年截至', moved: '原截止日为周末，顺延至下一个工作日', source: '依据', calendar: '申报截止日' },
  en: { authority: 'Authority', governmentFee: 'Government fee', ourPrice: 'Our price', periodEnd: 'Financial year ended', moved: 'Moved from a weekend to the next business day', source: 'Source', calendar: 'filing deadlines' },
}

function money({ amount, currency }: Fee): string {
  return `${currency} ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`
}

function dateArray(date: string, plusDays = 0): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const day = new Date(Date.UTC(y, m - 1, d + plusDays))
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()]
}

/** The description of one deadline's event, one fact a line. */
export function eventDescription(deadline: PlannedDeadline, locale: CalendarLocale): string {
  const label = LABELS[locale]
  const lines = [`${label.authority}: ${deadline.authority[locale]}`]
  if (deadline.governmentFee) lines.push(`${label.governmentFee}: ${money(deadline.governmentFee)}`)
  if (deadline.ourPrice !== undefined) lines.push(`${label.ourPrice}: ${money({ amount: deadline.ourPrice, currency: 'CNY' })}`)
  if (deadline.periodEnd) lines.push(`${label.periodEnd}: ${deadline.periodEnd}`)
  if (deadline.moved) lines.push(`${label.moved} (${deadline.ruleDate})`)
  if (deadline.note) lines.push(deadline.note[locale])
  lines.push(`${label.source}: ${deadline.source}`)
  return lines.join('\n')
}

/** A stable identifier for one obligation on one date (within a scope, when given). */
export function eventUid(deadline: Pick<PlannedDeadline, 'key' | 'date'>, domain: string, scope?: string): string {
  return `${scope ? `${scope.toLowerCase()}-` : ''}${deadline.key}-${deadline.date.replaceAll('-', '')}@${domain}`
}

/** The plan as iCalendar text, or the reason it could not be built. */
export function planToICalendar(plan: readonly PlannedDeadline[], options: CalendarOptions): CalendarResult {
  const { site, locale } = options
  if (!site.name.trim() || !/^[a-z0-9.-]+$/i.test(site.domain)) return { ok: false, error: 'the site needs a name and a domain' }
  if (options.scope !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/i.test(options.scope)) return { ok: false, error: `the scope "${options.scope}" is not letters and digits joined by hyphens` }
  const label = LABELS[locale]
  const header = {
    productId: `-//${site.name}//${options.product ?? 'Deadline planner'}//${locale.toUpperCase()}`,
    calName: options.calendarName ?? `${site.name} ${label.calendar}`,
  }
  const events: EventAttributes[] = plan.map((deadline) => ({
    start: dateArray(deadline.date),
    end: dateArray(deadline.date, 1),
    title: deadline.title[locale],
    description: eventDescription(deadline, locale),
    uid: eventUid(deadline, site.domain, options.scope),
    url: deadline.source,
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
  }))
  try {
    const { error, value } = createEvents(events, header)
    if (error || !value) return { ok: false, error: `the calendar could not be built: ${error?.message ?? 'no output'}` }
    return { ok: true, text: value }
  } catch (error) {
    return { ok: false, error: `the calendar could not be built: ${error instanceof Error ? error.message : String(error)}` }
  }
}
