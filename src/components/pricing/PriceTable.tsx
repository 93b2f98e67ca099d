import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/brands/registry'
import { formatMoney } from '@/lib/money'
import { byCountry, type PriceRow } from '@/services/pricing/rows'

/**
 * The one price table of the site: the price page, the price-table block and the
 * calculator's service price all render rows with it. Rows are grouped by country
 * (a row-group header each); `anchorPrefix` gives those headers ids for in-page links.
 */
export async function PriceTable({ rows, caption, locale, anchorPrefix }: { rows: PriceRow[]; caption: string; locale: Locale; anchorPrefix?: string }) {
  const t = await getTranslations({ locale, namespace: 'pricing' })
  const currency = t('currency')
  if (!rows.length) return <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">{t('empty')}</p>
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-ink">
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
          <tbody key={group.country ?? 'any'} className="border-t border-slate-200">
            <tr>
              <th
                scope="rowgroup"
                colSpan={4}
                id={anchorPrefix ? `${anchorPrefix}-c${group.country ?? 'any'}` : undefined}
                className="scroll-mt-28 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-700"
              >
                {group.countryName}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100" data-price-row={row.id} data-service-type={row.serviceType} data-country={row.country ?? ''}>
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {row.productName}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="font-bold text-brand" data-field="pay-price">
                    {formatMoney(row.payPrice, currency)}
                  </span>
                  {row.discountPrice > 0 ? (
                    <span className="block text-xs text-slate-600">
                      {t('originalPrice')} <s data-field="original-price">{formatMoney(row.unitPrice, currency)}</s>
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-slate-700" data-field="official-fee">
                  {row.officialFeeIncluded ? t('officialFeeIncluded') : t('officialFeeExcluded')}
                </td>
                <td className="px-4 py-3 text-slate-700">{row.priceUnit}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
