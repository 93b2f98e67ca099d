import { describe, expect, it } from 'vitest'
import { BRAND_KEYS, BRAND_ROUTES, publicPath } from '@/brands/registry'
import { loadBrandContent } from '@/cms/seed/brand-content'
import { closureNoticeOf } from '@/services/content/brand'
import { isQuestionAnswerPath, readCookie, thChannelAction, thChannelCookie } from '@/components/layout/th-channel-rules'
import { TH_CHANNEL } from '@/services/campaigns/constants'

describe('the TH variant marks the question-answer page with its channel', () => {
  it('knows the question-answer page in every brand and language', () => {
    for (const route of Object.values(BRAND_ROUTES)) {
      for (const locale of route.locales) expect(isQuestionAnswerPath(publicPath(route, locale, 'questionAnswer')), `${route.key} ${locale}`).toBe(true)
    }
    expect(isQuestionAnswerPath('/hb/questionAnswer/')).toBe(true)
    expect(isQuestionAnswerPath('/hb/homes')).toBe(false)
    expect(isQuestionAnswerPath('/hb/complianceAnswer')).toBe(false)
    expect(isQuestionAnswerPath('/hb/questionAnswer/extra')).toBe(false)
    expect(isQuestionAnswerPath('/')).toBe(false)
  })

  it('sets hgzn on the question-answer page, over no channel or another one', () => {
    expect(thChannelAction('/hb/questionAnswer', undefined)).toEqual({ kind: 'set', value: TH_CHANNEL })
    expect(thChannelAction('/en/hb/questionAnswer', 'sem-baidu')).toEqual({ kind: 'set', value: TH_CHANNEL })
    expect(thChannelAction('/hb/questionAnswer', TH_CHANNEL)).toBeNull()
  })

  it('clears hgzn on any other page, and leaves other channels alone', () => {
    expect(thChannelAction('/hb/homes', TH_CHANNEL)).toEqual({ kind: 'clear' })
    expect(thChannelAction('/hb/VAT', 'sem-baidu')).toBeNull()
    expect(thChannelAction('/hb/VAT', undefined)).toBeNull()
  })

  it('writes the cookie with the proxy’s attributes: path /, SameSite=Lax, 30 days, Secure only on https', () => {
    expect(thChannelCookie({ kind: 'set', value: TH_CHANNEL }, false)).toBe('channelNo=hgzn; Max-Age=2592000; Path=/; SameSite=Lax')
    expect(thChannelCookie({ kind: 'set', value: TH_CHANNEL }, true)).toBe('channelNo=hgzn; Max-Age=2592000; Path=/; SameSite=Lax; Secure')
    expect(thChannelCookie({ kind: 'clear' }, true)).toBe('channelNo=; Max-Age=0; Path=/; SameSite=Lax; Secure')
  })

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; channelNo=hgzn; channelCode=x', 'channelNo')).toBe('hgzn')
    expect(readCookie('xchannelNo=hgzn', 'channelNo')).toBeUndefined()
    expect(readCookie('', 'channelNo')).toBeUndefined()
  })
})

describe('the TH variant’s close-of-service notice', () => {
  it.each([...BRAND_KEYS])('%s: its brand file carries the notice in every language the brand publishes, with a link', (key) => {
    const { brand } = loadBrandContent(key)
    const notice = brand.closureNotice!
    expect(brand.flags.th ?? false).toBe(false)
    for (const locale of BRAND_ROUTES[key].locales) {
      expect(notice.title[locale], locale).toMatch(/\S/)
      expect(notice.text[locale], locale).toMatch(/2027/)
      expect(notice.linkLabel?.[locale], locale).toMatch(/\S/)
    }
    expect(notice.linkUrl).toMatch(/^\//)
  })

  it('is shown only with a title, and its link only with both label and address', () => {
    expect(closureNoticeOf(undefined)).toBeNull()
    expect(closureNoticeOf({ title: '  ', text: 'x' })).toBeNull()
    expect(closureNoticeOf({ title: 'Closing', text: null, linkLabel: 'Contact', linkUrl: '/hb/contactUs' })).toEqual({ title: 'Closing', text: '', link: { label: 'Contact', href: '/hb/contactUs' } })
    expect(closureNoticeOf({ title: 'Closing', text: 'From 2027', linkLabel: 'Contact', linkUrl: '' })).toEqual({ title: 'Closing', text: 'From 2027', link: null })
  })
})
