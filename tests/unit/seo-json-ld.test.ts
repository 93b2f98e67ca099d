import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FaqPageJsonLd } from '@/components/site/FaqPageJsonLd'
import type { PageBlock } from '@/services/content/pages'
import { absoluteMediaUrl, articleLd, breadcrumbLd, faqPageLd, faqPairs, jsonLdText, organizationLd, serviceLd } from '@/services/seo/json-ld'
import { cmsPageLd, faqGroups } from '@/services/seo/page-ld'

describe('jsonLdText', () => {
  it('escapes < so CMS text cannot close the script element, and stays valid JSON', () => {
    const text = jsonLdText({ name: 'A </script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: 'A </script><script>alert(1)</script>' })
  })
})

describe('organizationLd', () => {
  it('carries name, url, logo, phones as contact points, email and address', () => {
    const org = organizationLd({
      name: '北辰合规',
      url: 'https://a.example/',
      logoUrl: 'https://a.example/logo.png',
      email: 'hello@a.example',
      phones: { presale: '400-000-0000', cooperation: '', service: '010-12345678' },
      address: '北京市朝阳区',
    })
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: '北辰合规', url: 'https://a.example/', logo: 'https://a.example/logo.png' })
    // The email is the Organization's, said once: the contact points carry their phones.
    expect(org.email).toBe('hello@a.example')
    expect(org.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'sales', telephone: '400-000-0000' },
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: '010-12345678' },
    ])
    expect(organizationLd({ name: 'X', url: 'https://x.example/', email: 'x@x.example' }).contactPoint).toEqual([{ '@type': 'ContactPoint', contactType: 'customer service', email: 'x@x.example' }])
    expect(org.address).toEqual({ '@type': 'PostalAddress', streetAddress: '北京市朝阳区' })
  })

  it('leaves out what the brand does not have', () => {
    const org = organizationLd({ name: 'X', url: 'https://x.example/' })
    expect(Object.keys(org).sort()).toEqual(['@context', '@type', 'name', 'url'])
  })
})

describe('breadcrumbLd and faqPageLd', () => {
  it('numbers the crumbs from 1 and needs at least two', () => {
    expect(breadcrumbLd([{ name: 'Home', url: 'https://a.example/' }])).toBeNull()
    const list = breadcrumbLd([{ name: 'Home', url: 'https://a.example/' }, { name: 'VAT', url: 'https://a.example/lz/VAT' }])
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/' },
      { '@type': 'ListItem', position: 2, name: 'VAT', item: 'https://a.example/lz/VAT' },
    ])
  })

  it('keeps only complete questions', () => {
    expect(faqPageLd([{ question: ' ', answer: 'x' }])).toBeNull()
    expect(faqPageLd([{ question: 'Q?', answer: 'A.' }])?.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }])
  })
})

