import type { DefaultServerCellComponentProps, Payload } from 'payload'
import React, { cache } from 'react'

type Titles = Map<string, string>

/** Every brand's title by id: eight short rows, read once per render (brand names are public, read: anyone). */
const brandTitles = cache(async (payload: Payload): Promise<Titles> => {
  const { docs } = await payload.find({ collection: 'brands', depth: 0, pagination: false, select: { title: true, key: true }, overrideAccess: true })
  return new Map(docs.map((b) => [String(b.id), b.title || b.key]))
})

function brandId(cellData: unknown): string | null {
  if (cellData === null || cellData === undefined || cellData === '') return null
  if (typeof cellData === 'object') {
    const id = (cellData as { id?: unknown }).id
    return id === null || id === undefined ? null : String(id)
  }
  return String(cellData)
}

/**
 * The brand column of a list, written on the server from the brand's stored title. Payload's
 * own relationship cell fetches each row's brand in the browser once the row scrolls into
 * view and shows "<没有 …>" until then; this one arrives with the page.
 */
export async function BrandCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = brandId(cellData)
  if (id === null) return null
  const title = (await brandTitles(payload)).get(id)
  return <span>{title ?? `ID: ${id}`}</span>
}
