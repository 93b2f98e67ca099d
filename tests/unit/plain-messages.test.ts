import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPlainMessage, plainTranslator, type PlainMessages } from '@/lib/plain-messages'

const MESSAGES = path.resolve(import.meta.dirname, '../../src/i18n/messages')
// The namespaces whose islands translate with plainTranslator in the browser, and the
// messages of each that only the server formats (with next-intl, plurals and all).
const PLAIN_NAMESPACES: Record<string, string[]> = { contact: ['tooFast'] }

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

  it('tells plain messages from ICU ones', () => {
    expect(isPlainMessage('关于我的合规报告：{url}\n')).toBe(true)
    expect(isPlainMessage('{count, plural, one {# item} other {# items}}')).toBe(false)
    expect(isPlainMessage("It's '{quoted}'")).toBe(false)
  })

  for (const locale of fs.readdirSync(MESSAGES)) {
    for (const [namespace, serverOnly] of Object.entries(PLAIN_NAMESPACES)) {
      it(`${locale}/${namespace}.json has only plain messages`, () => {
        const messages = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, `${namespace}.json`), 'utf8')) as PlainMessages
        const notPlain = leaves(messages).filter(([key, message]) => !serverOnly.includes(key) && !isPlainMessage(message))
        expect(notPlain).toEqual([])
      })
    }
  }
})
