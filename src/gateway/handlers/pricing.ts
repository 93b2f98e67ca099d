import { z } from 'zod'
import { LOCALES } from '@/brands/registry'
import { PRICE_KINDS } from '@/services/compliance/types'
import { brandPrices, filterPrices, getPriceEntries, groupPrices, priceRows, type PriceFilter } from '@/services/pricing/prices'
import { route, type RouteTable } from '../router'

/**
 * A service type or country code in a query string. Written out rather than
 * z.coerce.number(), which would read an empty `serviceType=` as 0 (VAT registration).
 */
const code = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, 'expected a numeric code')
  .transform(Number)

const keyword = z.string().trim().max(50).optional()

const priceForWwwQuery = z.object({ serviceType: code.optional(), country: code.optional(), productNameKeyWord: keyword, kind: z.enum(PRICE_KINDS).optional() })
const officialProductPriceQuery = z.object({ serviceType: code, country: code.optional(), productNameKeyWord: keyword })

function filterOf(query: { serviceType?: number; country?: number; productNameKeyWord?: string; kind?: PriceFilter['kind'] }): PriceFilter {
  return {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.serviceType !== undefined ? { serviceTypes: [query.serviceType] } : {}),
    ...(query.country !== undefined ? { countries: [query.country] } : {}),
    ...(query.productNameKeyWord ? { keyword: query.productNameKeyWord } : {}),
  }
}

/** Price-list calls. Every answer row carries payPrice = unit − discount. */
export const pricingRoutes: RouteTable = {
  /** Every enabled price for the price page, grouped by category and, inside, by country. */
  'officialQuery/getProductsPrices': route('GET', z.object({ lang: z.enum(LOCALES).optional() }), async (query, ctx) =>
    groupPrices(brandPrices(await getPriceEntries(), ctx.brand.key), query.lang ?? ctx.locale),
  ),

  /**
   * The public price search: any service type and country, narrowed by a name keyword and
   * optionally by list (`kind`). A code means something else in each list (201 is the WEEE
   * renewal in the compliance list, the annual review in the corporate one), so a brand
   * searches the lists it publishes: the corporate brand its corporate services, the others
   * the compliance and trademark lists.
   */
  'resource/officialProduct/priceForWWW': route('GET', priceForWwwQuery, async (query, ctx) =>
    priceRows(filterPrices(brandPrices(await getPriceEntries(), ctx.brand.key), filterOf(query)), ctx.locale),
  ),

  /** Recommended-service pricing for one service type (compliance list), optionally per country. */
  'business/merc/product/officialProductPrice': route('GET', officialProductPriceQuery, async (query, ctx) =>
    priceRows(filterPrices(await getPriceEntries(), { kind: 'compliance', ...filterOf(query) }), ctx.locale),
  ),
}
