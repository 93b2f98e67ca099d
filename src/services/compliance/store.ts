import 'server-only'
import type { Payload, Where } from 'payload'
import type { ComplianceRule as RuleDoc, PriceList as PriceDoc } from '@/payload-types'
import type { Jurisdiction, QuestionId } from './questions'
import { PHASES, type ComplianceRule, type Phase, type PriceEntry, type Texts } from './types'
import { SHOWN } from '../visibility'

/** A field read with locale 'all' comes back as {cn, en, ...}; older rows may hold only cn. */
function texts(value: unknown): Texts {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<string, string | null>>
  const cn = v.cn ?? v.en ?? ''
  return { cn, en: v.en ?? cn, ...(v.de ? { de: v.de } : {}) }
}

/** Whether a localized field holds a text in any language (an optional text left empty is absent). */
function hasText(value: unknown): boolean {
  return Boolean(value && typeof value === 'object' && Object.values(value).some((v) => typeof v === 'string' && v.trim()))
}

const num = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined)

export function toRule(doc: RuleDoc): ComplianceRule {
  const serviceType = num(doc.service?.serviceType)
  const serviceItem = num(doc.service?.serviceItem)
  return {
    key: doc.key,
    jurisdictions: (doc.jurisdictions ?? []) as Jurisdiction[],
    match: doc.match === 'any' ? 'any' : 'all',
    conditions: (doc.conditions ?? []).map((c) => ({ question: c.question as Exclude<QuestionId, '1'>, values: (c.values ?? []).map(String) })),
    category: doc.category,
    title: texts(doc.title),
    summary: texts(doc.summary),
    legalBasis: texts(doc.legalBasis),
    phase: PHASES.includes(doc.phase as Phase) ? (doc.phase as Phase) : 'beforeListing',
    timing: texts(doc.timing),
    ...(hasText(doc.officialFee) ? { officialFee: texts(doc.officialFee) } : {}),
    risk: texts(doc.risk),
    ...(serviceType !== undefined ? { service: { serviceType, ...(serviceItem !== undefined ? { serviceItem } : {}) } } : {}),
    sort: doc.sort ?? 0,
    enabled: doc.enabled !== false,
  }
}

export function toPrice(doc: PriceDoc): PriceEntry {
  const country = num(doc.country)
  const serviceItem = num(doc.serviceItem)
  return {
    id: doc.id,
    kind: doc.kind,
    serviceType: doc.serviceType,
    ...(country !== undefined ? { country } : {}),
    ...(serviceItem !== undefined ? { serviceItem } : {}),
    productName: texts(doc.productName),
    unitPrice: doc.unitPrice,
    discountPrice: doc.discountPrice ?? 0,
    priceUnit: texts(doc.priceUnit),
    officialFeeIncluded: Boolean(doc.officialFeeIncluded),
  }
}

/** Every rule, enabled or not (the engine skips disabled ones), texts in all languages. */
export async function loadRules(payload: Payload): Promise<ComplianceRule[]> {
  const { docs } = await payload.find({ collection: 'compliance-rules', locale: 'all', depth: 0, limit: 0, pagination: false, overrideAccess: true })
  return docs.map((d) => toRule(d as RuleDoc))
}

/** The enabled price-list entries, optionally narrowed by kind, service type and country. */
export async function loadPrices(payload: Payload, filter: { kind?: PriceEntry['kind']; serviceType?: number; country?: number } = {}): Promise<PriceEntry[]> {
  const where: Where = {
    and: [
      SHOWN,
      ...(filter.kind ? [{ kind: { equals: filter.kind } } satisfies Where] : []),
      ...(filter.serviceType !== undefined ? [{ serviceType: { equals: filter.serviceType } } satisfies Where] : []),
      ...(filter.country !== undefined ? [{ country: { equals: filter.country } } satisfies Where] : []),
    ],
  }
  const { docs } = await payload.find({ collection: 'price-list', locale: 'all', depth: 0, limit: 0, pagination: false, where, sort: 'serviceType', overrideAccess: true })
  return docs.map((d) => toPrice(d as PriceDoc))
}
