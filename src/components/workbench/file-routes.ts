import 'server-only'
import type { NextRequest } from 'next/server'
import { BRAND_ROUTES, isBrandKey, isLocale, type BrandKey, type Locale } from '@/brands/registry'
import type { Merchant } from '@/payload-types'
import { LOGIN_COOKIE } from '@/lib/cookies'
import { brandDomain } from '@/lib/request-host'
import { payloadSecret } from '@/lib/secrets'
import { merchantForToken } from '@/services/accounts/sessions'
import { feedTokenMatches, parseFeedFileName } from '@/services/compliance/calendar-feed'
import { complianceCalendar, complianceCsv } from '@/services/compliance/tracker-files'
import { getBrand } from '@/services/content/brand'
import { payloadClient } from '@/services/payload'

/**
 * The route handlers of "My compliance" files: the downloads (session cookie) and the private
 * feed (the address is the permission). Each answer is private and never stored by a cache;
 * a wrong brand, language, session or feed address is a plain-text 4xx.
 */

type Params = Promise<{ brand: string; locale: string; feed?: string }>

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })
}

async function place(params: Params): Promise<{ brand: BrandKey; locale: Locale; feed?: string } | null> {
  const { brand, locale, feed } = await params
  if (!isBrandKey(brand) || !isLocale(locale) || !BRAND_ROUTES[brand].locales.includes(locale)) return null
  return { brand, locale, ...(feed === undefined ? {} : { feed }) }
}

async function sessionMerchant(request: NextRequest): Promise<Merchant | null> {
  const token = request.cookies.get(LOGIN_COOKIE)?.value
  return token ? merchantForToken(await payloadClient(), token) : null
}

async function feedMerchant(feed: string): Promise<Merchant | null> {
  const parsed = parseFeedFileName(feed)
  if (!parsed) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'merchants', where: { mercNo: { equals: parsed.mercNo } }, limit: 1, depth: 0, overrideAccess: true })
  const merchant = docs[0]
  return merchant && feedTokenMatches(payloadSecret(), merchant.mercNo, merchant.calendarVersion ?? 0, parsed.token) ? merchant : null
}

async function calendarResponse(request: NextRequest, merchant: Merchant, brand: BrandKey, locale: Locale, download: boolean): Promise<Response> {
  const site = await getBrand(brand, locale)
  const calendar = await complianceCalendar(await payloadClient(), merchant, locale, { name: site?.name ?? brand, domain: brandDomain(brand, request.headers) })
  if (!calendar.ok) return plain(500, calendar.error)
  return new Response(calendar.text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      ...(download ? { 'content-disposition': `attachment; filename="compliance-deadlines-${merchant.mercNo}.ics"` } : {}),
      'cache-control': 'private, no-store',
      // A feed address must not leak through a Referer or be indexed.
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  })
}

/** GET …/workbench/compliance/export.ics */
export async function calendarDownload(request: NextRequest, { params }: { params: Params }): Promise<Response> {
  const at = await place(params)
  if (!at) return plain(404, 'Not found')
  const merchant = await sessionMerchant(request)
  if (!merchant) return plain(401, 'Please log in to download your deadlines.')
  return calendarResponse(request, merchant, at.brand, at.locale, true)
}

/** GET …/workbench/compliance/export.csv */
export async function csvDownload(request: NextRequest, { params }: { params: Params }): Promise<Response> {
  const at = await place(params)
  if (!at) return plain(404, 'Not found')
  const merchant = await sessionMerchant(request)
  if (!merchant) return plain(401, 'Please log in to download your deadlines.')
  const csv = await complianceCsv(await payloadClient(), merchant, at.locale)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="compliance-deadlines-${merchant.mercNo}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}

/** GET …/workbench/compliance/calendar/<mercNo>-<token>.ics: the private feed. */
export async function calendarFeed(request: NextRequest, { params }: { params: Params }): Promise<Response> {
  const at = await place(params)
  if (!at?.feed) return plain(404, 'Not found')
  const merchant = await feedMerchant(at.feed)
  // One answer for a malformed, unknown or retired address: nothing tells them apart.
  if (!merchant) return plain(404, 'This calendar address is not valid (it may have been reset in the account).')
  return calendarResponse(request, merchant, at.brand, at.locale, false)
}
