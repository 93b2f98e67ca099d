import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { textsSchema } from '@/services/compliance/reference-data'
import { obligationSchema } from '@/services/corporate/obligation-rules'
import { CORPORATE_SERVICE_TYPES, JURISDICTION_CODES, US_STATES, type JurisdictionCode, type UsState } from './codes'

/**
 * The facts of the corporate-services brand about each jurisdiction it incorporates in, as
 * shipped in reference/corporate/jurisdictions.yaml (sources: reference/corporate/SOURCE.md):
 * who the structure suits, the requirements, documents, steps and set-up time, government fees,
 * the yearly obligations in the deadline planner's vocabulary, tax basics, bank options and
 * questions and answers, each group with the official page it rests on. The file is read and
 * checked on first use, so importing this module costs nothing.
 */

export const CORPORATE_JURISDICTIONS_FILE = 'reference/corporate/jurisdictions.yaml'

// Each jurisdiction code has one entry, the USA one per state.
export { JURISDICTION_CODES, US_STATES, type JurisdictionCode, type UsState }

const url = z.url({ protocol: /^https?$/ })

/** A calendar date written as YYYY-MM-DD (quoted in YAML, so it stays a string). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  }, 'not a calendar date')

const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a key of lower-case words joined by hyphens')

/** One fact in both languages and the official page that states it. */
const factSchema = z.object({ source: url, text: textsSchema }).strict()

/** A list of points in both languages and the official page they rest on. */
const factListSchema = z.object({ source: url, items: z.array(textsSchema).min(1) }).strict()

/** Working days, the shortest and the longest usual time. */
const dayRangeSchema = z
  .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
  .strict()
  .refine((range) => range.min <= range.max, { message: 'min is above max', path: ['max'] })

const stepSchema = z.object({ title: textsSchema, days: dayRangeSchema }).strict()

/**
 * A government fee. A figure that could not be confirmed for the current year keeps its last
 * confirmed value with `unconfirmed: true` and `lastConfirmed`, the date of the newest source
 * that stated it. `obligation` names the yearly obligation the fee is paid with; the
 * obligation repeats the amount for the planner, and this entry says whether it is confirmed.
 * A fee without an obligation is paid once, at incorporation.
 */
const governmentFeeSchema = z
  .object({
    key,
    title: textsSchema,
    amount: z.number().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'expected a three-letter currency code'),
    note: textsSchema.optional(),
    unconfirmed: z.literal(true).optional(),
    lastConfirmed: isoDate.optional(),
    obligation: key.optional(),
    /** A yearly obligation's fee that is also paid at incorporation (Hong Kong: the first business registration certificate is issued with it). */
    alsoAtIncorporation: z.literal(true).optional(),
    source: url,
  })
  .strict()
  .superRefine((fee, ctx) => {
    if (fee.alsoAtIncorporation && !fee.obligation) ctx.addIssue({ code: 'custom', path: ['alsoAtIncorporation'], message: 'only a fee of a yearly obligation needs alsoAtIncorporation; a fee without one is paid at incorporation anyway' })
    if (fee.unconfirmed && !fee.lastConfirmed) ctx.addIssue({ code: 'custom', path: ['lastConfirmed'], message: 'an unconfirmed fee needs the date it was last confirmed' })
    if (!fee.unconfirmed && fee.lastConfirmed) ctx.addIssue({ code: 'custom', path: ['unconfirmed'], message: 'lastConfirmed is only for a fee marked unconfirmed' })
  })

const sourceSchema = z.object({ url, title: z.string().regex(/\S/, 'expected a title'), checked: isoDate }).strict()

const requirementsSchema = z
  .object({
    directors: factSchema,
    shareholders: factSchema,
    secretary: factSchema,
    registeredAddress: factSchema,
    capital: factSchema,
    beneficialOwnership: factSchema,
  })
  .strict()

/** Our priced services, the keys of the price list's corporate service types (`annualReview`, `accounting` ...). */
const SERVICE_KEYS = Object.keys(CORPORATE_SERVICE_TYPES) as [keyof typeof CORPORATE_SERVICE_TYPES, ...(keyof typeof CORPORATE_SERVICE_TYPES)[]]