describe('articleLd and serviceLd', () => {
  it('describes a news article with publisher, dates and image', () => {
    const a = articleLd({
      kind: 'NewsArticle',
      headline: 'EU VAT change',
      url: 'https://a.example/lz/newsDetail/3',
      datePublished: '2026-02-01T00:00:00.000Z',
      author: '',
      imageUrl: 'https://a.example/c.jpg',
      publisher: { name: 'Brand', logoUrl: null },
      inLanguage: 'en',
    })
    expect(a).toMatchObject({ '@type': 'NewsArticle', headline: 'EU VAT change', datePublished: '2026-02-01T00:00:00.000Z', dateModified: '2026-02-01T00:00:00.000Z', image: ['https://a.example/c.jpg'], inLanguage: 'en' })
    expect(a.author).toEqual({ '@type': 'Organization', name: 'Brand' })
    expect(a.publisher).toEqual({ '@type': 'Organization', name: 'Brand' })
  })

  it('names the provider of a service', () => {
    expect(serviceLd({ name: 'VAT', url: 'https://a.example/lz/VAT', providerName: 'Brand', providerUrl: 'https://a.example/' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'VAT',
      url: 'https://a.example/lz/VAT',
      provider: { '@type': 'Organization', name: 'Brand', url: 'https://a.example/' },
    })
  })

  it('makes media paths absolute', () => {
    expect(absoluteMediaUrl('https://a.example', '/api/media/file/x.png')).toBe('https://a.example/api/media/file/x.png')
    expect(absoluteMediaUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png')
    expect(absoluteMediaUrl('https://a.example', null)).toBeNull()
  })
})

describe('cmsPageLd', () => {
  const faq = { blockType: 'faq', items: [{ question: 'Who files?', answer: 'We do.' }] } as unknown as PageBlock
  const prices = { blockType: 'priceTable' } as unknown as PageBlock
  const page = (slug: string, layout: PageBlock[]) => ({ slug, title: 'VAT registration', navLabel: 'VAT', description: 'VAT in the EU', layout })
  const types = (slug: string, layout: PageBlock[]) => cmsPageLd({ origin: 'http://localhost:3100', brand: 'lz', locale: 'en', brandName: 'Brand', page: page(slug, layout) }).map((d) => d['@type'])

  it('gives a page below the home its breadcrumb, a FAQ block its FAQPage and a price table its Service', () => {
    expect(types('VAT', [faq, prices])).toEqual(['BreadcrumbList', 'FAQPage', 'Service'])
    const [crumbs] = cmsPageLd({ origin: 'http://localhost:3100', brand: 'lz', locale: 'en', brandName: 'Brand', page: page('VAT', []) })
    expect(crumbs!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Brand', item: 'http://localhost:3100/en' },
      { '@type': 'ListItem', position: 2, name: 'VAT', item: 'http://localhost:3100/en/lz/VAT' },
    ])
  })

  it('does not repeat the page description in its Service', () => {
    const service = cmsPageLd({ origin: 'http://localhost:3100', brand: 'lz', locale: 'en', brandName: 'Brand', page: page('VAT', [prices]) }).find((d) => d['@type'] === 'Service')
    expect(service).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'VAT registration',
      url: 'http://localhost:3100/en/lz/VAT',
      provider: { '@type': 'Organization', name: 'Brand', url: 'http://localhost:3100/en' },
    })
  })

  it('describes the brand as an Organization on its home page only', () => {
    const organization = { email: 'hello@a.example', phones: { presale: '400-000-0000', cooperation: '', service: '' } }
    const ld = (slug: string) => cmsPageLd({ origin: 'http://localhost:3100', brand: 'lz', locale: 'en', brandName: 'Brand', page: page(slug, [faq]), organization })
    expect(ld('homes').map((d) => d['@type'])).toEqual(['Organization', 'FAQPage'])
    expect(ld('homes')[0]).toMatchObject({ '@context': 'https://schema.org', name: 'Brand', url: 'http://localhost:3100/en', email: 'hello@a.example' })
    expect(ld('VAT').map((d) => d['@type'])).toEqual(['BreadcrumbList', 'FAQPage'])
  })

  it('gives the home no breadcrumb and a template page only its FAQ', () => {
    expect(types('homes', [])).toEqual([])
    expect(types('newsDetail', [faq, prices])).toEqual(['FAQPage'])
  })
})

describe('faqPairs and faqGroups', () => {
  it('give a FAQ block and the FAQPage the same array for the same items, so the payload carries it once', () => {
    const items = [{ question: 'Who files?', answer: 'We do.' }]
    const block = { blockType: 'faq', items } as unknown as PageBlock
    const other = { blockType: 'faq', items: [{ question: 'When?', answer: 'Monthly.' }] } as unknown as PageBlock
    expect(faqPairs(items)).toEqual([['Who files?', 'We do.']])
    expect(faqPairs(items)).toBe(faqPairs(items))
    const groups = faqGroups({ layout: [block, { blockType: 'priceTable' } as unknown as PageBlock, other] })
    expect(groups).toHaveLength(2)
    expect(groups[0]).toBe(faqPairs(items))
    expect(faqPairs(undefined)).toEqual([])
  })
})

describe('FaqPageJsonLd', () => {
  it('writes one FAQPage of all groups, complete questions only, with < escaped; nothing without one', () => {
    const html = renderToStaticMarkup(createElement(FaqPageJsonLd, { groups: [[['Q1?', 'A <b>1</b>']], [[' ', 'x'], ['Q2?', 'A2']]] }))
    const text = html.match(/^<script type="application\/ld\+json">(.*)<\/script>$/)?.[1]
    expect(text).toBeTruthy()
    expect(text).not.toContain('<')
    expect(JSON.parse(text!)).toEqual(faqPageLd([{ question: 'Q1?', answer: 'A <b>1</b>' }, { question: 'Q2?', answer: 'A2' }]))
    expect(renderToStaticMarkup(createElement(FaqPageJsonLd, { groups: [[[' ', ' ']]] }))).toBe('')
  })
})
