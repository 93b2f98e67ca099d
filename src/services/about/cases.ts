import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import type { CaseStudy } from '@/payload-types'
import { cachedRead } from '../cache'
import { contentTag } from '../content/tags'
import { payloadClient } from '../payload'
import { shownOfBrand } from '../visibility'

/** A client case study (officialMenuRelation/getSuccessfulCase, the about page). */
export interface CaseStudyView {
  id: number | string
  title: string
  client: string
  industry: string
  challenge: string
  solution: string
  result: string
  /** The outcome in one line, shown large on the home page's cards (empty: none). */
  highlight: string
  /** Services used, as the editor listed them (comma or 、 separated). */
  services: string[]
  sort: number
}

/** "德国WEEE注册、电池法注册" or "WEEE, batteries" → one entry per service. */
export function splitServices(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,，、;；]/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function toView(doc: CaseStudy): CaseStudyView {
  return {
    id: doc.id,
    title: doc.title,
    client: doc.client,
    industry: doc.industry ?? '',
    challenge: doc.challenge,
    solution: doc.solution,
    result: doc.result,
    highlight: doc.highlight ?? '',
    services: splitServices(doc.services),
    sort: doc.sort ?? 0,
  }
}

export async function loadCaseStudies(brand: BrandKey, locale: Locale): Promise<CaseStudyView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'case-studies',
    where: shownOfBrand(brand),
    locale,
    depth: 0,
    sort: 'sort',
    pagination: false,
  })
  return docs.map(toView)
}

export function getCaseStudies(brand: BrandKey, locale: Locale): Promise<CaseStudyView[]> {
  return cachedRead(['case-studies', brand, locale], [contentTag('cases', brand)], () => loadCaseStudies(brand, locale))
}
