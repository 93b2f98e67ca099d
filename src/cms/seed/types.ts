/**
 * Shapes of the demo content the seed writes into the CMS. Texts are given per locale;
 * `cn` and `en` are required, `de`/`ko` only for brands that publish them.
 */
import type { BrandKey, Locale } from '@/brands/registry'

export type L = { cn: string; en: string; de?: string; ko?: string }

/** Rich text as Markdown per locale (cms/seed/lexical.ts turns it into Lexical). */
export type RichTextSeed = { $richText: L }

export interface LinkSeed {
  label: L
  url: string
}

export interface BrandSeed {
  key: BrandKey
  platformCode: string
  name: L
  /** Site name used in page titles, e.g. 跨境电商合规服务 / Cross-border compliance services. */
  siteTitle: L
  tagline: L
  description: L
  logoText: L
  defaultLocale: Locale
  locales: Locale[]
  flags: { recycling?: boolean; lawFirm?: boolean; th?: boolean; languageSwitcher?: boolean }
  phones: { presale: string; cooperation: string; service: string }
  email: string
  address: L
  workbenchUrl?: string
  chatUrl?: string
  signUpBanner: { title: L; text: L; buttonLabel: L }
  copyright: L
  filingNumbers: { text: string; url?: string }[]
  theme: { primary: string; primaryContrast: string; accent: string; surface: string; ink: string }
  domains: string[]
}

export interface NavSeed {
  group: 'pcnav' | 'suspended' | 'more' | 'compliance'
  label: L
  subtitle?: L
  /** Site path (`/lz/VAT`) or external URL (https://...). */
  path?: string
  /** Grouping key such as Services, OnlineTool, IndustryInsight, PRACTICE AREAS. */
  key?: string
  /** Special action: freeTrial, contactUs, preSaleTelephone, onlineService, backTop, more. */
  action?: string
  /** '1' plain link, '2' dropdown (children), '3' mega menu (divPageList). */
  pageType?: '1' | '2' | '3'
  analyticsName?: string
  sort: number
  enabled?: boolean
  children?: NavSeed[]
  divPageList?: { name: L; description?: L; icon?: string; url: string; pageType?: string }[]
  menuRelationList?: { menuName: L }[]
}

export interface FooterGroupSeed {
  kind: 'qrcode' | 'blogroll' | 'bottom' | 'contactInformation' | 'function'
  title: L
  sort: number
  items: { label: L; value?: L; url?: string; icon?: string }[]
}

export interface ServiceSeed {
  menuName: L
  category: L
  path: string
  hot?: boolean
  sort: number
}

export type BlockSeed =
  | { blockType: 'hero'; eyebrow?: L; heading: L; text?: L; primaryAction?: LinkSeed; secondaryAction?: LinkSeed; highlights?: { value: L; label: L }[] }
  | { blockType: 'stats'; heading?: L; intro?: L; items: { value: L; label: L }[] }
  | { blockType: 'featureGrid'; heading?: L; intro?: L; items: { title: L; text?: L; tag?: L; url?: string; linkLabel?: L }[] }
  | { blockType: 'steps'; heading?: L; intro?: L; items: { title: L; text?: L }[] }
  | { blockType: 'faq'; heading?: L; intro?: L; items: { question: L; answer: L }[] }
  | { blockType: 'cta'; heading: L; text?: L; primaryAction?: LinkSeed; secondaryAction?: LinkSeed }
  | { blockType: 'priceTable'; heading?: L; intro?: L; serviceTypes: string; countries?: string; note?: L }
  | { blockType: 'richText'; heading?: L; content: RichTextSeed }

export interface PageSeed {
  /** Path below the brand prefix: `homes` is the home page. */
  slug: string
  title: L
  navLabel: L
  meta: { keywords: L; description: L }
  layout: BlockSeed[]
}

export interface BrandContentSeed {
  brand: BrandSeed
  navigation: NavSeed[]
  footer: FooterGroupSeed[]
  services: ServiceSeed[]
  pages: PageSeed[]
}
