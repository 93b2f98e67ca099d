import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { bottomLines, isCopyrightLine } from '@/components/layout/footer-lines'
import { FooterBody, type FooterView } from '@/components/layout/FooterBody'
import { packModules } from '@/components/layout/qr-path'

const item = (id: number, typeValueOne: string) => ({ id, typeValueOne, typeValueThree: '' })

describe('the footer shows its copyright line once', () => {
  // As the demo footer has it: the brand record's line and the same line in the bottom group.
  const bottom = [item(1, '© 2026 北辰合规 版权所有'), item(2, '粤ICP备00000000号-1'), item(3, '粤公网安备44030500000000号')]

  it('leaves the bottom group\'s copyright notice out when the brand has its own line', () => {
    expect(bottomLines(bottom, '© 2026 北辰合规 版权所有').map((i) => i.id)).toEqual([2, 3])
    expect(bottomLines([item(1, '© 2026 Northstar Compliance. All rights reserved.'), item(2, 'ICP')], '© 2026 Northstar Compliance. All rights reserved.').map((i) => i.id)).toEqual([2])
  })

  it('keeps every bottom item when the brand has no copyright line, so the notice is still shown once', () => {
    expect(bottomLines(bottom, '').map((i) => i.id)).toEqual([1, 2, 3])
    expect(bottomLines(bottom, null).map((i) => i.id)).toEqual([1, 2, 3])
  })

  it('knows copyright notices in the ways editors write them, and nothing else', () => {
    for (const text of ['© 2026 港湾税务 版权所有', '(c) 2026 Harbor VAT', 'Copyright 2026 Orbit Tax', '2026 轨道税务 版权所有', 'Harbor VAT. All rights reserved.']) expect(isCopyrightLine(text), text).toBe(true)
    for (const text of ['粤ICP备00000000号-1', '粤公网安备44030500000000号', 'Copyright registration', '版权登记']) expect(isCopyrightLine(text), text).toBe(false)
  })
})

describe('the footer renders from its data', () => {
  const code = QRCode.create('https://example.com/wechat', { errorCorrectionLevel: 'M' })
  const qr = packModules(code.modules.size, code.modules.data)
  const view: FooterView = {
    brandKey: 'lz',
    locale: 'cn',
    newTab: '（新标签页）',
    banner: { title: '注册工作台', text: '', buttonLabel: '免费注册', workbenchUrl: null, leadsToContact: false },
    nav: [{ label: '免费工具', links: [{ label: 'VAT计算器', href: '/lz/calculate' }] }],
    contact: [{ id: '4', title: '联系我们', rows: [{ term: '咨询热线', text: '400-000-1215', href: 'tel:4000001215' }, { term: '公司地址', text: '深圳' }] }],
    qr: [{ id: '5', title: '关注我们', codes: [{ label: '微信公众号', qr }] }],
    blogroll: [{ label: '友情链接', links: [{ label: 'HMRC', href: 'https://www.gov.uk/' }] }],
    copyright: '© 2026 北辰合规 版权所有',
    filingLabel: '备案信息',
    bottom: [{ label: '粤ICP备00000000号-1', href: 'https://beian.miit.gov.cn/' }, { label: '粤公网安备44030500000000号' }],
  }

  it('has the banner, the link groups, contact details, labelled QR codes, friendly links and the filing line', () => {
    const html = renderToStaticMarkup(createElement(FooterBody, { view }))
    expect(html).toMatch(/^<footer /)
    expect(html).toMatch(/<a href="\/workbench\/register\?pointType=registers&amp;intoWay=wwwNavGuide" target="_blank" rel="noopener" [^>]*data-track="footer_signup">免费注册<span class="sr-only">（新标签页）<\/span><\/a>/)
    expect(html).toMatch(/<nav aria-label="免费工具"><h2 class="footer-heading">免费工具<\/h2><ul class="space-y-2 text-sm"><li><a class="footer-link" href="\/lz\/calculate">VAT计算器<\/a>/)
    expect(html).toContain('<dd><a href="tel:4000001215" class="footer-link">400-000-1215</a></dd>')
    expect(html).toContain('<dd>深圳</dd>')
    // The labelled, sized box; the browser draws the code into it (QrSvg).
    expect(html).toContain('<div role="img" aria-label="微信公众号" class="shrink-0 bg-white h-24 w-24 rounded"></div>')
    expect(html).toMatch(/<a href="https:\/\/www\.gov\.uk\/" class="footer-link text-slate-300" target="_blank" rel="noopener noreferrer">HMRC<span class="sr-only">（新标签页）<\/span><\/a>/)
    expect(html).toContain('<p>© 2026 北辰合规 版权所有</p>')
    expect(html).toMatch(/<ul class="[^"]*" aria-label="备案信息"><li><a href="https:\/\/beian\.miit\.gov\.cn\/"[^>]*>粤ICP备00000000号-1<span class="sr-only">（新标签页）<\/span><\/a><\/li><li>粤公网安备44030500000000号<\/li><\/ul>/)
  })
})
