import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/brands/registry'
import { formatMoney } from '@/lib/money'
import { bareUnit, unitSuffix } from '@/services/pricing/display'
import { byCountry, type PriceRow } from '@/services/pricing/rows'
import type { PriceCells, PriceTableTexts } from './PriceTableView'
import { PriceTableView } from './PriceTableViewIsland'

/**
 * The one price table of the site: the price page, the price-table block and the
 * calculator's service price all render rows with it. Rows are grouped by country
 * (a row-group header each); `anchorPrefix` gives those headers ids for in-page links.
 * The price carries one currency mark and its unit ("¥4,999.00/年": the unit's own "元" gives
 * way to the mark). Below `sm` each row is a card (service, price, official fee, unit) so a
 * phone never scrolls sideways; from `sm` up it is the table.
 *
 * Here the rows become short arrays of finished texts; PriceTableView lays them out, so the
 * page payload carries the list as data rather than as a second copy of the table.
 */
export async function PriceTable({ rows, caption, locale, anchorPrefix }: { rows: PriceRow[]; caption: string; locale: Locale; anchorPrefix?: string }) {
  const t = await getTranslations({ locale, namespace: 'pricing' })
  const currency = t('currency')
  if (!rows.length) return <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">{t('empty')}</p>
  const groups = byCountry(rows).map((group) => ({
    key: String(group.country ?? 'any'),
    name: group.countryName,
    rows: group.rows.map((row): PriceCells => [
      row.id,
      row.productName,
      formatMoney(row.payPrice, currency),
      unitSuffix(row.priceUnit),
      row.discountPrice > 0 ? formatMoney(row.unitPrice, currency) : '',
      row.officialFeeIncluded ? 1 : 0,
      bareUnit(row.priceUnit),
    ]),
  }))
  const texts: PriceTableTexts = {
    caption,
    columns: [t('columns.service'), t('columns.price'), t('columns.officialFee'), t('columns.unit')],
    originalPrice: t('originalPrice'),
    feeIncluded: t('officialFeeIncluded'),
    feeExcluded: t('officialFeeExcluded'),
    unitLabel: t('unitLabel'),
  }
  return <PriceTableView texts={texts} groups={groups} anchorPrefix={anchorPrefix} />
}
