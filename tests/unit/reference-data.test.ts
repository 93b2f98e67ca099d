import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { AGREEMENTS_DIR, loadAgreements } from '@/cms/seed/content/agreements'
import { DEMO_MARKS_FILE, demoRegisterSchema } from '@/cms/seed/content/demo-marks'
import { IPR_SETTINGS_FILE, iprSettingsFileSchema } from '@/cms/seed/content/ipr-settings'
import { TRADEMARK_TOOL_BRANDS, TRADEMARK_TOOL_SLUGS, trademarkPageFile, type TrademarkToolBrand } from '@/cms/seed/content/trademark-pages'
import { pageSchema } from '@/cms/seed/schemas'
import { ContentFileError, listContentFiles, loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { COMPLIANCE_RULES_FILE, complianceRules, complianceRulesFileSchema } from '@/services/compliance/reference-data'
import { DEADLINE_RULES_FILE, deadlineRulesFileSchema } from '@/services/compliance/deadline-rules'
import { findPrice } from '@/services/compliance/report'
import { CORPORATE_JURISDICTIONS_FILE, corporateJurisdictionsFileSchema } from '@/services/corporate/reference-data'
import { PRICE_LIST_FILE, priceList, priceListFileSchema } from '@/services/pricing/reference-data'
import { TAX_RATES_FILE, taxRatesFileSchema } from '@/services/tax/reference-data'

/**
 * The reference data (compliance rules, price list, tax rates, agreements) and the trademark
 * demo content live in data files. Each file is read here through its schema, so a broken
 * file fails the suite, and a file added to these folders without a schema does too.
 */

const DATA_FILES: Record<string, z.ZodType> = {
  [COMPLIANCE_RULES_FILE]: complianceRulesFileSchema,
  [DEADLINE_RULES_FILE]: deadlineRulesFileSchema,
  [PRICE_LIST_FILE]: priceListFileSchema,
  [TAX_RATES_FILE]: taxRatesFileSchema,
  [IPR_SETTINGS_FILE]: iprSettingsFileSchema,
  [DEMO_MARKS_FILE]: demoRegisterSchema,
  [CORPORATE_JURISDICTIONS_FILE]: corporateJurisdictionsFileSchema,
}
const REFERENCE_DIRS = ['reference/compliance', 'reference/pricing', 'reference/tax', 'reference/corporate', AGREEMENTS_DIR]

const relative = (file: string) => path.relative(projectPath(), file).split(path.sep).join('/')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-data-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A copy of a project file with one text replaced, and the line the replacement sits on. */
function brokenCopy(file: string, from: string, to: string, name = path.basename(file)): { file: string; line: number } {
  const text = fs.readFileSync(projectPath(file), 'utf8')
  const at = text.indexOf(from)
  expect(at, `${from} in ${file}`).toBeGreaterThan(-1)
  const copy = path.join(dir, name)
  fs.writeFileSync(copy, text.slice(0, at) + to + text.slice(at + from.length))
  return { file: copy, line: text.slice(0, at).split('\n').length }
}

function loadError(load: () => unknown): ContentFileError {
  try {
    load()
  } catch (error) {
    expect(error).toBeInstanceOf(ContentFileError)
    return error as ContentFileError
  }
  throw new Error('expected the file to be refused')
}

describe('reference and demo data files', () => {
  it.each(Object.entries(DATA_FILES))('%s passes its schema', (file, schema) => {
    const data = loadDataFile(file, schema)
    expect(Array.isArray(data) ? data.length : Object.keys(data as object).length).toBeGreaterThan(0)
  })

  it('has a schema for every data file in the reference folders and a SOURCE.md in each', () => {
    for (const folder of ['reference/compliance', 'reference/pricing', 'reference/tax', 'reference/corporate']) {
      for (const file of listContentFiles(folder, ['.yaml', '.yml', '.json', '.jsonl'])) expect(Object.keys(DATA_FILES), relative(file)).toContain(relative(file))
    }
    for (const folder of REFERENCE_DIRS) expect(fs.existsSync(projectPath(folder, 'SOURCE.md')), folder).toBe(true)
    for (const file of listContentFiles('content/trademarks', ['.yaml', '.yml', '.json', '.jsonl'])) expect(Object.keys(DATA_FILES), relative(file)).toContain(relative(file))
  })

  it('pairs each agreement in Chinese and English', () => {
    const files = listContentFiles(AGREEMENTS_DIR, ['.md']).map((f) => path.basename(f))
    expect(files).toEqual(['SOURCE.md', 'privacy.cn.md', 'privacy.en.md', 'service.cn.md', 'service.en.md'])
    const agreements = loadAgreements()
    expect(agreements.map((a) => a.kind)).toEqual(['service', 'privacy'])
    for (const a of agreements) {
      expect(a.content.cn).not.toMatch(/^---/)
      expect(a.content.en.split('\n\n').length).toBeGreaterThan(3)
    }
  })

  it.each((Object.keys(TRADEMARK_TOOL_BRANDS) as TrademarkToolBrand[]).flatMap((brand) => TRADEMARK_TOOL_SLUGS.map((slug) => trademarkPageFile(brand, slug))))('%s passes the page schema', (file) => {
    expect(loadDataFile(file, pageSchema).layout.length).toBeGreaterThan(0)
  })

  it('prices every service a rule names, in each of its jurisdictions', () => {
    const prices = priceList().map((row, i) => ({ ...row, id: i + 1 }))
    const missing = complianceRules().flatMap((rule) => (rule.service ? rule.jurisdictions.filter((j) => !findPrice(prices, rule.service!, j)).map((j) => `${rule.key} ${j}`) : []))
    expect(missing).toEqual([])
  })
})

describe('a mistake in a data file', () => {
  it('names the file, the field and the line', () => {
    const price = brokenCopy(PRICE_LIST_FILE, 'unitPrice: 2999,', 'unitPrice: "2999",')
    const e = loadError(() => loadDataFile(price.file, priceListFileSchema))
    expect(e.message).toMatch(new RegExp(`price-list\\.yaml:${price.line} 0\\.unitPrice: `))

    const rule = brokenCopy(COMPLIANCE_RULES_FILE, 'conditions: [{question: "3", values: ["1"]}]', 'conditions: [{question: "3", values: ["yes"]}]')
    const r = loadError(() => loadDataFile(rule.file, complianceRulesFileSchema))
    expect(r.line).toBe(rule.line)
    expect(r.field).toMatch(/^\d+\.conditions\.0\.values\.0$/)
    expect(r.message).toMatch(/question 3 has no option "yes"/)

    const tax = brokenCopy(TAX_RATES_FILE, '- rate: 5\n', '- rate: 25\n')
    const t = loadError(() => loadDataFile(tax.file, taxRatesFileSchema))
    expect(t.field).toBe('0.reducedRates.0.rate')
    expect(t.line).toBe(tax.line)
  })

  it('refuses a duplicate price row and a mark the register format refuses', () => {
    const rows = brokenCopy(PRICE_LIST_FILE, '{kind: compliance, serviceType: 0, country: 2,', '{kind: compliance, serviceType: 0, country: 0,')
    expect(loadError(() => loadDataFile(rows.file, priceListFileSchema)).message).toMatch(new RegExp(`:${rows.line} 1: an earlier row has the same codes`))
    const marks = brokenCopy(DEMO_MARKS_FILE, 'filingDate: "2021-03-02"', 'filingDate: "2021-02-30"')
    expect(loadError(() => loadDataFile(marks.file, demoRegisterSchema)).message).toMatch(new RegExp(`demo-marks\\.yaml:${marks.line} marks\\.0\\.filingDate: not a calendar date`))
  })

  it('refuses two languages of one agreement with different versions', () => {
    const folder = path.join(dir, 'agreements')
    fs.mkdirSync(folder)
    for (const name of ['service.cn.md', 'service.en.md']) fs.copyFileSync(projectPath(AGREEMENTS_DIR, name), path.join(folder, name))
    expect(loadAgreements(folder).map((a) => a.kind)).toEqual(['service'])
    const en = path.join(folder, 'service.en.md')
    fs.writeFileSync(en, fs.readFileSync(en, 'utf8').replace('version: "2026.11"', 'version: "2026.12"'))
    const e = loadError(() => loadAgreements(folder))
    expect(e.message).toMatch(/service\.en\.md:4 version: 2026\.12 differs from 2026\.11/)
    fs.rmSync(path.join(folder, 'service.cn.md'))
    expect(loadError(() => loadAgreements(folder)).message).toMatch(/has no cn text/)
  })
})
