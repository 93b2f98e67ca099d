'use client'

import { useParams, useRouter } from 'next/navigation'
import { homeHref } from '@/brands/links'
import { BRAND_ROUTES, isBrandKey, isLocale } from '@/brands/registry'
import { useSiteTexts } from '@/components/site/SiteTexts'

interface ErrorViewProps {
  statusCode?: number | string | null
  url?: string | null
  message?: string | null
  /** The 404 screen shows its own headline instead of a status line. */
  notFound?: boolean
}

/** The brand's home in the page's language, read from the /s/{brand}/{locale} route. */
function useHomeHref(): string {
  const { brand, locale } = useParams<{ brand?: string; locale?: string }>() ?? {}
  if (!isBrandKey(brand)) return '/'
  return homeHref(brand, isLocale(locale) && BRAND_ROUTES[brand].locales.includes(locale) ? locale : BRAND_ROUTES[brand].defaultLocale)
}

/**
 * The error screen: status (500 when missing), the failing URL when known,
 * the message, and 返回首页, which replaces the current history entry with `/`. The 404
 * screen (a route that threw notFound(); unknown paths use the server-rendered
 * NotFoundView) links to the brand's home instead, an ordinary link.
 */
export function ErrorView({ statusCode, url, message, notFound }: ErrorViewProps) {
  const t = useSiteTexts().error
  const router = useRouter()
  const home = useHomeHref()
  const status = notFound ? 404 : Number(statusCode) || 500
  const action = 'mt-8 rounded-lg bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90'
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-bold text-brand" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-ink">
        {notFound ? t.notFound : <>{t.status} {status}</>}
      </h1>
      <p className="mt-3 max-w-xl text-slate-700">{message || (notFound ? t.notFoundHint : t.defaultMessage)}</p>
      {url ? (
        <p className="mt-2 max-w-xl break-all text-sm text-slate-600">
          {t.url}: <code>{url}</code>
        </p>
      ) : null}
      {notFound ? (
        <a href={home} className={action}>
          {t.backHome}
        </a>
      ) : (
        <button type="button" onClick={() => router.replace('/')} className={action}>
          {t.backHome}
        </button>
      )}
    </section>
  )
}
