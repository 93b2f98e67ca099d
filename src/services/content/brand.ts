import 'server-only'
import { BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { contentTag } from './tags'

export interface MergerNoticeView {
  title: string
  text: string
  loginLabel: string
  loginUrl: string | null
  goLabel: string
  goUrl: string | null
}

/** The TH variant's close-of-service notice: a heading, its text (line breaks kept) and an optional link. */
export interface ClosureNoticeView {
  title: string
  text: string
  link: { label: string; href: string } | null
}

export interface BrandView {
  key: BrandKey
  id: number | string
  platformCode: string
  name: string
  siteTitle: string
  tagline: string
  description: string
  logoText: string
  logoUrl: string | null
  defaultLocale: Locale
  locales: Locale[]
  flags: { recycling: boolean; lawFirm: boolean; th: boolean; languageSwitcher: boolean }
  phones: { presale: string; cooperation: string; service: string }
  email: string
  address: string
  workbenchUrl: string | null
  chatUrl: string | null
  signUpBanner: { title: string; text: string; buttonLabel: string }
  /** Set on a brand merged into another company: the notice for its former customers. */
  mergerNotice: MergerNoticeView | null
  /** The close-of-service notice; shown only while flags.th is on. Null when its title is empty. */
  closureNotice: ClosureNoticeView | null
  copyright: string
  filingNumbers: { text: string; url: string | null }[]
  theme: { primary: string; primaryContrast: string; accent: string; surface: string; ink: string }
  identity: BrandIdentity
}

/** The brand's style over the shared components; set as data attributes on <html> (globals.css styles them). */
export interface BrandIdentity {
  typeface: 'sans' | 'serif' | 'rounded'
  corners: 'square' | 'soft' | 'round'
  headingAccent: 'none' | 'underline' | 'bar'
  heroPattern: 'gradient' | 'grid' | 'dots' | 'plain'
}

const DEFAULT_IDENTITY: BrandIdentity = { typeface: 'sans', corners: 'soft', headingAccent: 'none', heroPattern: 'gradient' }

/** A link is shown only with both its label and its address. */
export function closureNoticeOf(group: { title?: string | null; text?: string | null; linkLabel?: string | null; linkUrl?: string | null } | null | undefined): ClosureNoticeView | null {
  const title = group?.title?.trim()
  if (!title) return null
  const label = group?.linkLabel?.trim()
  const href = group?.linkUrl?.trim()
  return { title, text: group?.text ?? '', link: label && href ? { label, href } : null }
}

export async function loadBrand(key: BrandKey, locale: Locale): Promise<BrandView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: key } }, locale, depth: 1, limit: 1 })
  const doc = docs[0]
  if (!doc) return null
  const route = BRAND_ROUTES[key]
  const logo = doc.logo && typeof doc.logo === 'object' ? doc.logo.url ?? null : null
  return {
    key,
    id: doc.id,
    platformCode: doc.platformCode,
    name: doc.name,
    siteTitle: doc.siteTitle,
    tagline: doc.tagline ?? '',
    description: doc.description ?? '',
    logoText: doc.logoText ?? doc.name,
    logoUrl: logo,
    defaultLocale: (doc.defaultLocale as Locale) ?? route.defaultLocale,
    locales: (doc.publishedLocales as Locale[] | null) ?? route.locales,
    flags: {
      recycling: Boolean(doc.flags?.recycling),
      lawFirm: Boolean(doc.flags?.lawFirm),
      th: Boolean(doc.flags?.th),
      languageSwitcher: doc.flags?.languageSwitcher !== false,
    },
    phones: { presale: doc.phones?.presale ?? '', cooperation: doc.phones?.cooperation ?? '', service: doc.phones?.service ?? '' },
    email: doc.email ?? '',
    address: doc.address ?? '',
    workbenchUrl: doc.workbenchUrl || null,
    chatUrl: doc.chatUrl || null,
    signUpBanner: { title: doc.signUpBanner?.title ?? '', text: doc.signUpBanner?.text ?? '', buttonLabel: doc.signUpBanner?.buttonLabel ?? '' },
    mergerNotice: doc.mergerNotice?.title
      ? { title: doc.mergerNotice.title, text: doc.mergerNotice.text ?? '', loginLabel: doc.mergerNotice.loginLabel ?? '', loginUrl: doc.mergerNotice.loginUrl || null, goLabel: doc.mergerNotice.goLabel ?? '', goUrl: doc.mergerNotice.goUrl || null }
      : null,
    closureNotice: closureNoticeOf(doc.closureNotice),
    copyright: doc.copyright ?? '',
    filingNumbers: (doc.filingNumbers ?? []).map((f) => ({ text: f.text, url: f.url || null })),
    theme: doc.theme,
    identity: { ...DEFAULT_IDENTITY, ...Object.fromEntries(Object.entries(doc.identity ?? {}).filter(([, value]) => value)) },
  }
}

export function getBrand(key: BrandKey, locale: Locale): Promise<BrandView | null> {
  return cachedRead(['brand', key, locale], [contentTag('brand', key)], () => loadBrand(key, locale))
}
