import os from 'node:os'
import path from 'node:path'
import type { Block, Field, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The admin speaks the editor's language: every collection, block, field and option an
 * editor sees carries a Chinese and an English label, and no label shows a data-model name
 * (typeValueTwo, divPageList ...) or just repeats a camelCase field name.
 */

// Chinese labels may be a proper name or an abbreviation editors know as such.
const LATIN_ALLOWED = new Set(['SEO', 'URL', 'VAT', 'EPR', 'ID', 'IP', 'Logo', 'JSON', 'SVIP', 'VIP', 'App ID', 'FAQ'])

// Names from the legacy gateway's data model that mean nothing to an editor.
const DATA_MODEL_NAMES = ['typeValueOne', 'typeValueTwo', 'typeValueTow', 'typeValueThree', 'typeValueFour', 'typeValueFive', 'divPageList', 'buryingPoint', 'menuAttribute']

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/
const CAMEL_CASE = /^[a-z]+[A-Z][A-Za-z0-9]*$/

type Label = unknown
type Offence = string

/** Fields Payload adds to a collection by itself (timestamps, id, auth, upload): Payload translates those. */
function isPayloadOwnLabel(label: Label): boolean {
  return typeof label === 'function'
}

function checkLabelObject(where: string, label: Label, fieldName: string | undefined, offences: Offence[]) {
  if (!label || typeof label !== 'object') {
    offences.push(`${where}: no { zh, en } label (got ${JSON.stringify(label)})`)
    return
  }
  const { zh, en } = label as { zh?: unknown; en?: unknown }
  if (typeof zh !== 'string' || !zh.trim()) offences.push(`${where}: empty zh label`)
  if (typeof en !== 'string' || !en.trim()) offences.push(`${where}: empty en label`)
  if (typeof zh === 'string' && zh.trim() && !CJK.test(zh) && !LATIN_ALLOWED.has(zh.trim())) offences.push(`${where}: zh label "${zh}" has no Chinese`)
  for (const [lang, text] of [['zh', zh], ['en', en]] as const) {
    if (typeof text !== 'string') continue
    for (const name of DATA_MODEL_NAMES) {
      if (text.toLowerCase().includes(name.toLowerCase())) offences.push(`${where}: ${lang} label "${text}" shows the data-model name ${name}`)
    }
    if (fieldName && CAMEL_CASE.test(fieldName) && text.trim() === fieldName) offences.push(`${where}: ${lang} label repeats the field name ${fieldName}`)
  }
}

function checkDescription(where: string, description: unknown, offences: Offence[]) {
  if (!description || typeof description === 'function') return
  const texts = typeof description === 'string' ? [description] : Object.values(description as Record<string, unknown>)
  for (const text of texts) {
    if (typeof text !== 'string') continue
    for (const name of DATA_MODEL_NAMES) {
      if (text.toLowerCase().includes(name.toLowerCase())) offences.push(`${where}: description "${text}" shows the data-model name ${name}`)
    }
  }
}

function checkOptions(where: string, options: unknown[], offences: Offence[]) {
  for (const option of options) {
    if (typeof option === 'string') {
      offences.push(`${where} option "${option}": no label`)
      continue
    }
    const { value, label } = option as { value: string; label: Label }
    if (isPayloadOwnLabel(label)) continue
    checkLabelObject(`${where} option "${value}"`, label, undefined, offences)
  }
}

function walkFields(where: string, fields: Field[], offences: Offence[], seenBlocks: Set<string>) {
  for (const field of fields) {
    const f = field as Field & { name?: string; label?: Label; admin?: { hidden?: boolean; disabled?: boolean; description?: unknown }; hidden?: boolean }
    const here = f.name ? `${where}.${f.name}` : where
    // Hidden and disabled fields never show in the edit view (Payload's own blockName and
    // auth sessions are disabled), so they need no label.
    const hidden = Boolean(f.admin?.hidden || f.admin?.disabled || f.hidden)

    if (f.name && !hidden && !isPayloadOwnLabel(f.label)) checkLabelObject(`${here} (${f.type})`, f.label, f.name, offences)
    if (!hidden) checkDescription(here, f.admin?.description, offences)

    if ((f.type === 'select' || f.type === 'radio') && !hidden) checkOptions(here, (f as { options: unknown[] }).options, offences)
    if (f.type === 'array' && !hidden) {
      const labels = (f as { labels?: { singular?: Label; plural?: Label } }).labels
      if (labels) {
        checkLabelObject(`${here} (array row labels, singular)`, labels.singular, f.name, offences)
        checkLabelObject(`${here} (array row labels, plural)`, labels.plural, f.name, offences)
      }
    }
    if (f.type === 'tabs') {
      for (const [i, tab] of f.tabs.entries()) {
        const t = tab as { name?: string; label?: Label; fields: Field[] }
        const tabWhere = `${where}[tab ${t.name ?? i}]`
        checkLabelObject(tabWhere, t.label, t.name, offences)
        walkFields(t.name ? `${where}.${t.name}` : where, t.fields, offences, seenBlocks)
      }
    }
    if ('fields' in f && Array.isArray(f.fields) && !hidden) {
      if (f.type === 'collapsible' && !isPayloadOwnLabel(f.label)) checkLabelObject(`${where} (collapsible)`, f.label, undefined, offences)
      walkFields(here, f.fields, offences, seenBlocks)
    }
    if (f.type === 'blocks') {
      const blocks = [...(f.blocks ?? []), ...((f.blockReferences ?? []).filter((b) => typeof b !== 'string') as Block[])]
      for (const block of blocks) walkBlock(block, offences, seenBlocks)
    }
  }
}

function walkBlock(block: Block, offences: Offence[], seenBlocks: Set<string>) {
  if (seenBlocks.has(block.slug)) return
  seenBlocks.add(block.slug)
  const where = `block ${block.slug}`
  checkLabelObject(`${where} (singular)`, block.labels?.singular, undefined, offences)
  checkLabelObject(`${where} (plural)`, block.labels?.plural, undefined, offences)
  walkFields(where, block.fields, offences, seenBlocks)
}

function walkCollection(collection: SanitizedCollectionConfig, offences: Offence[], seenBlocks: Set<string>) {
  const where = `collection ${collection.slug}`
  checkLabelObject(`${where} (singular)`, collection.labels.singular, undefined, offences)
  checkLabelObject(`${where} (plural)`, collection.labels.plural, undefined, offences)
  walkFields(where, collection.fields, offences, seenBlocks)
}

describe('admin labels', () => {
  let config: SanitizedConfig

  beforeAll(async () => {
    // Loading the config builds the database adapter (no connection) and needs a secret.
    process.env.PAYLOAD_SECRET ||= 'admin-labels-test-secret'
    if (!process.env.DATABASE_URL) process.env.SQLITE_FILE ||= path.join(os.tmpdir(), `admin-labels-${process.pid}.db`)
    config = await (await import('@payload-config')).default
  }, 60_000)

  it('finds the collections and blocks it checks', () => {
    expect(config.collections.length).toBeGreaterThan(30)
    const pages = config.collections.find((c) => c.slug === 'pages')
    expect(pages).toBeDefined()
  })

  it('labels every collection, global, block, field and option in Chinese and English', () => {
    const offences: Offence[] = []
    const seenBlocks = new Set<string>()
    // Payload's own internal collections (preferences, migrations, locked documents) translate themselves.
    for (const collection of config.collections.filter((c) => !c.slug.startsWith('payload-'))) walkCollection(collection, offences, seenBlocks)
    for (const global of config.globals ?? []) {
      checkLabelObject(`global ${global.slug}`, global.label, undefined, offences)
      walkFields(`global ${global.slug}`, global.fields, offences, seenBlocks)
    }
    for (const block of config.blocks ?? []) walkBlock(block, offences, seenBlocks)
    expect(seenBlocks.size).toBeGreaterThan(10)
    if (offences.length) console.error(`${offences.length} admin label problems:\n  ${offences.join('\n  ')}`)
    expect(offences, `${offences.length} admin label problems:\n${offences.join('\n')}`).toEqual([])
  })
})
