/**
 * The corporate brand's codes, shared by pages, the enquiry form (in the browser), the
 * gateway and the CMS schema. Pure: no server imports.
 */

/** The brand's jurisdiction codes (the site's codes, also URL segments: /cht/incorporation/XJP). */
export const JURISDICTION_CODES = ['HK', 'USA', 'YG', 'FR', 'XJP', 'BVI', 'SSE'] as const
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number]

/** The US states the brand forms LLCs in. */
export const US_STATES = ['DE', 'WY'] as const
export type UsState = (typeof US_STATES)[number]

export function isJurisdictionCode(value: unknown): value is JurisdictionCode {
  return typeof value === 'string' && (JURISDICTION_CODES as readonly string[]).includes(value)
}

/** What a seller can ask the brand about (the enquiry form's service choice). */
export const CORPORATE_SERVICES = ['incorporation', 'annualReview', 'secretary', 'accounting', 'bankAccount'] as const
export type CorporateService = (typeof CORPORATE_SERVICES)[number]

export function isCorporateService(value: unknown): value is CorporateService {
  return typeof value === 'string' && (CORPORATE_SERVICES as readonly string[]).includes(value)
}

/**
 * Service-type codes of the price list's corporate rows (kind `corporate`). Audit and the
 * registered address are priced separately from accounting and the secretary.
 */
export const CORPORATE_SERVICE_TYPES = {
  incorporation: 200,
  annualReview: 201,
  secretary: 202,
  accounting: 203,
  audit: 204,
  bankAccount: 205,
  registeredAddress: 206,
} as const

/** The price list's country code of each jurisdiction (see services/pricing/codes.ts). */
export const PRICE_COUNTRY: Record<JurisdictionCode, number> = { HK: 40, USA: 101, YG: 0, FR: 1, XJP: 41, BVI: 42, SSE: 43 }
