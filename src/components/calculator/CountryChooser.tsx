import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import type { TaxRateView } from '@/services/tax/rates'
import { groupByRegion } from '@/services/tax/regions'

/**
 * The calculator's entry page: every country with a rate, grouped by region, each a plain
 * link to its calculator with its tax and standard rate, so a visitor picks the country
 * before anything else. Links rather than a select: it works without script and every
 * visitor gets the same HTML.
 */
export async function CountryChooser({ brand, locale, rates }: { brand: BrandKey; locale: Locale; rates: TaxRateView[] }) {
  const t = await getTranslations({ locale, namespace: 'calculator.chooser' })
  const route = BRAND_ROUTES[brand]

  return (
    <div className="container-page py-12">
      <div className="mx-auto max-w-5xl">
        <h2 className="text-2xl font-bold text-ink md:text-3xl">{t('heading')}</h2>
        <p className="mt-3 text-slate-700">{t('intro', { count: rates.length })}</p>
        {groupByRegion(rates).map(({ region, countries }) => (
          <section key={region} aria-labelledby={`calc-region-${region}`} className="mt-10" data-region={region}>
            <h3 id={`calc-region-${region}`} className="text-xl font-bold text-ink">
              {t(`regions.${region}`)}
            </h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {countries.map((rate) => (
                <li key={rate.country}>
                  <a
                    href={publicPath(route, locale, `calculate/${rate.country}`)}
                    data-country={rate.country}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand focus-visible:border-brand"
                  >
                    <span className="block font-semibold text-ink">{rate.countryName}</span>
                    <span className="mt-1 block text-sm text-slate-700">{t('standardRate', { taxName: rate.taxName, rate: rate.standardRate })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
