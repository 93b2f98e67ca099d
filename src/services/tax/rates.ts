import 'server-only'
import type { Locale } from '@/brands/registry'
import type { TaxRate } from '@/payload-types'
import { cachedRead } from '../cache'
import { sharedTag } from '../content/tags'
import { payloadClient } from '../payload'
import { SHOWN } from '../visibility'

/** One country's rates as the calculator shows them, in one language. */
export interface TaxRateView {
  country: number
  countryName: string
  taxName: string
  currency: string
  standardRate: number
  reducedRates: { rate: number; label: string }[]
  /** Service type whose price the calculator shows (e.g. 0 VAT registration, 17 JCT). */
  serviceType: number | null
  notes: string
}

function toView(doc: TaxRate): TaxRateView {
  return {
    country: doc.country,
    countryName: doc.countryName,
    taxName: doc.taxName,
    currency: doc.currency,
    standardRate: doc.standardRate,
    reducedRates: (doc.reducedRates ?? []).map((r) => ({ rate: r.rate, label: r.label })),
    serviceType: typeof doc.serviceType === 'number' ? doc.serviceType : null,
    notes: doc.notes ?? '',
  }
}

export async function loadTaxRates(locale: Locale): Promise<TaxRateView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'tax-rates',
    where: SHOWN,
    locale,
    depth: 0,
    pagination: false,
    sort: ['sort', 'country'],
    overrideAccess: true,
  })
  return docs.map(toView)
}

/** Enabled tax-rate rows in editor order; one tag for all brands (`shared:tax-rates`). */
export function getTaxRates(locale: Locale): Promise<TaxRateView[]> {
  return cachedRead(['tax-rates', locale], [sharedTag('tax-rates')], () => loadTaxRates(locale))
}
