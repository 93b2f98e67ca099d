import type { NextRequest } from 'next/server'
import { BRAND_ROUTES, isLocale } from '@/brands/registry'
import { parseCalendarQuery } from '@/components/corporate/planner/calendar-query'
import { todayInChina } from '@/components/corporate/planner/input-rules'
import { entryPrice } from '@/components/corporate/compare/prices'
import { brandDomain } from '@/lib/request-host'
import { planToICalendar } from '@/services/corporate/calendar'
import { DEFAULT_WINDOW_MONTHS, planDeadlines } from '@/services/corporate/deadlines'
import { jurisdictionLabel } from '@/services/corporate/reference-data'
import { getJurisdictions } from '@/services/corporate/store'
import { getBrand } from '@/services/content/brand'
import { getPriceEntries } from '@/services/pricing/prices'

/**
 * /cht/deadlinePlanner/calendar.ics?jurisdiction=HK&incorporated=2025-03-10&yearEnd=03-31:
 * the planner's filings of the next 24 months as an iCalendar file, one all-day event each,
 * with our price from the price list. Only the corporate brand answers; a bad query is a 400
 * with a plain-text message naming the parameter.
 */
export const dynamic = 'force-dynamic'

const BRAND = 'cht'

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ brand: string; locale: string }> }) {
  const { brand, locale } = await params
  if (brand !== BRAND || !isLocale(locale) || !BRAND_ROUTES[BRAND].locales.includes(locale)) return plain(404, 'Not found')
  const parsed = parseCalendarQuery(request.nextUrl.searchParams, todayInChina())
  if (!parsed.ok) return plain(400, parsed.message)
  const { query } = parsed

  const [facts, priceEntries, site] = await Promise.all([getJurisdictions(), getPriceEntries(), getBrand(BRAND, locale)])
  const entry = facts.find((candidate) => jurisdictionLabel(candidate) === query.jurisdiction)
  if (!entry) return plain(404, `jurisdiction: ${query.jurisdiction} is not offered at the moment`)

  const obligations = entry.obligations.map((obligation) => {
    const row = obligation.service ? entryPrice(priceEntries, entry, obligation.service, locale) : undefined
    return row ? { ...obligation, ourPrice: row.payPrice } : obligation
  })
  const plan = planDeadlines({
    obligations,
    incorporatedOn: query.incorporated,
    ...(query.yearEnd ? { yearEnd: query.yearEnd } : {}),
    ...(query.firstYearEnd ? { firstYearEnd: query.firstYearEnd } : {}),
    from: query.from,
    months: DEFAULT_WINDOW_MONTHS,
  })
  const calendarLocale = locale === 'cn' ? 'cn' : 'en'
  const name = site?.name ?? (calendarLocale === 'cn' ? '启航企服' : 'Chartwell Corporate')
  const calendar = planToICalendar(plan, { site: { name, domain: brandDomain(BRAND, request.headers) }, locale: calendarLocale, scope: query.jurisdiction.toLowerCase() })
  if (!calendar.ok) return plain(500, calendar.error)

  const filename = `${BRAND}-deadlines-${query.jurisdiction.toLowerCase()}-${query.from}.ics`
  return new Response(calendar.text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
