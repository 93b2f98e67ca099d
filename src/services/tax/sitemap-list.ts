import 'server-only'
import { payloadClient } from '../payload'
import { SHOWN } from '../visibility'

/**
 * The enabled tax-rate rows as the sitemap needs them: the country code of each calculator
 * page (/calculate/{country}) and when the row last changed. The rows are shared by every
 * brand with a calculator. Uncached: the sitemap caches its whole read under the shared
 * tax-rates tag.
 */
export async function listTaxRateUpdates(): Promise<{ country: number; updatedAt: string | null }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'tax-rates',
    // The same rows the calculator offers (loadTaxRates).
    where: SHOWN,
    depth: 0,
    pagination: false,
    sort: ['sort', 'country'],
    overrideAccess: true,
    select: { country: true, updatedAt: true },
  })
  return docs.map((d) => ({ country: d.country, updatedAt: d.updatedAt ?? null }))
}
