import { describe, expect, it } from 'vitest'
import { parseHelpPath } from '@/services/help/help-route'
import { parseQaPath } from '@/services/qa/qa-route'
import { MAX_RECORD_ID, parseRecordId } from '@/lib/record-id'
import { parseArticleId, parseSchoolArticleFile } from '@/services/news/query'

describe('record ids from paths and queries', () => {
  it('accepts 1 to the integer column maximum', () => {
    expect(parseRecordId('1')).toBe(1)
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(2147483647)
  })

  it('refuses what PostgreSQL would reject in a query, and anything not a plain number', () => {
    for (const value of ['2147483648', '30733812293', '999999999999', '0', '012', '-1', '1.5', '1e3', ' 1', '', undefined, null]) expect(parseRecordId(value), String(value)).toBeNull()
  })

  it('keeps every page and gateway id parser in that range', () => {
    expect(parseArticleId('30733812293')).toBeNull()
    expect(parseSchoolArticleFile('30733812293.html')).toBeNull()
    expect(parseSchoolArticleFile('12.html')).toBe(12)
    expect(parseQaPath(['30733812293'])).toBeNull()
    expect(parseHelpPath(['tutorial', '30733812293'])).toBeNull()
    expect(parseHelpPath(['tutorial', '42'])).toEqual({ tab: 'tutorial', manualId: 42 })
  })
})
