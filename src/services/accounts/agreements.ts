import 'server-only'
import type { Locale } from '@/brands/registry'
import { payloadClient } from '../payload'

export interface AgreementView {
  id: number | string
  kind: string
  version: string
  title: string
  content: string
  publishedAt: string
}

/** business/sysAgreement/listNewestAgreement: the newest published agreement of each kind. */
export async function listNewestAgreements(locale: Locale, now = new Date()): Promise<AgreementView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'agreements',
    where: { publishedAt: { less_than_equal: now.toISOString() } },
    sort: '-publishedAt',
    locale,
    depth: 0,
    pagination: false,
  })
  const newest = new Map<string, AgreementView>()
  for (const d of docs) {
    if (!newest.has(d.kind)) newest.set(d.kind, { id: d.id, kind: d.kind, version: d.version, title: d.title, content: d.content, publishedAt: d.publishedAt })
  }
  return [...newest.values()]
}
