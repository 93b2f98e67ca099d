import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { localizeHref } from '@/brands/links'
import { BRAND_ROUTES, publicPath } from '@/brands/registry'
import { workbenchHref } from '@/brands/workbench'
import { NewerReportNotice } from '@/components/buying-guide/NewerReportNotice'
import { PackagePicker } from '@/components/buying-guide/PackagePicker'
import { AnswersSummary } from '@/components/report/AnswersSummary'
import { formatMoney } from '@/lib/money'
import { labelMetadata } from '@/components/site/page-route'
import { siteParams, type SearchParams, type SiteParams } from '@/lib/site-params'
import { guideRecord } from '@/services/compliance/buying-guide'
import { getBrand } from '@/services/content/brand'
import { payloadClient } from '@/services/payload'

// Each answer id is a different page: rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = labelMetadata('buyingGuide/details', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'buyingGuide' })
  return { label: t('detailsTitle'), robots: { index: false, follow: false } }
})

/** /buyingGuide/details?answerId=...: the recommended service package of saved answers. */
export default async function BuyingGuideDetailsPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { brand: key, locale } = await siteParams(params)
  if (!BRAND_ROUTES[key].flags.questionnaire) notFound()
  setRequestLocale(locale)
  const [brand, t] = await Promise.all([getBrand(key, locale), getTranslations('buyingGuide')])
  if (!brand) notFound()
  const answerId = (await searchParams).answerId
  const record = typeof answerId === 'string' ? await guideRecord(await payloadClient(), answerId, locale) : null
  const guidePath = localizeHref('/buyingGuide', key, locale)
  if (!record) {
    return (
      <div className="container-page py-16">
        <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-10 text-center">
          <h1 className="text-3xl font-bold text-ink">{t('notFoundTitle')}</h1>
          <p className="mt-4 text-slate-700">{t('notFoundText')}</p>
          <a href={guidePath} className="mt-8 inline-block rounded-lg bg-brand px-8 py-3 font-semibold text-brand-contrast hover:opacity-90">
            {t('start')}
          </a>
        </div>
      </div>
    )
  }
  const money = (n: number) => formatMoney(n, t('currency'))
  const pack = record.package
  const button = 'rounded-lg px-6 py-3 font-semibold'
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-4xl">
        <NewerReportNotice answerId={record.answerId} detailsPath={localizeHref('/buyingGuide/details', key, locale)} locale={locale} platformCode={brand.platformCode} texts={{ newer: t('newer'), newerLink: t('newerLink') }} />
        <h1 className="text-3xl font-bold text-ink">{t('detailsTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('detailsIntro')}</p>

        <AnswersSummary heading={t('yourAnswers')} answers={record.answers} derived={record.derived} derivedHeading={t('derivedHeading')} className="mt-6" />

        <div className="mt-8">
          {pack.lines.length ? (
            <>
              <PackagePicker
                lines={pack.lines}
                texts={{
                  required: t('required'),
                  recommended: t('recommended'),
                  originalPrice: t('originalPrice'),
                  officialFeeIncluded: t('officialFeeIncluded'),
                  officialFeeExcluded: t('officialFeeExcluded'),
                  selectedTotal: t.raw('selectedTotal') as string,
                  currency: t('currency'),
                }}
              />
              <p className="mt-2 text-right text-sm text-slate-600">
                {t('requiredTotal', { amount: money(pack.requiredTotal) })} · {t('fullTotal', { amount: money(pack.fullTotal) })}
              </p>
            </>
          ) : (
            <p className="text-slate-700">{t('noLines')}</p>
          )}
        </div>

        <div className="mt-10 flex flex-wrap gap-3">
          <a href={`${publicPath(BRAND_ROUTES[key], locale, 'questionAnswer')}?reportId=${record.answerId}`} className={`${button} bg-brand text-brand-contrast hover:opacity-90`} data-track="guide:full-report">
            {t('fullReport')}
          </a>
          <a href={workbenchHref(brand.workbenchUrl, key, locale, 'registers')} target="_blank" rel="noopener" className={`${button} border border-brand text-brand hover:bg-surface`} data-track="guide:register">
            {t('register')}
          </a>
          <a href={localizeHref(`/${key}/contactUs`, key, locale)} className={`${button} border border-brand text-brand hover:bg-surface`} data-track="guide:consult">
            {t('consult')}
          </a>
          <a href={guidePath} className={`${button} text-slate-700 underline underline-offset-2`}>
            {t('again')}
          </a>
        </div>
      </div>
    </div>
  )
}
