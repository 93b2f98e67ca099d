import { getTranslations } from 'next-intl/server'
import type { PriceTableBlock as PriceTableData } from '@/payload-types'
import { PriceTable } from '@/components/pricing/PriceTable'
import { filterPrices, getPriceEntries, parseCodeList, priceRows } from '@/services/pricing/prices'
import { SectionHeading, type BlockContext } from '../render-context'

/**
 * Prices of the service types (and countries) an editor chose, read live from the
 * price list, in the same table as the price page. The compliance or the corporate list:
 * codes are numbered within each list (the trademark list's code 0 is a filing, not VAT
 * registration), so the block names its list.
 */
export async function PriceTableBlock({ block, ctx }: { block: PriceTableData; ctx: BlockContext }) {
  const [entries, t] = await Promise.all([getPriceEntries(), getTranslations({ locale: ctx.locale, namespace: 'pricing' })])
  const rows = priceRows(filterPrices(entries, { kind: block.kind ?? 'compliance', serviceTypes: parseCodeList(block.serviceTypes), countries: parseCodeList(block.countries) }), ctx.locale)
  return (
    <section className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} />
      <div className="mx-auto max-w-4xl">
        <PriceTable rows={rows} caption={block.heading || t('captionDefault')} locale={ctx.locale} />
        {block.note ? <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{block.note}</p> : null}
      </div>
    </section>
  )
}
