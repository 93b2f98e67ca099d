import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPlainMessage, plainTranslator, type PlainMessages } from '@/lib/plain-messages'

const MESSAGES = path.resolve(import.meta.dirname, '../../src/i18n/messages')
// The namespaces whose islands translate with plainTranslator in the browser, and the
// messages of each that only the server formats (with next-intl, plurals and all).
const PLAIN_NAMESPACES: Record<string, string[]> = { contact: ['tooFast'], activity: [] }

function leaves(node: PlainMessages, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)))
}

describe('plain messages (client islands without a message formatter)', () => {
  it('fills placeholders, looks up dotted keys and answers an unknown key with itself', () => {
    const t = plainTranslator({ problems: { required: '请填写{field}', tooLong: '{field}不能超过{max}个字符' }, submit: 'Send' })
    expect(t('submit')).toBe('Send')
    expect(t('problems.required', { field: '邮箱' })).toBe('请填写邮箱')
    expect(t('problems.tooLong', { field: 'Name', max: 50 })).toBe('Name不能超过50个字符')
    expect(t('problems.tooLong', { field: 'Name' })).toBe('Name不能超过{max}个字符')
    expect(t('problems.nothing')).toBe('problems.nothing')
    expect(t('problems')).toBe('problems')
  })

  it('chooses plural cases by the language and fills # with the number', () => {
    const messages = { toStart: 'Starts in {days, plural, one {# day} other {# days}} {hh}:{mm}', exact: '{n, plural, =0 {none} one {# order} other {# orders}} made free' }
    const en = plainTranslator(messages, 'en')
    expect(en('toStart', { days: 1, hh: '05', mm: '09' })).toBe('Starts in 1 day 05:09')
    expect(en('toStart', { days: 3, hh: '05', mm: '09' })).toBe('Starts in 3 days 05:09')
    expect(en('exact', { n: 0 })).toBe('none made free')
    expect(en('exact', { n: 2500 })).toBe('2,500 orders made free')
    // Chinese has one plural form: always "other".
    expect(plainTranslator({ d: '{days, plural, other {#天}}' }, 'zh-CN')('d', { days: 1 })).toBe('1天')
  })

  it('tells the messages it formats from the rest of ICU', () => {
    expect(isPlainMessage('关于我的合规报告：{url}\n')).toBe(true)
    expect(isPlainMessage("It's {n} o'clock")).toBe(true)
    expect(isPlainMessage('{count, plural, one {# item} other {# items}}')).toBe(true)
    expect(isPlainMessage('{count, plural, one {# item}}')).toBe(false)
    expect(isPlainMessage('{gender, select, female {she} other {they}}')).toBe(false)
    expect(isPlainMessage('{n, number, percent}')).toBe(false)
    expect(isPlainMessage("It's '{quoted}'")).toBe(false)
    expect(isPlainMessage('unbalanced }')).toBe(false)
  })

  for (const locale of fs.readdirSync(MESSAGES)) {
    for (const [namespace, serverOnly] of Object.entries(PLAIN_NAMESPACES)) {
      // Not every namespace exists in every language (campaign pages are Chinese and English).
      if (!fs.existsSync(path.join(MESSAGES, locale, `${namespace}.json`))) continue
      it(`${locale}/${namespace}.json has only plain messages`, () => {
        const messages = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, `${namespace}.json`), 'utf8')) as PlainMessages
        const notPlain = leaves(messages).filter(([key, message]) => !serverOnly.includes(key) && !isPlainMessage(message))
        expect(notPlain).toEqual([])
      })
    }
  }
})
