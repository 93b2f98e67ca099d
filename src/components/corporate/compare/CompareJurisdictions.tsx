import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { TitledSection } from '@/components/ui/TitledSection'
import { siteFormatter } from '@/i18n/format'
import type { PriceEntry } from '@/services/compliance/types'
import { incorporationFees, jurisdictionLabel, SELLER_NEEDS, type JurisdictionFacts } from '@/services/corporate/reference-data'
import { feeText, priceView } from '../planner/plan-data'
import { CompareFilters } from './CompareFilters'
import { entryPrice, type PriceView } from './prices'

/**
 * The comparison page's feature: every jurisdiction entry in one table (the USA as two rows,
 * Delaware and Wyoming), with set-up time, government incorporation fees (unconfirmed ones
 * marked), our incorporation price under the price page's rules, tax in brief, audit, local
 * director, yearly filings, and the seller needs it fits; each row links to its incorporation
 * page. The table scrolls sideways in a labelled, focusable region on small screens; the
 * filters (a client island) hide rows, and without script every row stays. The same HTML for
 * every visitor, so the page stays cached.
 */
export async function CompareJurisdictions({ facts, priceEntries, brand, locale }: { facts: readonly JurisdictionFacts[]; priceEntries: readonly PriceEntry[]; brand: BrandKey; locale: Locale }) {
  const [t, tp] = await Promise.all([getTranslations({ locale, namespace: 'corporate' }), getTranslations({ locale, namespace: 'pricing' })])
  const lang = locale === 'cn' ? 'cn' : 'en'
  const currency = tp('currency')
  const format = siteFormatter(locale)
  const route = BRAND_ROUTES[brand]
  const captionId = 'compare-caption'

  const rows = facts.map((entry) => {
    const price = entryPrice(priceEntries, entry, 'incorporation', locale)
    return {
      entry,
      label: jurisdictionLabel(entry),
      name: entry.name[lang],
      href: publicPath(route, locale, `incorporation/${entry.code}`),
      fees: incorporationFees(entry),
      price: price ? priceView(price, currency) : undefined,
      fits: SELLER_NEEDS.filter((need) => entry.comparison.fits[need]),
    }
  })

  const dateOf = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  const yesNo = (value: boolean) => (value ? t('compare.yes') : t('compare.no'))
  const cell = 'px-3 py-3 align-top'

  return (
    <TitledSection id="compare-heading" heading={t('compare.heading')} intro={t('compare.intro')} width="7xl">
      <CompareFilters
        needs={SELLER_NEEDS.map((key) => ({ key, label: t(`compare.needs.${key}`) }))}
        texts={{ legend: t('compare.filters.legend'), hint: t('compare.filters.hint'), status: t.raw('compare.filters.status') as string, noMatch: t('compare.filters.noMatch'), reset: t('compare.filters.reset') }}
      >
        <div role="region" aria-labelledby={captionId} tabIndex={0} className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          <table className="w-full min-w-[72rem] border-collapse text-left text-sm" data-compare-table>
            <caption id={captionId} className="px-4 pt-3 text-left text-sm font-medium text-slate-700">
              {t('compare.caption')}
              <span className="sr-only"> ({t('compare.scrollLabel')})</span>
            </caption>
            <thead className="bg-surface text-ink">
              <tr>
                {(['jurisdiction', 'setUp', 'governmentFees', 'ourPrice', 'tax', 'audit', 'localDirector', 'obligations', 'fits'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold">
                    {t(`compare.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200" data-jurisdiction={row.label} data-fits={row.fits.join(' ')}>
                  <th scope="row" className={`${cell} min-w-[9rem] font-semibold text-ink`}>
                    <Link href={row.href} prefetch={false} className="text-brand underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                    <span className="mt-1 block text-xs font-normal text-slate-600">{row.entry.entity[lang]}</span>
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>
                    {row.entry.setUpDays.min === row.entry.setUpDays.max ? t('compare.workingDaysSame', { days: row.entry.setUpDays.min }) : t('compare.workingDays', { min: row.entry.setUpDays.min, max: row.entry.setUpDays.max })}
                  </td>
                  <td className={`${cell} min-w-[11rem]`}>
                    {row.fees.length ? (
                      <ul className="space-y-1">
                        {row.fees.map((fee) => (
                          <li key={fee.key}>
                            <span className="font-medium">{feeText(fee.amount, fee.currency)}</span> <span className="text-slate-700">{fee.title[lang]}</span>
                            {fee.unconfirmed && fee.lastConfirmed ? <span className="block text-xs text-amber-800" data-unconfirmed>{t('compare.unconfirmed', { date: dateOf(fee.lastConfirmed) })}</span> : null}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t('compare.noGovernmentFee')
                    )}
                  </td>
                  <td className={`${cell} min-w-[9rem]`} data-field="our-price">
                    <PriceCell price={row.price} onRequest={t('compare.priceOnRequest')} labels={{ original: tp('originalPrice'), included: tp('officialFeeIncluded'), excluded: tp('officialFeeExcluded') }} />
                  </td>
                  <td className={`${cell} min-w-[14rem] text-slate-800`}>{row.entry.comparison.taxHeadline[lang]}</td>
                  <td className={`${cell} min-w-[10rem]`}>
                    <span className="font-semibold">{yesNo(row.entry.comparison.auditRequired)}</span>
                    <span className="block text-xs text-slate-700">{row.entry.comparison.auditNote[lang]}</span>
                  </td>
                  <td className={`${cell} min-w-[10rem]`}>
                    <span className="font-semibold">{yesNo(row.entry.comparison.localDirectorRequired)}</span>
                    <span className="block text-xs text-slate-700">{row.entry.comparison.localDirectorNote[lang]}</span>
                  </td>
                  <td className={`${cell} min-w-[13rem]`}>
                    <span className="font-semibold">{t('compare.obligationCount', { count: row.entry.obligations.length })}</span>
                    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-xs text-slate-700">
                      {row.entry.obligations.map((obligation) => (
                        <li key={obligation.key}>{obligation.title[lang]}</li>
                      ))}
                    </ul>
                    <span className="mt-1 block text-xs text-slate-600">{row.entry.comparison.upkeep[lang]}</span>
                  </td>
                  <td className={`${cell} min-w-[8rem]`}>
                    {row.fits.length ? (
                      <ul className="space-y-0.5 text-xs">
                        {row.fits.map((need) => (
                          <li key={need}>{t(`compare.needsShort.${need}`)}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-xs text-slate-600">–</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CompareFilters>
      <p className="mt-4 text-sm text-slate-700">{t('compare.usaNote')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('compare.feesNote')}</p>
    </TitledSection>
  )
}

function PriceCell({ price, onRequest, labels }: { price?: PriceView; onRequest: string; labels: { original: string; included: string; excluded: string } }) {
  if (!price) return <span className="text-slate-700">{onRequest}</span>
  return (
    <>
      <span className="font-bold text-brand" data-field="pay-price">
        {price.pay}
      </span>
      {price.original ? (
        <span className="block text-xs text-slate-600">
          {labels.original} <s data-field="original-price">{price.original}</s>
        </span>
      ) : null}
      <span className="block text-xs text-slate-700" data-field="official-fee">
        {price.officialFeeIncluded ? labels.included : labels.excluded}
      </span>
      <span className="block text-xs text-slate-600">{price.unit}</span>
    </>
  )
}
