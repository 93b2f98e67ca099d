import { notFound } from 'next/navigation'
import { CmsOnlyPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { CUSTOM_UID } from '@/services/about/custom'

/**
 * The campaign routes whose last segment names their CMS page: the hot-activity modules
 * (/cht/hot/module/{hotModal|loginSuccessful|repeat}) and the landing pages
 * (/custom/{uid}, /guide/{uid}). A segment outside the list or the id pattern is a 404
 * before any read; an id no page has is a 404 from the page lookup.
 */

/**
 * The states of the newcomer offer's module: the offer itself (after a click on the hot
 * activity), after signing in (the coupons are in the account), and for a visitor who has
 * already taken part.
 */
export const HOT_MODULE_STATES = ['hotModal', 'loginSuccessful', 'repeat'] as const
export type HotModuleState = (typeof HOT_MODULE_STATES)[number]

export function isHotModuleState(value: unknown): value is HotModuleState {
  return typeof value === 'string' && (HOT_MODULE_STATES as readonly string[]).includes(value)
}

type StateSegments = { state: string }

export function hotModuleMetadata() {
  return async ({ params }: { params: SiteParams<StateSegments> }) => {
    const { state } = await params
    if (!isHotModuleState(state)) return {}
    // What a visitor sees after signing in or on a second visit is no page to find by search.
    return cmsMetadata<StateSegments>(`hot/module/${state}`, () => (state === 'hotModal' ? {} : { robots: { index: false, follow: true } }))({ params })
  }
}

export function hotModulePage() {
  return async function HotModulePage({ params }: { params: SiteParams<StateSegments> }) {
    const { state } = await params
    if (!isHotModuleState(state)) notFound()
    return <CmsOnlyPage params={params} slug={`hot/module/${state}`} />
  }
}

/** Landing pages made by editors: `custom/{uid}` (campaign and channel pages) and `guide/{uid}` (guides). */
export type LandingKind = 'custom' | 'guide'
type UidSegments = { uid: string }

export function landingMetadata(kind: LandingKind) {
  return async ({ params }: { params: SiteParams<UidSegments> }) => {
    const { uid } = await params
    return CUSTOM_UID.test(uid) ? cmsMetadata<UidSegments>(`${kind}/${uid}`)({ params }) : {}
  }
}

export function landingPage(kind: LandingKind) {
  return async function LandingPage({ params }: { params: SiteParams<UidSegments> }) {
    const { uid } = await params
    if (!CUSTOM_UID.test(uid)) notFound()
    return <CmsOnlyPage params={params} slug={`${kind}/${uid}`} />
  }
}
