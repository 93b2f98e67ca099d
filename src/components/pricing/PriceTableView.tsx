'use client'

/**
 * One price row as plain data: id (the React key), service name,
 * price, the price's unit suffix ('' for none), original price ('' without a discount),
 * official fee included (1) or not (0), bare unit ('' for none). Texts are formatted on the
 * server (PriceTable.tsx); this file only lays them out.
 */
export type PriceCells = [id: string | number, name: string, pay: string, suffix: string, was: string, fee: 0 | 1, unit: string]

/** A country's row group: its key ('any' when the rows name no country), name and rows. */
export interface PriceGroupCells {
  key: string
  name: string
  rows: PriceCells[]
}

export interface PriceTableTexts {
  caption: string
  columns: [service: string, price: string, officialFee: string, unit: string]
  originalPrice: string
  feeIncluded: string
  feeExcluded: string
  unitLabel: string
}

/**
 * The price table rendered from data. A client component only so that the page payload
 * carries each row once as a short array instead of again as an element tree with its
 * classes: a price list of 150 rows is the biggest part of a page otherwise. The HTML is the
 * table the server would render; the `.pt-*` classes are at the end of globals.css (below
 * `sm` each row is a card, from `sm` up a table row).
 */
export function PriceTableView({ texts, groups, anchorPrefix }: { texts: PriceTableTexts; groups: PriceGroupCells[]; anchorPrefix?: string }) {
  return (
    <div className="pt-box">
      <table className="pt">
        <caption className="sr-only">{texts.caption}</caption>
        <thead className="pt-head">
          <tr>
            {texts.columns.map((column, i) => (
              <th key={i} scope="col" className="pt-col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key} className="pt-group">
            <tr>
              <th scope="rowgroup" colSpan={4} id={anchorPrefix ? `${anchorPrefix}-c${group.key}` : undefined} className="pt-country">
                {group.name}
              </th>
            </tr>
            {group.rows.map(([id, name, pay, suffix, was, fee, unit]) => (
              <tr key={id} className="pt-row">
                <th scope="row" className="pt-name">
                  {name}
                </th>
                <td className="pt-price">
                  <span className="pt-pay">
                    {pay}
                  </span>
                  {suffix ? (
                    <span className="pt-sfx">
                      {suffix}
                    </span>
                  ) : null}
                  {was ? (
                    <span className="pt-was">
                      {`${texts.originalPrice} `}
                      <s>{was}</s>
                    </span>
                  ) : null}
                </td>
                <td className="pt-fee">
                  {fee ? texts.feeIncluded : texts.feeExcluded}
                </td>
                <td className="pt-unit">
                  {unit ? (
                    <>
                      {/* The column header names it from sm up; a card names it itself. */}
                      <span className="sm:hidden">{texts.unitLabel}</span>
                      {unit}
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
