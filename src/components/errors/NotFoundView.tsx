import { getTranslations } from 'next-intl/server'
import { homeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'

/**
 * The not-found screen (heading 哎呀，页面错误~, a link home) as plain server HTML: crawlers and
 * visitors without JavaScript read it, and the way home is an ordinary link to the
 * brand's home in the current language.
 */
export async function NotFoundView({ brand, locale }: { brand: BrandKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-bold text-brand" aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-ink">
        {t('notFound')}
      </h1>
      <p className="mt-3 max-w-xl text-slate-700">{t('notFoundHint')}</p>
      <a href={homeHref(brand, locale)} className="mt-8 rounded-lg bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90">
        {t('backHome')}
      </a>
    </section>
  )
}
