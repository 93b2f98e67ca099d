import { describe, expect, it } from 'vitest'
import { bottomLines, isCopyrightLine } from '@/components/layout/footer-lines'

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
