import { describe, expect, it } from 'vitest'
import cn from '@/i18n/messages/cn/preview.json'
import de from '@/i18n/messages/de/preview.json'
import en from '@/i18n/messages/en/preview.json'
import ko from '@/i18n/messages/ko/preview.json'

describe('preview banner texts', () => {
  it('has the same keys in every language, none empty', () => {
    const keys = Object.keys(en).sort()
    for (const [locale, texts] of Object.entries({ cn, de, ko, en })) {
      expect(Object.keys(texts).sort(), locale).toEqual(keys)
      for (const value of Object.values(texts)) expect(value.trim(), locale).not.toBe('')
    }
  })

  it('says in each language that the page is an unpublished draft', () => {
    expect(cn.notice).toBe('预览模式：您看到的是未发布的草稿')
    expect(en.notice).toBe('Preview: you are seeing an unpublished draft')
  })
})
