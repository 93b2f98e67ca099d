import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/brands/registry'
import { formatMoney } from '@/lib/money'
import { bareUnit, unitSuffix } from '@/services/pricing/display'
import { byCountry, type PriceRow } from '@/services/pricing/rows'

/**
 * The one price table of the site: the price page, the price-table block and the
 * calculator's service price all render rows with it. Rows are grouped by country
 * (a row-group header each); `anchorPrefix` gives those headers ids for in-page links.
 * The price carries one currency mark and its unit ("¥4,999.00/年": the unit's own "元" gives
 * way to the mark). Below `sm` each row is a card (service, price, official fee, unit) so a
 * phone never scrolls sideways; from `sm` up it is the table.
 */
export async function PriceTable({ rows, caption, locale, anchorPrefix }: { rows: PriceRow[]; caption: string; locale: Locale; anchorPrefix?: string }) {
  const t = await getTranslations({ locale, namespace: 'pricing' })
  const currency = t('currency')
  if (!rows.length) return <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">{t('empty')}</p>
  // Cells that become a row's card below sm: blocks and wrapping chips instead of columns.
  const cell = 'px-4 py-3 max-sm:p-0'
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm sm:overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-ink max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('columns.service')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('columns.price')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('columns.officialFee')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('columns.unit')}
            </th>
          </tr>
        </thead>
        {byCountry(rows).map((group) => (
          <tbody key={group.country ?? 'any'} className="border-t border-slate-200 max-sm:block">
            <tr className="max-sm:block">
              <th
                scope="rowgroup"
                colSpan={4}
                id={anchorPrefix ? `${anchorPrefix}-c${group.country ?? 'any'}` : undefined}
                className="scroll-mt-28 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700 max-sm:block"
              >
                {group.countryName}
              </th>
            </tr>
            {group.rows.map((row) => {
              const suffix = unitSuffix(row.priceUnit)
              const unit = bareUnit(row.priceUnit)
              return (
                <tr
                  key={row.id}
                  className="border-t border-slate-100 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3"
                  data-price-row={row.id}
                  data-service-type={row.serviceType}
                  data-country={row.country ?? ''}
                >
                  <th scope="row" className={`${cell} font-medium text-ink break-words max-sm:block max-sm:w-full`}>
                    {row.productName}
                  </th>
                  <td className={`${cell} max-sm:block max-sm:w-full`} data-field="price">
                    <span className="whitespace-nowrap font-bold text-brand" data-field="pay-price">
                      {formatMoney(row.payPrice, currency)}
                    </span>
                    {suffix ? (
                      <span className="text-slate-700" data-field="price-unit-suffix">
                        {suffix}
                      </span>
                    ) : null}
                    {row.discountPrice > 0 ? (
                      <span className="block whitespace-nowrap text-xs text-slate-600">
                        {t('originalPrice')} <s data-field="original-price">{formatMoney(row.unitPrice, currency)}</s>
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cell} text-slate-700 max-sm:rounded-full max-sm:bg-surface max-sm:px-2 max-sm:py-0.5 max-sm:text-xs`} data-field="official-fee">
                    {row.officialFeeIncluded ? t('officialFeeIncluded') : t('officialFeeExcluded')}
                  </td>
                  <td className={`${cell} text-slate-700 max-sm:text-xs`} data-field="unit">
                    {unit ? (
                      <>
                        {/* The column header names it from sm up; a card names it itself. */}
                        <span className="sm:hidden">{t('unitLabel')}</span>
                        {unit}
                      </>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        ))}
      </table>
    </div>
  )
}
