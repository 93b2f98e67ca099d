import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { PriceTable } from '@/components/pricing/PriceTable'
import type { PriceRow } from '@/services/pricing/rows'
import type { TaxRateView } from '@/services/tax/rates'
import { VatCalculator, type VatCalculatorTexts } from './VatCalculator'

/**
 * The calculator page's own part for one country: a country switcher (`all` the countries
 * with a rate), the calculator island, the country's rates and the matching service price
 * (`serviceRows`) with links to the price list and the contact page.
 */
export async function CalculatorScreen({ brand, locale, rate, all, serviceRows }: { brand: BrandKey; locale: Locale; rate: TaxRateView; all: TaxRateView[]; serviceRows: PriceRow[] }) {
  const t = await getTranslations({ locale, namespace: 'calculator' })
  const names = { country: rate.countryName, taxName: rate.taxName }
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
  const route = BRAND_ROUTES[brand]

  return (
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
  )
}
