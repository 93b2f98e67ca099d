import { describe, expect, it } from 'vitest'
import { importMarks } from '@/services/trademarks/importer'
import { sqlRunner } from '@/services/trademarks/sql'
import { syntheticMarks } from '@/services/trademarks/synthetic'
import { payloadClient } from '@/services/payload'

async function* linesOf(text: string) {
  for (const line of text.split('\n')) yield line
}

async function register() {
  return sqlRunner(await payloadClient())
}

describe('trademark importer (real database)', () => {
  it('writes valid rows, reports bad ones with their line numbers, and is idempotent', async () => {
    const db = await register()
    const marks = [...syntheticMarks(300, 99)]
    const file = [...marks.slice(0, 150).map((m) => JSON.stringify(m)), '{broken', JSON.stringify({ ...marks[0], classes: [47] }), '', ...marks.slice(150).map((m) => JSON.stringify(m))].join('\n')
    const first = await importMarks(linesOf(file), 'jsonl', db)
    expect(first).toMatchObject({ read: 302, written: 300, moreRejected: 0 })
    expect(first.rejected).toEqual([
      { line: 151, problem: 'not valid JSON' },
      { line: 152, problem: expect.stringContaining('classes.0') },
    ])
    const count = async () => Number((await db.all<{ n: number }>('SELECT COUNT(*) AS n FROM tm_marks WHERE registration_number LIKE ?', ['%'])).at(0)?.n)
    const before = await count()
    const again = await importMarks(linesOf(file), 'jsonl', db)
    expect(again.written).toBe(300)
    expect(await count()).toBe(before)
  })

  it('stores the matching forms and the classes, and a changed row updates its mark in place', async () => {
    const db = await register()
    const base = { office: 20, status: 'registered', applicant: 'Xiaomi Test Co.', filingDate: '2020-01-02', registrationDate: '2021-03-04', goods: 'Phones' }
    const csv = [
      'registrationNumber,markText,office,classes,status,applicant,filingDate,registrationDate,goods',
      `TEST-XM-1,小米,${base.office},9;38,${base.status},${base.applicant},${base.filingDate},${base.registrationDate},${base.goods}`,
    ].join('\n')
    expect((await importMarks(linesOf(csv), 'csv', db)).written).toBe(1)
    const [row] = await db.all<{ id: number; pinyin: string; compact: string; classes: unknown }>('SELECT id, pinyin, compact, classes FROM tm_marks WHERE registration_number = ?', ['TEST-XM-1'])
    expect(row).toMatchObject({ pinyin: 'xiaomi', compact: '小米' })
    const changed = csv.replace('9;38', '9').replace(',小米,', ',XIAOMI,')
    await importMarks(linesOf(changed), 'csv', db)
    const [after] = await db.all<{ id: number; compact: string; classes: unknown }>('SELECT id, compact, classes FROM tm_marks WHERE registration_number = ?', ['TEST-XM-1'])
    expect(Number(after!.id)).toBe(Number(row!.id))
    expect(after!.compact).toBe('xiaomi')
    if (db.dialect === 'sqlite') {
      const classes = await db.all<{ class_no: number }>('SELECT class_no FROM tm_mark_classes WHERE mark_id = ? ORDER BY class_no', [after!.id])
      expect(classes.map((c) => Number(c.class_no))).toEqual([9])
    } else {
      expect(after!.classes).toEqual([9])
    }
  })

  it('leaves the site able to wait for a write lock after an import (SQLite hands the connection to the transaction)', async () => {
    const db = await register()
    const report = await importMarks(linesOf(JSON.stringify({ registrationNumber: 'TEST-LOCK-1', markText: 'Lockwait', office: 21, classes: [9], status: 'pending', applicant: 'Lock Co.', filingDate: '2020-01-01', registrationDate: null, goods: '' })), 'jsonl', db)
    expect(report.written).toBe(1)
    if (db.dialect === 'sqlite') {
      // The connection every other query uses now: it must wait for locks, not fail at once.
      const [row] = await db.all<{ timeout: number }>('PRAGMA busy_timeout')
      expect(Number(row!.timeout)).toBeGreaterThanOrEqual(1000)
    } else {
      const [row] = await db.all<{ n: string }>("SELECT count(*) AS n FROM tm_marks WHERE registration_number = 'TEST-LOCK-1'")
      expect(Number(row!.n)).toBe(1)
    }
  })
})
