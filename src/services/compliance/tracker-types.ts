import type { Jurisdiction } from './questions'
import type { ComplianceRule, Phase } from './types'
import type { Frequency } from './deadline-rules'

/**
 * "My compliance" in the account: the answers of the gateway calls the account page reads
 * and writes, shared by the server (tracker.ts) and the browser island. All texts are in
 * the page's language already.
 *
 * Calls (logged-in merchant, else 401):
 * - GET  system/compliance/overview            → ComplianceOverview
 * - POST system/compliance/item   ChecklistUpdate → ComplianceOverview (deadlines follow the change)
 * - POST system/compliance/reminders ReminderSettings → ReminderSettings
 * - POST system/compliance/calendar/reset       → { feedPath } (the old feed address stops working)
 * Files (session cookie): /workbench/compliance/export.ics and export.csv; the private feed
 * /workbench/compliance/calendar/<feed token>.ics needs no cookie (calendar apps have none).
 */

export const CHECKLIST_STATUSES = ['todo', 'inProgress', 'done', 'notApplicable'] as const
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number]

/** Registration numbers are short codes (DE123456789, WEEE-Reg.-Nr. DE 12345678, FR123456_01ABCD). */
export const NUMBER_MAX_LENGTH = 64
export const REMINDER_DAYS = { min: 1, max: 60, default: 14 } as const
/** The deadlines shown, exported and reminded of: from today, this many months ahead. */
export const DEADLINE_WINDOW_MONTHS = 12

export interface ChecklistItemView {
  ruleKey: string
  jurisdiction: Jurisdiction
  /** The market's name, e.g. 德国. */
  marketName: string
  title: string
  category: ComplianceRule['category']
  phase: Phase
  status: ChecklistStatus
  /** The registration number the merchant keeps here (VAT, EPR, WEEE ...), '' when none. */
  number: string
  /** `YYYY-MM-DD`: registered or in place since; deadlines count from it. */
  startedOn: string | null
  /** The filing frequency chosen, when the obligation has periodic returns. */
  frequency: Frequency | null
  /** Frequencies the merchant may pick (the usual first); empty when none applies. */
  frequencies: Frequency[]
  /** True when reference data dates this obligation's filings or renewals. */
  hasDeadlines: boolean
  /** ISO time of the merchant's last change, null while untouched. */
  updatedAt: string | null
}

export interface ChecklistUpdate {
  ruleKey: string
  jurisdiction: string
  status: ChecklistStatus
  number?: string
  /** `YYYY-MM-DD` or '' to clear. */
  startedOn?: string
  frequency?: Frequency | ''
}

export interface DeadlineView {
  /** Unique within the overview: series key, country and date. */
  id: string
  /** The deadline series (reference/compliance/deadlines.yaml) it belongs to. */
  seriesKey: string
  ruleKey: string
  jurisdiction: Jurisdiction
  marketName: string
  /** `YYYY-MM-DD`. */
  date: string
  /** Days from today (China time) to the date; 0 is today. */
  daysLeft: number
  title: string
  authority: string
  /** `YYYY-MM-DD`: the last day of the period a return covers. */
  periodEnd?: string
  note?: string
  source: string
}

export interface ReminderSettings {
  enabled: boolean
  /** Where reminders go ('' until given; required to enable). */
  email: string
  /** How many days before each deadline the reminder is sent. */
  daysBefore: number
}

export interface TrademarkRequestSummary {
  id: number
  markName: string
  classIds: number[]
  status: string
  statusText: string
  attorneyReply: string | null
  createdAt: string
}

export interface MessageSummary {
  id: number | string
  subject: string
  status: string
  statusText: string
  createdAt: string
}

export interface ComplianceOverview {
  /** The report the checklist comes from (the merchant's newest), null when there is none yet. */
  report: { reportId: string; createdAt: string } | null
  items: ChecklistItemView[]
  /** Deadlines from today for DEADLINE_WINDOW_MONTHS months, soonest first. */
  deadlines: DeadlineView[]
  window: { from: string; to: string }
  reminders: ReminderSettings
  /** Site-relative address of the private calendar feed. */
  feedPath: string
  trademarkRequests: TrademarkRequestSummary[]
  messages: MessageSummary[]
}