/**
 * A yearly obligation as the facts file writes it: the planner's obligation, plus `service`,
 * the service of ours that handles it, so the planner can show that service's price from the
 * price list (prices are never written into the facts).
 */
const factsObligationSchema = obligationSchema.extend({ service: z.enum(SERVICE_KEYS).optional() })

const factsObligationsSchema = z.array(factsObligationSchema).superRefine((list, ctx) => {
  if (list.length === 0) ctx.addIssue({ code: 'custom', path: [], message: 'expected at least one obligation' })
  const seen = new Set<string>()
  list.forEach((obligation, i) => {
    if (seen.has(obligation.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key "${obligation.key}" has an earlier entry` })
    seen.add(obligation.key)
  })
})

/** The needs of a seller the comparison page filters by. */
export const SELLER_NEEDS = ['marketplaceAccount', 'paymentAccount', 'lowUpkeep', 'euCustomers'] as const
export type SellerNeed = (typeof SELLER_NEEDS)[number]

/**
 * The jurisdiction in one row of the comparison page: a one-line tax headline, whether the
 * accounts are audited and a local director is needed (each with a short note), what a year
 * of upkeep takes, and which of the seller's needs it fits: opening marketplace seller
 * accounts (Amazon, Shopify, TikTok Shop), payment and collection accounts (Stripe, PayPal,
 * banks), little yearly work and cost, and selling to EU customers (VAT and trust).
 */
const comparisonSchema = z
  .object({
    taxHeadline: textsSchema,
    auditRequired: z.boolean(),
    auditNote: textsSchema,
    localDirectorRequired: z.boolean(),
    localDirectorNote: textsSchema,
    upkeep: textsSchema,
    fits: z.object({ marketplaceAccount: z.boolean(), paymentAccount: z.boolean(), lowUpkeep: z.boolean(), euCustomers: z.boolean() }).strict(),
  })
  .strict()

/** Every `source` address written anywhere in an entry, with where it is. */
function sourcesUsed(value: unknown, path: (string | number)[] = []): { url: string; path: (string | number)[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => sourcesUsed(item, [...path, i]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => (name === 'source' && typeof inner === 'string' ? [{ url: inner, path: [...path, name] }] : name === 'sources' ? [] : sourcesUsed(inner, [...path, name])))
  }
  return []
}

export const jurisdictionSchema = z
  .object({
    code: z.enum(JURISDICTION_CODES),
    /** Only for the USA: the state the LLC is formed in. */
    state: z.enum(US_STATES).optional(),
    name: textsSchema,
    /** The company form. */
    entity: textsSchema,
    suits: factListSchema,
    requirements: requirementsSchema,
    documents: factListSchema,
    steps: z.object({ source: url, items: z.array(stepSchema).min(1) }).strict(),
    /** Working days from instructions to a registered company, bank account not included. */
    setUpDays: dayRangeSchema,
    governmentFees: z.array(governmentFeeSchema).min(1),
    obligations: factsObligationsSchema,
    tax: factListSchema,
    bankAccounts: factListSchema,
    faq: z.array(z.object({ q: textsSchema, a: textsSchema }).strict()).min(3).max(5),
    /** The row of the comparison page. */
    comparison: comparisonSchema,
    /** Every page the entry cites, with the date it was checked. */
    sources: z.array(sourceSchema).min(1),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.code === 'USA' && !entry.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'a USA entry names its state' })
    if (entry.code !== 'USA' && entry.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'only a USA entry has a state' })

    const listed = new Set<string>()
    entry.sources.forEach((source, i) => {
      if (listed.has(source.url)) ctx.addIssue({ code: 'custom', path: ['sources', i, 'url'], message: `${source.url} is listed twice` })
      listed.add(source.url)
    })
    for (const used of sourcesUsed(entry)) {
      if (!listed.has(used.url)) ctx.addIssue({ code: 'custom', path: used.path, message: `${used.url} is not in this entry's sources` })
    }

    const feeKeys = new Set<string>()
    const linked = new Map<string, number>()
    entry.governmentFees.forEach((fee, i) => {
      if (feeKeys.has(fee.key)) ctx.addIssue({ code: 'custom', path: ['governmentFees', i, 'key'], message: `key "${fee.key}" has an earlier entry` })
      feeKeys.add(fee.key)
      if (!fee.obligation) return
      const obligation = entry.obligations.find((o) => o.key === fee.obligation)
      if (!obligation) ctx.addIssue({ code: 'custom', path: ['governmentFees', i, 'obligation'], message: `no obligation has the key "${fee.obligation}"` })
      else if (obligation.governmentFee?.amount !== fee.amount || obligation.governmentFee.currency !== fee.currency) ctx.addIssue({ code: 'custom', path: ['governmentFees', i, 'amount'], message: `obligation "${fee.obligation}" states a different fee` })
      if (linked.has(fee.obligation)) ctx.addIssue({ code: 'custom', path: ['governmentFees', i, 'obligation'], message: `obligation "${fee.obligation}" already has a fee` })
      linked.set(fee.obligation, i)
    })
    entry.obligations.forEach((obligation, i) => {
      if (obligation.governmentFee && !linked.has(obligation.key)) ctx.addIssue({ code: 'custom', path: ['obligations', i, 'governmentFee'], message: `no government fee names obligation "${obligation.key}"` })
    })
  })

export type JurisdictionFacts = z.output<typeof jurisdictionSchema>
export type GovernmentFee = JurisdictionFacts['governmentFees'][number]
export type FactsObligation = JurisdictionFacts['obligations'][number]
export type JurisdictionComparison = JurisdictionFacts['comparison']

/** A jurisdiction's label: its code, and for the USA the state (`USA-WY`). */
export function jurisdictionLabel(entry: Pick<JurisdictionFacts, 'code' | 'state'>): string {
  return entry.state ? `${entry.code}-${entry.state}` : entry.code
}

/** The whole file: every jurisdiction code once, the USA once per state. */
export const corporateJurisdictionsFileSchema = z.array(jurisdictionSchema).superRefine((entries, ctx) => {
  const seen = new Set<string>()
  entries.forEach((entry, i) => {
    const label = jurisdictionLabel(entry)
    if (seen.has(label)) ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `${label} has an earlier entry` })
    seen.add(label)
  })
  const expected = JURISDICTION_CODES.flatMap((code) => (code === 'USA' ? US_STATES.map((state) => `USA-${state}`) : [code]))
  const missing = expected.filter((label) => !seen.has(label))
  if (missing.length > 0) ctx.addIssue({ code: 'custom', path: [], message: `no entry for ${missing.join(', ')}` })
})

let entries: JurisdictionFacts[] | undefined

/** The entries of the file, in file order; read and checked once per process. */
export function corporateJurisdictions(): JurisdictionFacts[] {
  return (entries ??= loadDataFile(CORPORATE_JURISDICTIONS_FILE, corporateJurisdictionsFileSchema))
}

/** One jurisdiction's facts; the USA needs the state. */
export function jurisdictionFacts(code: JurisdictionCode, state?: UsState): JurisdictionFacts | undefined {
  return corporateJurisdictions().find((entry) => entry.code === code && entry.state === state)
}

/** The fees of the file not confirmed for the current year, labelled `HK business-registration`. */
export function unconfirmedFees(list: readonly JurisdictionFacts[] = corporateJurisdictions()): { jurisdiction: string; fee: GovernmentFee }[] {
  return list.flatMap((entry) => entry.governmentFees.filter((fee) => fee.unconfirmed).map((fee) => ({ jurisdiction: jurisdictionLabel(entry), fee })))
}

/** The government fees paid to incorporate: those of no yearly obligation, and yearly ones also due at incorporation. */
export function incorporationFees(entry: Pick<JurisdictionFacts, 'governmentFees'>): GovernmentFee[] {
  return entry.governmentFees.filter((fee) => !fee.obligation || fee.alsoAtIncorporation)
}
