import 'server-only'
import type { Payload } from 'payload'
import { BRAND_ROUTES, DEFAULT_BRAND, isBrandKey, isLocale, publicPath, type Locale } from '@/brands/registry'
import type { Merchant } from '@/payload-types'
import { todayInChina } from '@/lib/calendar-date'
import { getEnv } from '@/lib/env'
import { configuredBrandHost } from '@/lib/request-host'
import { getBrand } from '@/services/content/brand'
import { enqueueMail } from '@/services/mail/outbox'
import { kickMailDelivery } from '@/services/mail/worker'
import { withTransaction } from '@/services/transaction'
import { checklistAndDeadlines } from './tracker'
import type { DeadlineView } from './tracker-types'
import { trackerTranslator } from './tracker-texts'

/**
 * Deadline reminder mails. A sweep (hourly, and on demand in tests) finds merchants who
 * turned reminders on, computes their deadlines as the account page does, and for each
 * deadline within their chosen number of days writes a reminder record and the mail into
 * the outbox in one transaction. The record's unique index (merchant, deadline) makes each
 * reminder go out once, whichever process sweeps; the outbox retries delivery, so a mail
 * outage delays a reminder instead of losing it.
 */

const MERCHANT_PAGE = 100

export interface SweepResult {
  merchants: number
  queued: number
}

/** The merchant's language for mail: the one they saved the settings in, on a brand that has it. */
function mailPlace(merchant: Merchant): { brand: keyof typeof BRAND_ROUTES; locale: Locale } {
  const brand = isBrandKey(merchant.brand) ? merchant.brand : DEFAULT_BRAND
  const route = BRAND_ROUTES[brand]
  const wanted = merchant.reminderLocale
  return { brand, locale: isLocale(wanted) && route.locales.includes(wanted) ? wanted : route.defaultLocale }
}

/** One reminder mail. Pure. */
export function reminderMail(deadline: DeadlineView, number: string, to: string, place: { locale: Locale; siteName: string; accountUrl: string }) {
  const t = trackerTranslator(place.locale)
  const lines = [
    t('reminder.greeting'),
    '',
    deadline.daysLeft > 0 ? t('reminder.body', { days: deadline.daysLeft, date: deadline.date }) : t('reminder.today', { date: deadline.date }),
    '',
    `${deadline.title} (${deadline.marketName})`,
    t('reminder.authority', { authority: deadline.authority }),
    ...(number ? [t('reminder.number', { number })] : []),
    ...(deadline.note ? [deadline.note] : []),
    t('reminder.source', { source: deadline.source }),
    '',
    t('reminder.manage', { url: place.accountUrl }),
    '',
    t('reminder.footer', { site: place.siteName }),
  ]
  return { to, subject: t('reminder.subject', { title: deadline.title, market: deadline.marketName, date: deadline.date }), text: lines.join('\n') }
}

/**
 * A link for a mail: on the brand's own host when the deployment names one (BRAND_HOSTS),
 * else on SITE_URL; without either (a local demo) the path alone.
 */
function absoluteUrl(brand: string, path: string): string {
  const host = configuredBrandHost(brand)
  const origin = host ? `https://${host}` : getEnv().SITE_URL
  return origin ? new URL(path, origin).toString() : path
}

async function alreadySent(payload: Payload, merchantId: number, from: string): Promise<Set<string>> {
  const { docs } = await payload.find({ collection: 'compliance-reminders', where: { and: [{ merchant: { equals: merchantId } }, { date: { greater_than_equal: from } }] }, limit: 1000, pagination: false, depth: 0, overrideAccess: true })
  return new Set(docs.map((d) => d.deadline))
}

async function remindMerchant(payload: Payload, merchant: Merchant, today: string): Promise<number> {
  const place = mailPlace(merchant)
  const { items, deadlines } = await checklistAndDeadlines(payload, merchant.id, place.locale, today)
  const days = merchant.reminderDays ?? 14
  const due = deadlines.filter((d) => d.daysLeft >= 0 && d.daysLeft <= days)
  if (!due.length || !merchant.reminderEmail) return 0
  const sent = await alreadySent(payload, merchant.id, today)
  const brand = await getBrand(place.brand, place.locale)
  const accountUrl = absoluteUrl(place.brand, publicPath(BRAND_ROUTES[place.brand], place.locale, 'workbench/compliance'))
  const numbers = new Map(items.map((item) => [`${item.ruleKey}|${item.jurisdiction}`, item.number]))
  let queued = 0
  for (const deadline of due) {
    if (sent.has(deadline.id)) continue
    const mail = reminderMail(deadline, numbers.get(`${deadline.ruleKey}|${deadline.jurisdiction}`) ?? '', merchant.reminderEmail, { locale: place.locale, siteName: brand?.name ?? place.brand, accountUrl })
    try {
      await withTransaction(payload, async (req) => {
        const record = await payload.create({ collection: 'compliance-reminders', data: { merchant: merchant.id, deadline: deadline.id, date: deadline.date }, req, overrideAccess: true, depth: 0 })
        await enqueueMail(payload, mail, `compliance-reminders:${record.id}`, req)
      })
      queued++
    } catch (error) {
      // Another process recorded this reminder first (the unique index refused ours): it is
      // queued once already. Anything else is logged and retried at the next sweep.
      const again = await alreadySent(payload, merchant.id, today)
      if (!again.has(deadline.id)) console.error('[reminders] could not queue a reminder', error)
    }
  }
  return queued
}

/** Queues every reminder due on the China date of `now`. */
export async function sweepReminders(payload: Payload, now = new Date()): Promise<SweepResult> {
  const today = todayInChina(now)
  let page = 1
  let merchants = 0
  let queued = 0
  for (;;) {
    const result = await payload.find({
      collection: 'merchants',
      where: { and: [{ remindersEnabled: { equals: true } }, { reminderEmail: { exists: true } }] },
      sort: 'id',
      limit: MERCHANT_PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const merchant of result.docs) {
      merchants++
      queued += await remindMerchant(payload, merchant, today).catch((error) => {
        console.error(`[reminders] merchant ${merchant.mercNo} skipped this sweep`, error)
        return 0
      })
    }
    if (!result.hasNextPage) break
    page++
  }
  if (queued) kickMailDelivery()
  return { merchants, queued }
}

const SCHEDULER = Symbol.for('compliance-sites.reminder-scheduler')
const SWEEP_INTERVAL_MS = 60 * 60_000
const slot = globalThis as typeof globalThis & { [SCHEDULER]?: ReturnType<typeof setInterval> }

/**
 * Sweeps at start (after a minute, so boot is not slowed) and then hourly. One scheduler per
 * process (kept on globalThis like the mail worker); parallel processes are safe through the
 * unique index.
 */
export function startReminderScheduler(payload: Payload): boolean {
  if (slot[SCHEDULER]) return false
  const run = () => void sweepReminders(payload).catch((error) => console.error('[reminders] sweep failed', error))
  setTimeout(run, 60_000).unref()
  slot[SCHEDULER] = setInterval(run, SWEEP_INTERVAL_MS)
  slot[SCHEDULER].unref()
  return true
}
