import { describe, expect, it } from 'vitest'
import { checkContact, checkTopic, normaliseContact } from '@/services/contact/rules'
import { nextAttemptDelayMs } from '@/services/mail/outbox'

const VALID = { name: 'Li Lei', email: 'li@example.com', phone: '', companyName: '', subject: 'VAT', content: 'Please quote UK VAT registration.' }

describe('contact rules', () => {
  it('accepts a complete message with optional fields empty', () => {
    expect(checkContact(VALID)).toEqual([])
  })

  it.each([
    ['a@b', 'email'],
    ['a @b.com', 'email'],
    ['a@b.', 'email'],
    ['a@.com', 'email'],
    ['@b.com', 'email'],
  ])('rejects the email %s', (email, problem) => {
    expect(checkContact({ ...VALID, email })).toEqual([{ field: 'email', problem }])
  })

  it('names every required field left empty (whitespace counts as empty)', () => {
    expect(checkContact({ phone: '123' }).map((p) => `${p.field}:${p.problem}`)).toEqual(['name:required', 'email:required', 'phone:phone', 'subject:required', 'content:required'])
    expect(checkContact({ ...VALID, name: '   ' })).toEqual([{ field: 'name', problem: 'required' }])
  })

  it('checks lengths per field, counting characters not bytes', () => {
    expect(checkContact({ ...VALID, name: '王'.repeat(50) })).toEqual([])
    expect(checkContact({ ...VALID, name: '王'.repeat(51) })).toEqual([{ field: 'name', problem: 'tooLong' }])
    expect(checkContact({ ...VALID, content: '太短了' })).toEqual([{ field: 'content', problem: 'tooShort' }])
    expect(checkContact({ ...VALID, content: 'x'.repeat(2001) })).toEqual([{ field: 'content', problem: 'tooLong' }])
  })

  it('accepts usual phone formats and ignores non-string input', () => {
    for (const phone of ['+86 138 0000 0000', '(0755) 0000-3321', '400-000-1215']) expect(checkContact({ ...VALID, phone })).toEqual([])
    expect(checkContact({ ...VALID, name: 42 as unknown as string })).toEqual([{ field: 'name', problem: 'required' }])
    expect(normaliseContact({ name: '  Li  ', email: 3 as unknown as string }).name).toBe('Li')
  })
})

describe('enquiry topic', () => {
  it('takes a jurisdiction and a service from the lists, empty meaning not chosen', () => {
    expect(checkTopic({ jurisdiction: 'HK', service: 'annualReview' })).toEqual({ topic: { jurisdiction: 'HK', service: 'annualReview' }, problems: [] })
    expect(checkTopic({ jurisdiction: '', service: undefined })).toEqual({ topic: {}, problems: [] })
  })

  it('names each value that is not on its list, case included', () => {
    expect(checkTopic({ jurisdiction: 'hk', service: 'visa' }).problems).toEqual(['unknownJurisdiction', 'unknownService'])
    expect(checkTopic({ jurisdiction: ['HK'] }).problems).toEqual(['unknownJurisdiction'])
  })
})

describe('mail back-off', () => {
  it('waits 1, 5, 30, 120 minutes, then 12 hours between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextAttemptDelayMs(n) / 60_000)).toEqual([1, 5, 30, 120, 720, 720, 720])
  })
})
