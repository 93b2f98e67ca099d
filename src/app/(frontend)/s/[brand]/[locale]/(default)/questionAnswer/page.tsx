import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BRAND_ROUTES } from '@/brands/registry'
import { ReportStart, ReportView } from '@/components/report/ReportView'
import { labelMetadata } from '@/components/site/page-route'
import { siteParams, type SearchParams, type SiteParams } from '@/lib/site-params'
import { getSurveyReport } from '@/services/compliance/reports'
import { getBrand } from '@/services/content/brand'
import { payloadClient } from '@/services/payload'

// Each report id is a different page: rendered per request (the rest of the site is ISR).
export const dynamic = 'force-dynamic'

export const generateMetadata = labelMetadata('questionAnswer', async ({ locale }) => {
  const t = await getTranslations({ locale, namespace: 'report' })
  // A report is personal: its link is shared on purpose, never indexed.
  return { label: t('navLabel'), robots: { index: false, follow: false } }
})

/** The questionnaire's result page (route ost-questionAnswer: /lz/questionAnswer?reportId=...). */
export default async function QuestionAnswerPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { brand: key, locale } = await siteParams(params)
  if (!BRAND_ROUTES[key].flags.questionnaire) notFound()
  setRequestLocale(locale)
  const reportId = (await searchParams).reportId
  const brand = await getBrand(key, locale)
  if (!brand) notFound()
  if (typeof reportId !== 'string' || !reportId) return <ReportStart notFound={false} />
  const stored = await getSurveyReport(await payloadClient(), reportId, locale)
  if (!stored) return <ReportStart notFound />
  return <ReportView stored={stored} brand={brand} locale={locale} />
}
