import { JURISDICTION_NAMES } from '@/services/compliance/names'
import { JURISDICTIONS, type Jurisdiction } from '@/services/compliance/questions'
import type { PriceKind, Texts } from '@/services/compliance/types'

/**
 * Names for the price list's country codes. Codes the questionnaire also knows take the
 * report's jurisdiction names, so a country is called the same on every page.
 */
const FROM_JURISDICTIONS: Record<number, Texts> = Object.fromEntries(
  (Object.entries(JURISDICTIONS) as [Jurisdiction, { country?: number }][])
    .filter(([, j]) => j.country !== undefined)
    .map(([key, j]) => [j.country!, JURISDICTION_NAMES[key]]),
)

export const COUNTRY_NAMES: Record<number, Texts> = {
  ...FROM_JURISDICTIONS,
  9: { cn: '比利时', en: 'Belgium' },
  10: { cn: '瑞典', en: 'Sweden' },
  17: { cn: '爱尔兰', en: 'Ireland' },
  21: { cn: '立陶宛', en: 'Lithuania' },
  26: { cn: '塞浦路斯', en: 'Cyprus' },
  31: { cn: '埃及', en: 'Egypt' },
  32: { cn: '瑞士', en: 'Switzerland' },
  33: { cn: '土耳其', en: 'Turkey' },
  34: { cn: '墨西哥', en: 'Mexico' },
  // Jurisdictions of the corporate brand's incorporation and maintenance services.
  40: { cn: '中国香港', en: 'Hong Kong' },
  41: { cn: '新加坡', en: 'Singapore' },
  42: { cn: '英属维尔京群岛', en: 'British Virgin Islands' },
  43: { cn: '塞舌尔', en: 'Seychelles' },
}

/** A price row without a country code: a market without a code of its own, or any market. */
export const ANY_COUNTRY: Texts = { cn: '其他市场及通用服务', en: 'Other markets and general services' }

/** Trademark items 1–10 (one mark in N classes) carry no country code: they are Chinese filings. */
export const CHINA_TRADEMARK_OFFICE: Texts = { cn: '中国（国家知识产权局）', en: 'China (CNIPA)' }

export function countryName(code: number | null | undefined, lang: 'cn' | 'en'): string {
  if (code === null || code === undefined) return ANY_COUNTRY[lang]
  return COUNTRY_NAMES[code]?.[lang] ?? (lang === 'cn' ? `国家代码 ${code}` : `Country code ${code}`)
}

/**
 * The price page's sections: the price list's service types gathered by what they are for.
 * Trademark filings have their own list (its code 0 is not VAT registration).
 */
export const PRICE_CATEGORIES = ['vat', 'indirectTax', 'epr', 'representative', 'product', 'trademark', 'corporate', 'other'] as const
export type PriceCategory = (typeof PRICE_CATEGORIES)[number]

const CATEGORY_OF_TYPE: [PriceCategory, readonly number[]][] = [
  // 0 registration, 1-11 agent transfers, cancellations, renewals, late filing, Hague, ZM; 21-28 changes and tax-office matters
  ['vat', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 21, 22, 23, 24, 25, 26, 27, 28]],
  // IOSS, chemical tax, JCT, GST, OSS, plastic tax
  ['indirectTax', [12, 15, 17, 43, 44, 49, 50, 123]],
  // WEEE, packaging, batteries, packaging transfer, added categories, value-added services, textiles, furniture, tyres
  ['epr', [101, 102, 103, 105, 106, 107, 108, 110, 111, 112, 115, 116, 129]],
  // authorised representative, EU and UK representative value-added services
  ['representative', [104, 113, 114]],
  // testing and certification, toys, cosmetics (CPNP, SCPN)
  ['product', [117, 118, 119, 140, 122, 124, 125]],
]

export function priceCategory(kind: PriceKind, serviceType: number): PriceCategory {
  if (kind === 'trademark' || kind === 'corporate') return kind
  const found = CATEGORY_OF_TYPE.find(([, types]) => types.includes(serviceType))
  if (found) return found[0]
  // 2xx renewals and 3xx cancellations follow their registration (201 WEEE renewal ...).
  if (serviceType >= 200 && serviceType < 400) return priceCategory(kind, (serviceType % 100) + 100)
  return 'other'
}

/** Position of a service type inside its category, so related services sit together. */
export function serviceTypeOrder(serviceType: number): number {
  for (const [, types] of CATEGORY_OF_TYPE) {
    const i = types.indexOf(serviceType)
    if (i >= 0) return i
  }
  return 1000 + serviceType
}
