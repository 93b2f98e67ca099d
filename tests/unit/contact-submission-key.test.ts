import { describe, expect, it } from 'vitest'
import { checkSubmissionKey, newSubmissionKey, SUBMISSION_KEY_LENGTH } from '@/services/contact/rules'
import { isUniqueViolation } from '@/services/contact/unique-violation'

const KEY = 'aZ09bY18cX27dW36eV45fU54'

describe('contact submission key', () => {
  it('makes 24-character keys from the 62-character alphabet, a new one each time', () => {
    const keys = Array.from({ length: 200 }, () => newSubmissionKey())
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{24}$/)
    expect(new Set(keys).size).toBe(keys.length)
    expect(SUBMISSION_KEY_LENGTH).toBe(24)
  })

  it('accepts a missing key (every send is then a new message) and a well-formed one', () => {
    expect(checkSubmissionKey(undefined)).toEqual({})
    expect(checkSubmissionKey(null)).toEqual({})
    expect(checkSubmissionKey(KEY)).toEqual({ key: KEY })
    expect(checkSubmissionKey(newSubmissionKey()).problem).toBeUndefined()
  })

  it.each([
    ['empty', ''],
    ['one character short', KEY.slice(1)],
    ['one character long', `${KEY}a`],
    ['with a hyphen', `${KEY.slice(0, 23)}-`],
    ['with an underscore', `_${KEY.slice(1)}`],
    ['with a space', ` ${KEY.slice(1)}`],
    ['with a trailing newline', `${KEY.slice(0, 23)}\n`],
    ['with a non-ASCII letter', `${KEY.slice(0, 23)}é`],
    ['a number', 123456789012345678901234],
    ['an object', { key: KEY }],
  ])('refuses a key that is %s', (_name, value) => {
    expect(checkSubmissionKey(value)).toEqual({ problem: 'submissionKey' })
  })
})

describe('unique violations', () => {
  it('recognises the PostgreSQL and SQLite driver errors, also wrapped as a cause', () => {
    const postgres = Object.assign(new Error('duplicate key value violates unique constraint "contact_messages_submission_key_idx"'), { code: '23505' })
    const sqlite = Object.assign(new Error('SQLITE_CONSTRAINT_UNIQUE: UNIQUE constraint failed: contact_messages.submission_key'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })
    const libsql = Object.assign(new Error('SQLITE_CONSTRAINT: SQLite error: UNIQUE constraint failed: contact_messages.submission_key'), { code: 'SQLITE_CONSTRAINT' })
    for (const error of [postgres, sqlite, libsql]) {
      expect(isUniqueViolation(error, 'submissionKey')).toBe(true)
      expect(isUniqueViolation(new Error('Failed query', { cause: error }), 'submissionKey')).toBe(true)
    }
  })

  it("recognises Payload's validation error naming the field or its column", () => {
    class ValidationError extends Error {
      constructor(public data: { errors: { message: string; path: string }[] }) {
        super(`The following field is invalid: ${data.errors[0]!.path}`)
      }
    }
    expect(isUniqueViolation(new ValidationError({ errors: [{ message: 'Value must be unique', path: 'submissionKey' }] }), 'submissionKey')).toBe(true)
    expect(isUniqueViolation(new ValidationError({ errors: [{ message: 'Value must be unique', path: 'submission_key' }] }), 'submissionKey')).toBe(true)
    expect(isUniqueViolation(new ValidationError({ errors: [{ message: 'This field is required', path: 'email' }] }), 'submissionKey')).toBe(false)
  })

  it('leaves other failures alone', () => {
    expect(isUniqueViolation(new Error('connection refused'), 'submissionKey')).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('deadlock detected'), { code: '40P01' }), 'submissionKey')).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }), 'submissionKey')).toBe(false)
    expect(isUniqueViolation(null, 'submissionKey')).toBe(false)
    expect(isUniqueViolation('UNIQUE constraint failed', 'submissionKey')).toBe(false)
  })
})
