import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BRAND_ROUTES, publicPath, type Locale } from '@/brands/registry'
import { VatCalculator, type VatCalculatorTexts } from '@/components/calculator/VatCalculator'
import { PriceTable } from '@/components/pricing/PriceTable'
import { CmsBlocks, cmsPageMetadata, loadCmsPage, splitAfterHero } from '@/components/site/CmsPage'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { filterPrices, getPriceEntries, priceRows } from '@/services/pricing/prices'
import { getTaxRates, type TaxRateView } from '@/services/tax/rates'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

/** /lz/calculate/{id?}: id defaults to 100 (Japan). */
const DEFAULT_COUNTRY = 100

type Params = Promise<{ brand: string; locale: string; id?: string[] }>

/** The country code in the path, or null when the path is not /calculate or /calculate/{digits}. */
async function countryOf(params: Params): Promise<number | null> {
  const { id } = await params
  if (!id?.length) return DEFAULT_COUNTRY
  if (id.length > 1 || !/^\d{1,4}$/.test(id[0]!)) return null
  return Number(id[0])
}

async function rateFor(params: Params, locale: Locale): Promise<{ rate: TaxRateView; all: TaxRateView[] }> {
  const country = await countryOf(params)
  const all = await getTaxRates(locale)
  const rate = all.find((r) => r.country === country)
  if (!rate) notFound()
  return { rate, all }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await siteParams(params as SiteParams)
  const country = await countryOf(params)
  const rate = (await getTaxRates(locale)).find((r) => r.country === country)
  if (!rate) return {}
  const t = await getTranslations({ locale, namespace: 'calculator' })
  return cmsPageMetadata(params as SiteParams, 'calculate', { title: t('titleFor', { country: rate.countryName, taxName: rate.taxName }), path: `calculate/${rate.country}` })
}

/**
 * The VAT / consumption-tax calculator for one country code (rates from the CMS
 * tax-rate table): the CMS page's hero, a country switcher, the calculator island, the
 * country's rates and the matching service price, then the page's other blocks.
 */
export default async function CalculatePage({ params }: { params: Params }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params as SiteParams, 'calculate')
  const [{ rate, all }, t, entries] = await Promise.all([rateFor(params, locale), getTranslations({ locale, namespace: 'calculator' }), getPriceEntries()])
  const names = { country: rate.countryName, taxName: rate.taxName }
  const serviceRows =
    rate.serviceType === null ? [] : priceRows(filterPrices(entries, { kind: 'compliance', serviceTypes: [rate.serviceType], countries: [rate.country] }), locale)
  const texts: VatCalculatorTexts = {
    sales: t('sales'),
    salesHint: t('salesHint'),
    basis: t('basis'),
    basisNet: t('basisNet'),
    basisGross: t('basisGross'),
    purchases: t('purchases'),
    purchasesHint: t('purchasesHint'),
    rate: t('rate'),
    submit: t('submit'),
    resultsHeading: t('resultsHeading'),
    resultsEmpty: t('resultsEmpty'),
    resultsFailed: t('resultsFailed'),
    salesNet: t('salesNet'),
    salesGross: t('salesGross'),
    outputTax: t('outputTax'),
    inputTax: t('inputTax'),
    taxDue: t('taxDue'),
    refundNote: t('refundNote'),
    appliedRate: t.raw('appliedRate') as string,
    disclaimer: t('disclaimer'),
    errors: {
      empty: t('errors.empty'),
      notNumber: t('errors.notNumber'),
      negative: t('errors.negative'),
      tooManyDecimals: t('errors.tooManyDecimals'),
      tooLarge: t('errors.tooLarge'),
      invalidRate: t('errors.invalidRate'),
    },
  }
  const rates = [
    { value: rate.standardRate, label: t('standardRate', { rate: rate.standardRate }) },
    ...rate.reducedRates.map((r) => ({ value: r.rate, label: t('reducedRate', { rate: r.rate, label: r.label }) })),
  ]
  // The h1 names the country's tax; the CMS hero heading stays above it as the eyebrow.
  const [lead, rest] = splitAfterHero(page.layout).map((blocks) =>
    blocks.map((b) => (b.blockType === 'hero' ? { ...b, eyebrow: b.heading, heading: t('titleFor', names) } : b)),
  ) as [typeof page.layout, typeof page.layout]
  const route = BRAND_ROUTES[brand]

  return (
    <>
      <CmsBlocks page={{ ...page, layout: lead }} ctx={ctx} />
      <div className="container-page py-12">
        <div className="mx-auto max-w-5xl">
          <nav aria-labelledby="calc-countries">
            <h2 id="calc-countries" className="text-lg font-semibold text-ink">
              {t('switcherHeading')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {all.map((r) => {
                const current = r.country === rate.country
                return (
                  <li key={r.country}>
                    <a
                      href={publicPath(route, locale, `calculate/${r.country}`)}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-block rounded-full border px-3 py-1 text-sm transition ${current ? 'border-brand bg-brand font-semibold text-brand-contrast' : 'border-slate-300 bg-white text-slate-800 hover:border-brand hover:text-brand'}`}
                    >
                      {r.countryName}
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>

          <section aria-labelledby="calc-heading" className="mt-10" data-country={rate.country}>
            <h2 id="calc-heading" className="text-2xl font-bold text-ink md:text-3xl">
              {t('heading', names)}
            </h2>
            <p className="mt-3 text-slate-700">{t('intro', { currency: rate.currency })}</p>
            <div className="mt-6">
              {/* Keyed by country so switching countries starts from a clean form. */}
              <VatCalculator key={rate.country} currency={rate.currency} rates={rates} texts={texts} />
            </div>
          </section>

          <section aria-labelledby="calc-rates" className="mt-12">
            <h2 id="calc-rates" className="text-xl font-bold text-ink">
              {t('ratesHeading', names)}
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="rounded-xl border border-slate-200 bg-white p-5">
                <dt className="text-sm text-slate-600">
                  {t('ratesStandard')} · {rate.taxName}
                </dt>
                <dd className="mt-1 text-2xl font-bold text-brand">{rate.standardRate}%</dd>
              </div>
              {rate.reducedRates.length ? (
                <div className="rounded-xl border border-slate-200 bg-white p-5">
                  <dt className="text-sm text-slate-600">{t('ratesReduced')}</dt>
                  <dd className="mt-1">
                    <ul className="space-y-1 text-slate-800">
                      {rate.reducedRates.map((r, i) => (
                        <li key={i}>
                          <span className="font-semibold text-ink">{r.rate}%</span> {r.label}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
            {rate.notes ? <p className="mt-4 whitespace-pre-line leading-relaxed text-slate-700">{rate.notes}</p> : null}
          </section>

          <section aria-labelledby="calc-service" className="mt-12">
            <h2 id="calc-service" className="text-xl font-bold text-ink">
              {t('serviceHeading', names)}
            </h2>
            <p className="mt-2 text-slate-700">{t('serviceIntro')}</p>
            <div className="mt-4">
              <PriceTable rows={serviceRows} caption={t('serviceCaption', names)} locale={locale} />
            </div>
            <p className="mt-4 flex flex-wrap gap-4">
              <a href={publicPath(route, locale, 'price')} className="font-medium text-brand underline underline-offset-4">
                {t('allPrices')}
              </a>
              <a href={publicPath(route, locale, 'contactUs')} className="font-medium text-brand underline underline-offset-4">
                {t('contact')}
              </a>
            </p>
          </section>
        </div>
      </div>
      <CmsBlocks page={{ ...page, layout: rest }} ctx={ctx} />
    </>
  )
}
