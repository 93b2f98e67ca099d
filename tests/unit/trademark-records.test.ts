import { describe, expect, it } from 'vitest'
import { checkRow, parseCsvLine, parseJsonLine, splitCsvLine } from '@/services/trademarks/records'
import { syntheticMarks } from '@/services/trademarks/synthetic'

const VALID = {
  registrationNumber: 'US97000001',
  markText: 'Kolvia',
  office: 20,
  classes: [9, 25],
  status: 'registered',
  applicant: 'Shenzhen Kolvia Technology Co., Ltd.',
  filingDate: '2023-04-01',
  registrationDate: '2024-02-13',
  goods: 'Headphones; T-shirts',
}

describe('trademark records', () => {
  it('accepts a complete row and coerces CSV-style numbers', () => {
    expect(checkRow(VALID, 1)).toMatchObject({ ok: true, record: { office: 20, classes: [9, 25] } })
    expect(checkRow({ ...VALID, office: '99', classes: ['1', '46'] }, 2)).toMatchObject({ ok: true, record: { office: 99, classes: [1, 46] } })
  })

  it.each([
    [{ office: 7 }, 'office'],
    [{ classes: [0] }, 'classes.0'],
    [{ classes: [47] }, 'classes.0'],
    [{ classes: [] }, 'classes'],
    [{ status: 'alive' }, 'status'],
    [{ markText: '  ' }, 'markText'],
    [{ markText: 'x'.repeat(101) }, 'markText'],
    [{ filingDate: '2023-02-30' }, 'filingDate'],
    [{ registrationDate: '2020-01-01' }, 'registrationDate is before filingDate'],
    [{ registrationDate: null }, 'needs its registrationDate'],
    [{ extra: 1 }, 'extra'],
  ])('rejects %j naming %s, with the line number', (change, needle) => {
    const row = checkRow({ ...VALID, ...change }, 17)
    expect(row.ok).toBe(false)
    expect(row).toMatchObject({ line: 17 })
    if (!row.ok) expect(row.problem).toContain(needle)
  })

  it('reads JSON Lines and reports broken JSON by line', () => {
    expect(parseJsonLine(JSON.stringify(VALID), 3).ok).toBe(true)
    expect(parseJsonLine('{"markText": ', 4)).toEqual({ ok: false, line: 4, problem: 'not valid JSON' })
  })

  it('reads CSV with quoted cells, ; separated classes and empty dates', () => {
    const header = ['registrationNumber', 'markText', 'office', 'classes', 'status', 'applicant', 'filingDate', 'registrationDate', 'goods']
    const line = 'EU018000001,"Sun, ""Moon"" & Co",99,9;25,pending,"Acme, Inc.",2025-06-01,,"Bags; wallets"'
    expect(parseCsvLine(line, header, 2)).toMatchObject({ ok: true, record: { markText: 'Sun, "Moon" & Co', classes: [9, 25], registrationDate: null, applicant: 'Acme, Inc.' } })
    expect(parseCsvLine('a,b', header, 5)).toEqual({ ok: false, line: 5, problem: 'expected 9 cells, found 2' })
    expect(splitCsvLine('"open')).toBeNull()
  })
})

describe('synthetic marks', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = [...syntheticMarks(50, 7)]
    expect([...syntheticMarks(50, 7)]).toEqual(a)
    expect([...syntheticMarks(50, 8)].map((m) => m.markText)).not.toEqual(a.map((m) => m.markText))
  })

  it('are all valid records, with Latin, Chinese and mixed marks across offices and statuses', () => {
    const marks = [...syntheticMarks(5000)]
    for (const [i, m] of marks.entries()) expect(checkRow(m, i + 1).ok, JSON.stringify(m)).toBe(true)
    expect(new Set(marks.map((m) => m.registrationNumber)).size).toBe(5000)
    expect(marks.some((m) => /^[\u4e00-\u9fff]+$/.test(m.markText))).toBe(true)
    expect(marks.some((m) => /^[A-Za-z ]+$/.test(m.markText))).toBe(true)
    expect(marks.some((m) => /[\u4e00-\u9fff][A-Za-z]/.test(m.markText))).toBe(true)
    expect(new Set(marks.map((m) => m.office))).toEqual(new Set([20, 21, 99, 23, 24]))
    expect(new Set(marks.map((m) => m.status)).size).toBe(5)
    // Seller classes dominate: class 9 is the most common.
    const count = (c: number) => marks.filter((m) => m.classes.includes(c)).length
    expect(count(9)).toBeGreaterThan(count(45))
  })
})
