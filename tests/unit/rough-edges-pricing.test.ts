import fs from 'node:fs'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import cnPricing from '@/i18n/messages/cn/pricing.json'
import enPricing from '@/i18n/messages/en/pricing.json'
import { bareUnit, priceWithUnit, unitSuffix } from '@/services/pricing/display'
import type { PriceRow } from '@/services/pricing/rows'

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'cn' | 'en'; namespace: string }) =>
    createTranslator({ locale, messages: { pricing: locale === 'cn' ? cnPricing : enPricing }, namespace: namespace as 'pricing' }),
}))

// The island wrapper only puts the renderer in a browser chunk of its own (next/dynamic,
// which renders nothing in a plain renderToStaticMarkup); the table is its renderer.
vi.mock('@/components/pricing/PriceTableViewIsland', async () => ({ PriceTableView: (await import('@/components/pricing/PriceTableView')).PriceTableView }))

const { PriceTable } = await import('@/components/pricing/PriceTable')
const { PriceList } = await import('@/components/pricing/PriceList')

const row = (over: Partial<PriceRow>): PriceRow => ({
  id: 1,
  kind: 'compliance',
  category: 'vat',
  serviceType: 0,
  country: 2,
  countryName: '德国',
  serverItem: null,
  productName: '德国VAT注册及申报',
  unitPrice: 4999,
  discountPrice: 0,
  payPrice: 4999,
  priceUnit: '元/年',
  officialFeeIncluded: 1,
  ...over,
})

/**
 * The utilities a component class applies (`.name { @apply ...; }` at the end of globals.css):
 * repeated block elements carry one short class instead of their long utility lists.
 */
/** What globals.css applies to `selector` (written as there). */
const applied = (selector: string) => {
  const css = fs.readFileSync(new URL('../../src/app/globals.css', import.meta.url), 'utf8')
  const match = new RegExp(`(^|\\n)\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{\\s*@apply ([^;]+);`).exec(css)
  if (!match) throw new Error(`no rule for ${selector}`)
  return match[2]!
}

