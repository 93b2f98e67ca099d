import { describe, expect, it } from 'vitest'
import { prefillFromQuery } from '@/components/contact/prefill'

const PAGE = 'https://example.test/lz/contactUs'
const ID = '0123456789abcdef0123456789abcdef'

describe('the contact form prefilled from a report link', () => {
  it('takes the subject and names the report page beside the contact page', () => {
    const search = `?${new URLSearchParams({ subject: 'WEEE注册（德国）', report: ID })}`
    expect(prefillFromQuery(search, `${PAGE}${search}`)).toEqual({ subject: 'WEEE注册（德国）', reportUrl: `https://example.test/lz/questionAnswer?reportId=${ID}` })
  })

  it('cleans control characters, squeezes spaces and cuts the subject to its length', () => {
    const { subject } = prefillFromQuery(`?${new URLSearchParams({ subject: ` a\r\nb\u0000c  ${'x'.repeat(300)}` })}`, PAGE)
    expect(subject.startsWith('a b c x')).toBe(true)
    expect(subject).toHaveLength(100)
  })

  it('ignores a report that is not a report id, and an address without either', () => {
    expect(prefillFromQuery('?report=https://evil.test/x', PAGE)).toEqual({ subject: '', reportUrl: '' })
    expect(prefillFromQuery(`?report=${ID.toUpperCase()}`, PAGE).reportUrl).toBe('')
    expect(prefillFromQuery('', PAGE)).toEqual({ subject: '', reportUrl: '' })
  })
})
