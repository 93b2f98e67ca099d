import 'server-only'
import type { Locale } from '@/brands/registry'
import { payloadClient } from '../payload'
import type { CampaignKind } from './constants'
import type { PopupView, PosterView } from './types'
import { popupView, posterView } from './views'

export type PreviewResult =
  | { ok: true; view: PopupView | PosterView }
  | { ok: false; reason: 'signedOut' | 'forbidden' | 'notFound' }

type Related = number | { id: number } | null | undefined
const idOf = (value: Related) => (value && typeof value === 'object' ? value.id : value)

/**
 * The campaign as it will look, for a signed-in CMS staff member whatever its schedule
 * or switch says: administrators see any, editors only their brands' campaigns (the same
 * line the CMS draws). The staff session is Payload's own, from the request's cookies.
 * Nothing is counted.
 */
export async function previewCampaign(kind: CampaignKind, id: number, headers: Headers, locale: Locale): Promise<PreviewResult> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  if (!user || user.collection !== 'users') return { ok: false, reason: 'signedOut' }
  const doc =
    kind === 'popup'
      ? await payload.findByID({ collection: 'popups', id, locale, depth: 1, joins: false, disableErrors: true })
      : await payload.findByID({ collection: 'posters', id, locale, depth: 1, joins: false, disableErrors: true })
  if (!doc) return { ok: false, reason: 'notFound' }
  if (user.role !== 'admin') {
    const brands = (user.brands ?? []).map((b) => idOf(b as Related))
    if (!brands.includes(idOf(doc.brand as Related))) return { ok: false, reason: 'forbidden' }
  }
  const view = kind === 'popup' ? popupView(doc as Parameters<typeof popupView>[0]) : posterView(doc as Parameters<typeof posterView>[0])
  return view ? { ok: true, view } : { ok: false, reason: 'notFound' }
}
