import '@/app/globals.css'
import type { Metadata } from 'next'
import type { CSSProperties, ReactNode } from 'react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { localizeHref } from '@/brands/links'
import { ChunkReloadScript } from '@/components/site/ChunkReloadScript'
import { ClientBoot } from '@/components/site/ClientBoot'
import { SiteTextsProvider, type SiteTexts } from '@/components/site/SiteTexts'
import { PreviewBanner } from '@/components/site/PreviewBanner'
import { ClosureNotice } from '@/components/layout/ClosureNotice'
import { ThChannel } from '@/components/layout/ThChannel'
import { Toaster } from '@/components/header/Toaster'
import { HTML_LANG } from '@/i18n/locales'
import { pageTitle } from '@/lib/page-title'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'
import { siteOrigin } from '@/services/seo/origin'

// Pages render on first request per brand and language, then are served from the cache
// until a CMS change expires one of their tags.
export const dynamicParams = true
export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** Pages override this with their nav label; the 404 and error screens keep brand and site. */
export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { brand: key, locale } = await siteParams(params)
  const brand = await getBrand(key, locale)
  // metadataBase: the brand's configured origin (never the request's host: the page is cached for everyone).
  return brand ? { metadataBase: new URL(siteOrigin(key)), title: pageTitle(brand.name, brand.siteTitle), description: brand.description, icons: { icon: '/favicon.svg' } } : {}
}

export default async function SiteRootLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { brand: key, locale } = await siteParams(params)
  setRequestLocale(locale)
  const brand = await getBrand(key, locale)
  if (!brand) notFound()
  const texts = await siteTexts()
  const theme = {
    '--brand-primary': brand.theme.primary,
    '--brand-primary-contrast': brand.theme.primaryContrast,
    '--brand-accent': brand.theme.accent,
    '--brand-surface': brand.theme.surface,
    '--brand-ink': brand.theme.ink,
  } as CSSProperties

  return (
    <html
      lang={HTML_LANG[locale]}
      data-brand={brand.key}
      data-typeface={brand.identity.typeface}
      data-corners={brand.identity.corners}
      data-heading-accent={brand.identity.headingAccent}
      data-hero-pattern={brand.identity.heroPattern}
    >
      <head>
        <ChunkReloadScript />
      </head>
      <body id="top" style={theme}>
        {/* The brand's Organization (JSON-LD) is on its home page only (components/site/PageJsonLd). */}
        {/* Only the texts site-wide client components need travel to the browser. */}
        <SiteTextsProvider texts={texts}>
          <ClientBoot platformCode={brand.platformCode} platformName={brand.key} locale={locale} gatewayBase={process.env.NEXT_PUBLIC_GATEWAY_URL || '/gateway'} />
          {/* Only in an editor's preview (draft mode): never in the cached pages visitors get. */}
          <PreviewBanner brand={key} locale={locale} />
          {/* The TH variant: its close-of-service notice above every page, and its channel mark. */}
          {brand.flags.th && brand.closureNotice ? <ClosureNotice notice={{ ...brand.closureNotice, link: brand.closureNotice.link ? { label: brand.closureNotice.link.label, href: localizeHref(brand.closureNotice.link.href, brand.key, locale) } : null }} /> : null}
          {brand.flags.th ? <ThChannel /> : null}
          {children}
          <Toaster />
        </SiteTextsProvider>
      </body>
    </html>
  )
}

/** The texts of the error screen and the offline notice, in the request's language. */
async function siteTexts(): Promise<SiteTexts> {
  const [error, common] = await Promise.all([getTranslations('error'), getTranslations('common')])
  const keys = ['notFound', 'notFoundHint', 'status', 'url', 'defaultMessage', 'backHome'] as const
  return { error: Object.fromEntries(keys.map((key) => [key, error(key)])) as SiteTexts['error'], offline: { notice: common('offline.notice') } }
}
