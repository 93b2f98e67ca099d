import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { textsSchema, type SameShape } from '@/services/compliance/reference-data'
import { PRICE_KINDS, type PriceEntry } from '@/services/compliance/types'

/**
 * The price list as shipped in reference/pricing/price-list.yaml (what the prices rest on:
 * reference/pricing/SOURCE.md). The demo seed writes it into the CMS, where staff change
 * prices; the pricing, report and SKU tests read it from here. The file is read and checked
 * on first use, so importing this module costs nothing.
 */

export const PRICE_LIST_FILE = 'reference/pricing/price-list.yaml'

/** A price-list row as the file holds it. Member prices (VIP, SVIP) exist on trademark rows only. */
export type PriceListRow = Omit<PriceEntry, 'id'> & { memberPrices?: { vip: number; svip: number } }

const code = z.number().int().nonnegative()
const amount = z.number().nonnegative().finite()

export const priceListRowSchema = z
  .object({
    kind: z.enum(PRICE_KINDS),
    serviceType: code,
    country: code.optional(),
    serviceItem: code.optional(),
    productName: textsSchema,
    unitPrice: amount,
    discountPrice: amount,
    priceUnit: textsSchema,
    officialFeeIncluded: z.boolean(),
    memberPrices: z.object({ vip: amount, svip: amount }).strict().optional(),
  })
  .strict()
  .refine((row) => row.discountPrice <= row.unitPrice, { path: ['discountPrice'], message: 'the discount (the amount taken off) is larger than unitPrice' })
  .refine((row) => row.kind === 'trademark' || row.memberPrices === undefined, { path: ['memberPrices'], message: 'member prices exist on trademark rows only' })
  .refine((row) => row.kind !== 'trademark' || row.serviceItem !== undefined, { path: ['serviceItem'], message: 'a trademark row needs its serviceItem' })

const sameRow: SameShape<z.output<typeof priceListRowSchema>, PriceListRow> = true
void sameRow

/** Reports and SKUs look a row up by these codes, so no two rows may share them. */
const rowKey = (row: PriceListRow) => `${row.kind} service ${row.serviceType}, country ${row.country ?? 'none'}, item ${row.serviceItem ?? 'none'}`

export const priceListFileSchema = z.array(priceListRowSchema).superRefine((rows, ctx) => {
  const seen = new Set<string>()
  rows.forEach((row, i) => {
    const key = rowKey(row)
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `an earlier row has the same codes (${key})` })
    seen.add(key)
  })
})

let rows: PriceListRow[] | undefined

/** The rows of the file, in file order; read and checked once per process. */
export function priceList(): PriceListRow[] {
  return (rows ??= loadDataFile(PRICE_LIST_FILE, priceListFileSchema))
}
