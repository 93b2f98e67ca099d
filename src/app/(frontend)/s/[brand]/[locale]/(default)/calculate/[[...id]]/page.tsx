import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { Locale } from '@/brands/registry'
import type { Metadata } from 'next'
import { CalculatorScreen } from '@/components/calculator/CalculatorScreen'
import { CountryChooser } from '@/components/calculator/CountryChooser'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage, redirectIfHidden } from '@/components/site/CmsPage'
import { cmsMetadata, cmsPageMetadata } from '@/components/site/page-route'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { filterPrices, getPriceEntries, priceRows } from '@/services/pricing/prices'
import { getTaxRates, type TaxRateView } from '@/services/tax/rates'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/**
 * /lz/calculate is the country chooser, built on its own CMS page (the slug sits below
 * `calculate` so the catch-all never serves it at a second address);
 * /lz/calculate/{id} is one country's calculator, built on the page `calculate`.
 */
const CHOOSER_SLUG = 'calculate/countries'

/** The route's own segment, [[...id]]: the country code. */
type Segments = { id?: string[] }

/** The country code in the path, or null when the path is not /calculate/{digits}. */
function countryOf(id: string[] = []): number | null {
  if (id.length !== 1 || !/^\d{1,4}$/.test(id[0]!)) return null
  return Number(id[0])
}

async function rateFor(id: string[] | undefined, locale: Locale): Promise<{ rate: TaxRateView; all: TaxRateView[] }> {
  const country = countryOf(id)
  const all = await getTaxRates(locale)
  const rate = all.find((r) => r.country === country)
  if (!rate) notFound()
  return { rate, all }
}

const calculatorMetadata = cmsMetadata<Segments>('calculate', async ({ locale, id }) => {
  const country = countryOf(id)
  const rate = (await getTaxRates(locale)).find((r) => r.country === country)
  if (!rate) return null
  const t = await getTranslations({ locale, namespace: 'calculator' })
  return { title: t('titleFor', { country: rate.countryName, taxName: rate.taxName }), path: `calculate/${rate.country}` }
})

export async function generateMetadata({ params }: { params: SiteParams<Segments> }): Promise<Metadata> {
  const { id } = await siteParams(params)
  if (id?.length) return calculatorMetadata({ params })
  return cmsPageMetadata(params, CHOOSER_SLUG, () => ({ path: 'calculate' }))
}

/** The chooser: the CMS page's hero, then every country with a rate, then the page's other blocks. */
async function ChooserPage({ params }: { params: SiteParams<Segments> }) {
  const { brand, locale } = await siteParams(params)
  // The navigation entry names /calculate: disabling it hides the chooser like the calculator.
  await redirectIfHidden(brand, locale, 'calculate')
  const [{ page, ctx }, rates] = await Promise.all([loadCmsPage(params, CHOOSER_SLUG), getTaxRates(locale)])
  return <CmsFrame page={page} ctx={ctx} afterHero={<CountryChooser brand={brand} locale={locale} rates={rates} />} />
}

/**
 * Without a country code, the chooser. With one, the VAT / consumption-tax calculator for
 * that country code (rates from the CMS tax-rate table): the CMS page's hero, a country
 * switcher, the calculator island, the country's rates and the matching service price,
 * then the page's other blocks.
 */
export default async function CalculatePage({ params }: { params: SiteParams<Segments> }) {
  if (!(await params).id?.length) return <ChooserPage params={params} />
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'calculate')
  const [{ rate, all }, t, entries] = await Promise.all([rateFor((await params).id, locale), getTranslations({ locale, namespace: 'calculator' }), getPriceEntries()])
  const serviceRows =
    rate.serviceType === null ? [] : priceRows(filterPrices(entries, { kind: 'compliance', serviceTypes: [rate.serviceType], countries: [rate.country] }), locale)
  // The h1 names the country's tax; the CMS hero heading stays above it as the eyebrow.
  const heading = t('titleFor', { country: rate.countryName, taxName: rate.taxName })
  return <CmsFrame page={page} ctx={ctx} heroHeading={heading} afterHero={<CalculatorScreen brand={brand} locale={locale} rate={rate} all={all} serviceRows={serviceRows} />} />
}