/** A service's row of the rendered table: name, price, official fee and unit cells (their inner HTML). */
const cellsOf = (html: string) => {
  const match = /<tr><th scope="row">(.*?)<\/th><td>(.*?)<\/td><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/.exec(html)
  if (!match) throw new Error('no service row')
  const [, name, price, fee, unit] = match
  return { name: name!, price: price!, fee: fee!, unit: unit! }
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')

describe('a price shows one currency mark', () => {
  it('lets the unit\'s own currency give way to the amount\'s mark', () => {
    expect(priceWithUnit(4999, '¥', '元/年')).toBe('¥4,999.00/年')
    expect(priceWithUnit(4999, 'CNY ', 'CNY / year')).toBe('CNY 4,999.00 / year')
    expect(priceWithUnit(800, 'CNY ', 'CNY, one-off')).toBe('CNY 800.00, one-off')
    expect(priceWithUnit(1200, '¥', '元/件（1个类别）')).toBe('¥1,200.00/件（1个类别）')
    expect(priceWithUnit(1200, '¥', '元')).toBe('¥1,200.00')
  })

  it('names the unit without the currency, and joins a unit written without one with a slash', () => {
    expect(bareUnit('元/年')).toBe('年')
    expect(bareUnit('CNY / category / year')).toBe('category / year')
    expect(bareUnit('CNY, one-off')).toBe('one-off')
    expect(unitSuffix('年')).toBe('/年')
    expect(unitSuffix('year')).toBe(' / year')
    expect(unitSuffix('')).toBe('')
  })

  it('renders the price list row as "¥4,999.00/年" with the unit "年", never the currency twice', async () => {
    const html = renderToStaticMarkup(await PriceTable({ rows: [row({})], caption: 'VAT', locale: 'cn' }))
    const { price, unit } = cellsOf(html)
    expect(text(price)).toBe('¥4,999.00/年')
    expect(price).toContain('<strong>¥4,999.00</strong>')
    const all = text(html)
    expect(all).not.toMatch(/¥\s*¥|元\/年|CN¥/)
    expect(unit).toBe('年')
    // A card (below sm) names the unit itself, from the table's --pt-unit.
    expect(html).toContain('style="--pt-unit:&quot;计价单位：&quot;"')
  })

  it('reads "CNY 2,499.00 / year" in English with the original price struck through', async () => {
    const html = renderToStaticMarkup(await PriceTable({ rows: [row({ productName: 'UK VAT registration and filing', priceUnit: 'CNY / year', unitPrice: 2999, discountPrice: 500, payPrice: 2499 })], caption: 'VAT', locale: 'en' }))
    expect(text(cellsOf(html).price)).toBe('CNY 2,499.00 / yearWas CNY 2,999.00')
    expect((text(html).match(/CNY/g) ?? []).length).toBe(2) // the price and the original price; none in the unit column
  })
})

describe('on a phone the price list is a card per row, with the official fee and the unit', () => {
  it('has no minimum width or sideways scrolling below sm: the table and its rows become blocks', async () => {
    const html = renderToStaticMarkup(await PriceTable({ rows: [row({}), row({ id: 2, officialFeeIncluded: 0, productName: '德国包装法注册' })], caption: 'VAT', locale: 'cn' }))
    expect(html).toMatch(/<table class="pt" style="[^"]*">/)
    expect(applied('.pt')).toMatch(/max-sm:block.*sm:min-w-\[36rem\]/)
    expect(html).not.toMatch(/class="overflow-x-auto/)
    expect(applied('.pt-box')).not.toMatch(/(^| )overflow-x-auto/)
    expect(html).toMatch(/<tr><th scope="row">/)
    expect(applied('.pt-group > tr + tr')).toMatch(/max-sm:flex max-sm:flex-wrap/)
    expect(html).toContain('<thead class="pt-head">')
    expect(applied('.pt-head')).toMatch(/max-sm:sr-only/)
    expect(html).toContain('<td>含官费</td>')
    expect(html).toContain('<td>不含官费</td>')
    expect(applied('.pt-group > tr + tr > td:nth-of-type(3):not(:empty)::before')).toBe('sm:hidden')
  })
})

/** The list holds async tables, which only a streaming render waits for. */
async function streamed(node: Parameters<typeof renderToReadableStream>[0]): Promise<string> {
  const stream = await renderToReadableStream(node)
  await stream.allReady
  return new Response(stream).text()
}

describe('the price page names every section', () => {
  it('takes the translation where the site has one and the name kept with the codes otherwise', async () => {
    const groups = [
      { category: 'vat' as const, rows: [row({})], countries: [{ country: 2, countryName: '德国', rows: [row({})] }] },
      { category: 'renewal' as const, rows: [row({ id: 2, serviceType: 201, category: 'renewal', productName: '德国WEEE年度续费' })], countries: [{ country: 2, countryName: '德国', rows: [row({ id: 2, serviceType: 201, category: 'renewal' })] }] },
      { category: 'account' as const, rows: [row({ id: 3, serviceType: 1015, country: null, category: 'account', productName: '账户余额充值' })], countries: [{ country: null, countryName: '其他市场及通用服务', rows: [row({ id: 3, serviceType: 1015, country: null, category: 'account' })] }] },
    ]
    const cn = text(await streamed(await PriceList({ groups, locale: 'cn' })))
    expect(cn).toContain('VAT 注册与申报')
    expect(cn).toContain('EPR 与授权代表续费')
    expect(cn).toContain('账户充值与补差价')
    const en = text(await streamed(await PriceList({ groups, locale: 'en' })))
    expect(en).toContain('EPR and representative renewals')
    expect(en).toContain('Account top-ups and price differences')
    expect(en).not.toMatch(/pricing\.categories|categories\./)
  })
})
