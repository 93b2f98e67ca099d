import 'server-only'
import { cachedRead } from '../cache'
import { sharedTag } from '../content/tags'
import { payloadClient } from '../payload'
import type { JurisdictionCode } from './codes'
import { jurisdictionLabel, jurisdictionSchema, type JurisdictionFacts } from './reference-data'
import { SHOWN } from '../visibility'

/**
 * The jurisdictions as the CMS holds them (collection `corporate-jurisdictions`, seeded from
 * reference/corporate/jurisdictions.yaml): enabled ones in their sort order. The collection
 * checks the facts on save; they are checked again here, so a document written around the
 * CMS (a database restore, a script) is left out with a log line instead of breaking a page.
 */
export async function loadJurisdictions(): Promise<JurisdictionFacts[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'corporate-jurisdictions',
    where: SHOWN,
    sort: ['sort', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const facts: JurisdictionFacts[] = []
  for (const doc of docs) {
    const parsed = jurisdictionSchema.safeParse(doc.facts)
    if (parsed.success) facts.push(parsed.data)
    else payload.logger.error({ msg: 'corporate jurisdiction skipped: its facts do not match the schema', label: doc.label, issue: parsed.error.issues[0] })
  }
  return facts
}

/** Every enabled jurisdiction, cached until an edit of the collection (tag `shared:corporate`). */
export function getJurisdictions(): Promise<JurisdictionFacts[]> {
  return cachedRead(['corporate-jurisdictions'], [sharedTag('corporate')], loadJurisdictions)
}

/** The entries of one jurisdiction code: one, or for the USA one per state (Delaware, Wyoming). */
export async function getJurisdiction(code: JurisdictionCode): Promise<JurisdictionFacts[]> {
  return (await getJurisdictions()).filter((entry) => entry.code === code)
}

export { jurisdictionLabel }
