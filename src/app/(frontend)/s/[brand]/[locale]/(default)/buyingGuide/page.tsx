import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { localizeHref } from '@/brands/links'
import { BRAND_ROUTES } from '@/brands/registry'
import { BuyingGuideForm } from '@/components/buying-guide/BuyingGuideForm'
import { loadQuestionnaireTexts } from '@/components/questionnaire/texts'
import { labelMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getBrand } from '@/services/content/brand'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

export const generateMetadata = labelMetadata('buyingGuide', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'buyingGuide' })
  return { label: t('navLabel'), description: t('intro') }
})

/** /buyingGuide: the questions on a page, leading to a recommended service package. */
export default async function BuyingGuidePage({ params }: { params: SiteParams }) {
  const { brand: key, locale } = await siteParams(params)
  if (!BRAND_ROUTES[key].flags.questionnaire) notFound()
  setRequestLocale(locale)
  const [brand, t, questions] = await Promise.all([getBrand(key, locale), getTranslations('buyingGuide'), loadQuestionnaireTexts(locale)])
  if (!brand) notFound()
  const steps = t.raw('steps') as string[]
  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-3 text-slate-700">{t('intro')}</p>
        <ol className="mt-6 flex flex-wrap gap-3 text-sm">
          {steps.map((step, i) => (
            <li key={step} className="rounded-full bg-surface px-4 py-1.5 text-slate-800">
              <span className="font-semibold text-brand">{i + 1}</span> {step}
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <BuyingGuideForm
            questions={questions}
            texts={{ submit: t('submit'), saving: t('saving'), incomplete: t('incomplete'), failed: t('failed') }}
            locale={locale}
            platformCode={brand.platformCode}
            detailsPath={localizeHref('/buyingGuide/details', key, locale)}
          />
        </div>
      </div>
    </div>
  )
}
