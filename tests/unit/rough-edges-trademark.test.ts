import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createTranslator, NextIntlClientProvider } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { ClassPicker } from '@/components/trademark/ClassPicker'
import { initialRequestClasses, MAX_REQUEST_CLASSES } from '@/components/trademark/ManualSearchDialog'
import cn from '@/i18n/messages/cn/markSearch.json'
import en from '@/i18n/messages/en/markSearch.json'
import { manualRequestInput } from '@/services/trademarks/requests'

const classes = Array.from({ length: 46 }, (_, i) => ({ classId: i + 1, name: `第${i + 1}类` }))
const picker = (props: { noneLabel?: string; selected?: number[] }) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: 'cn',
      timeZone: 'Asia/Shanghai',
      messages: { markSearch: cn },
      children: createElement(ClassPicker, { legend: '类别', options: classes, selected: props.selected ?? [], onChange: () => undefined, name: 'c', noneLabel: props.noneLabel }),
    }),
  )

describe('the manual trademark request does not offer "all classes" and then refuse it', () => {
  it('says "no class chosen yet" in the request, while the search keeps "all classes"', () => {
    expect(picker({ noneLabel: cn.manual.classesNone })).toContain(`<summary class="cursor-pointer px-3 py-2 text-sm text-slate-800">尚未选择类别</summary>`)
    expect(picker({})).toContain('>全部类别</summary>')
    expect(cn.manual.classesNone).not.toMatch(/全部/)
    expect(en.manual.classesNone).not.toMatch(/all/i)
  })

  it('starts from the search\'s classes, and from none after a search over all classes', () => {
    expect(initialRequestClasses([])).toEqual([])
    expect(initialRequestClasses([9, 35])).toEqual([9, 35])
  })

  it('never lets the form send more classes than the gateway takes', () => {
    const all = classes.map((c) => c.classId)
    expect(initialRequestClasses(all)).toHaveLength(MAX_REQUEST_CLASSES)
    const body = { markName: 'Trailnest', countries: [21], contactName: '王芳', phone: '13800001234' }
    expect(manualRequestInput.safeParse({ ...body, classIds: initialRequestClasses(all) }).success).toBe(true)
    expect(manualRequestInput.safeParse({ ...body, classIds: all }).success).toBe(false)
  })

  it('confirms with the reference the gateway answers, in both languages', () => {
    const t = createTranslator({ locale: 'cn', messages: { markSearch: cn }, namespace: 'markSearch' })
    expect(t('manual.sent', { reference: '1024', remaining: 2 })).toBe('申请已提交，编号 1024。律师会尽快与你联系，咨询时请告知此编号。今天还可以提交 2 次。')
    const te = createTranslator({ locale: 'en', messages: { markSearch: en }, namespace: 'markSearch' })
    expect(te('manual.sent', { reference: '1024', remaining: 2 })).toContain('reference 1024')
  })
})
