import { describe, expect, it } from 'vitest'
import { paragraphs } from '@/components/about/layout'
import { splitServices } from '@/services/about/cases'
import { CUSTOM_UID } from '@/services/about/custom'
import { freeOffersFrom } from '@/services/about/offers'
import type { NavigationEntry } from '@/services/content/navigation'

function entry(fields: Partial<NavigationEntry>): NavigationEntry {
  return {
    id: Math.random(),
    typeName: 'pcnav',
    typeValueOne: '',
    typeValueTow: '',
    typeValueThree: '',
    typeValueFour: '',
    typeValueFive: '',
    pageType: 1,
    delIs: 0,
    sort: 0,
    parentId: null,
    isEnable: 1,
    lang: 'cn',
    mainId: 0,
    analyticsName: '',
    divPageList: [],
    menuRelationList: [],
    children: [],
    ...fields,
  }
}

describe('freeOffersFrom', () => {
  const navigation = [
    entry({ typeName: 'suspended', typeValueOne: 'Free compliance report', typeValueTow: 'Ready in 3 minutes', typeValueThree: '/buyingGuide', typeValueFive: 'freeTrial' }),
    entry({ typeName: 'suspended', typeValueOne: 'Contact us', typeValueThree: '/lz/contactUs', typeValueFive: 'contactUs' }),
    entry({ typeName: 'suspended', typeValueOne: 'Old trial', typeValueThree: '/old', typeValueFive: 'freeTrial', isEnable: 0 }),
    entry({
      typeValueOne: 'Free tools',
      typeValueFour: 'OnlineTool',
      children: [
        entry({ typeValueOne: 'Compliance report', typeValueThree: '/buyingGuide' }),
        entry({ typeValueOne: 'VAT calculator', typeValueTow: 'Estimate VAT', typeValueThree: '/lz/calculate/100' }),
        entry({ typeValueOne: 'Retired tool', typeValueThree: '/retired', isEnable: 0 }),
      ],
    }),
    entry({ typeValueOne: 'Services', typeValueFour: 'Services', children: [entry({ typeValueOne: 'VAT', typeValueThree: '/lz/VAT' })] }),
  ]

  it('lists the side panel free trials, then the free tools, enabled only, each path once', () => {
    expect(freeOffersFrom(navigation)).toEqual([
      { title: 'Free compliance report', subtitle: 'Ready in 3 minutes', path: '/buyingGuide' },
      { title: 'VAT calculator', subtitle: 'Estimate VAT', path: '/lz/calculate/100' },
    ])
  })

  it('is empty for a brand that promotes nothing free', () => {
    expect(freeOffersFrom([entry({ typeValueOne: 'Home', typeValueThree: '/' })])).toEqual([])
  })
})

describe('small helpers', () => {
  it('splits textarea content into paragraphs at blank lines', () => {
    expect(paragraphs('One\nstill one\n\n  Two \n\n\n')).toEqual(['One\nstill one', 'Two'])
  })
  it('splits a service list written with 、 or commas', () => {
    expect(splitServices('德国WEEE注册、电池法注册，授权代表')).toEqual(['德国WEEE注册', '电池法注册', '授权代表'])
    expect(splitServices('OSS, IOSS')).toEqual(['OSS', 'IOSS'])
    expect(splitServices(null)).toEqual([])
  })
  it('accepts custom page ids of letters, digits, _ and - up to 80 characters', () => {
    expect(CUSTOM_UID.test('spring-2026_sale')).toBe(true)
    expect(CUSTOM_UID.test('a'.repeat(80))).toBe(true)
    expect(CUSTOM_UID.test('a'.repeat(81))).toBe(false)
    expect(CUSTOM_UID.test('../etc')).toBe(false)
    expect(CUSTOM_UID.test('')).toBe(false)
  })
})
