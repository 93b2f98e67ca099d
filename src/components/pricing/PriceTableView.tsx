'use client'

import type { CSSProperties } from 'react'

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
 * classes: a price list of 150 rows is the biggest part of a page otherwise. For the same
 * reason the rows carry no classes: globals.css styles the cells by their place (`.pt-*`,
 * at the end: below `sm` each row is a card, from `sm` up a table row), and a card's unit
 * label comes from the table's `--pt-unit` (it was 45 bytes a row, twice with its class).
 */
export function PriceTableView({ texts, groups, anchorPrefix }: { texts: PriceTableTexts; groups: PriceGroupCells[]; anchorPrefix?: string }) {
  return (
    <div className="pt-box">
      <table className="pt" style={{ '--pt-unit': JSON.stringify(texts.unitLabel) } as CSSProperties}>
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
              <tr key={id}>
                <th scope="row">{name}</th>
                <td>
                  <strong>{pay}</strong>
                  {suffix ? <small>{suffix}</small> : null}
                  {was ? (
                    <span>
                      {`${texts.originalPrice} `}
                      <s>{was}</s>
                    </span>
                  ) : null}
                </td>
                <td>{fee ? texts.feeIncluded : texts.feeExcluded}</td>
                <td>{unit}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
