import { describe, expect, it } from 'vitest'
import { SCHOOL_CATEGORIES } from '@/services/news/categories'
import { neighbours, type NewsLink } from '@/services/news'
import { pageCount, parseSchoolArticleFile, parseSchoolSegments, SCHOOL_PAGE_SIZE, schoolArticlePath, schoolListPath, schoolPageSlug } from '@/services/news/query'

describe('knowledge centre path segments', () => {
  it('reads /xmsailSchool, /xmsailSchool/{category} and /xmsailSchool/{category}/{page}', () => {
    expect(parseSchoolSegments(undefined)).toEqual({ category: null, page: 1 })
    expect(parseSchoolSegments([])).toEqual({ category: null, page: 1 })
    expect(parseSchoolSegments(['trends'])).toEqual({ category: 'trends', page: 1 })
    expect(parseSchoolSegments(['FinanceTaxEncy', '3'])).toEqual({ category: 'FinanceTaxEncy', page: 3 })
    expect(parseSchoolSegments(['companyEncy', '1'])).toEqual({ category: 'companyEncy', page: 1 })
  })

  it('refuses unknown categories, news categories, bad page numbers and extra segments', () => {
    for (const bad of [['sports'], ['policy'], ['Trends'], ['financeTaxEncy'], ['all'], ['all', '2'], ['2'], ['trends.html']]) expect(parseSchoolSegments(bad), bad.join('/')).toBeNull()
    for (const bad of ['0', '-1', '01', '1.5', 'two', '', '9999999', '2.html']) expect(parseSchoolSegments(['trends', bad]), bad).toBeNull()
    expect(parseSchoolSegments(['trends', '2', 'x'])).toBeNull()
  })

  it('writes the canonical path of each list page, which reads back the same', () => {
    expect(schoolListPath({ category: null, page: 1 })).toBe('xmsailSchool')
    expect(schoolListPath({ category: 'trends', page: 1 })).toBe('xmsailSchool/trends')
    expect(schoolListPath({ category: 'industryInfo', page: 4 })).toBe('xmsailSchool/industryInfo/4')
    for (const category of SCHOOL_CATEGORIES) {
      for (const page of [1, 2, 17]) {
        const segments = schoolListPath({ category, page }).split('/').slice(1)
        expect(parseSchoolSegments(segments)).toEqual({ category, page })
      }
    }
    expect(schoolPageSlug(null)).toBe('xmsailSchool')
    expect(schoolPageSlug('companyEncy')).toBe('xmsailSchool/companyEncy')
  })

  it('pages six articles on one page and ten on two', () => {
    expect(SCHOOL_PAGE_SIZE).toBe(9)
    expect(pageCount(0, SCHOOL_PAGE_SIZE)).toBe(1)
    expect(pageCount(6, SCHOOL_PAGE_SIZE)).toBe(1)
    expect(pageCount(9, SCHOOL_PAGE_SIZE)).toBe(1)
    expect(pageCount(10, SCHOOL_PAGE_SIZE)).toBe(2)
  })
})

describe('knowledge centre article file names', () => {
  it('reads {id}.html', () => {
    expect(parseSchoolArticleFile('12.html')).toBe(12)
    expect(parseSchoolArticleFile('1.html')).toBe(1)
    expect(parseSchoolArticleFile('2147483647.html')).toBe(2147483647)
    expect(parseSchoolArticleFile('999999999999.html')).toBeNull()
    expect(schoolArticlePath('trends', 12)).toBe('trends/12.html')
    expect(parseSchoolArticleFile(schoolArticlePath('companyEncy', 345).split('/')[1])).toBe(345)
  })

  it('refuses anything else', () => {
    for (const bad of [undefined, '', '12', '12.htm', '12.HTML', '012.html', '0.html', '-1.html', '1.5.html', 'abc.html', '.html', '12.html.html', '1234567890123.html', '12.html ', ' 12.html', '12%2Ehtml']) {
      expect(parseSchoolArticleFile(bad), String(bad)).toBeNull()
    }
  })
})

describe('neighbours within a category', () => {
  const index: NewsLink[] = [
    { id: 6, title: 'f', category: 'trends', publishedAt: '2026-06-01' },
    { id: 5, title: 'e', category: 'companyEncy', publishedAt: '2026-05-01' },
    { id: 4, title: 'd', category: 'trends', publishedAt: '2026-04-01' },
    { id: 3, title: 'c', category: 'companyEncy', publishedAt: '2026-03-01' },
    { id: 2, title: 'b', category: 'trends', publishedAt: '2026-02-01' },
  ]

  it('skips other categories when the index is the category\'s own', () => {
    const trends = index.filter((a) => a.category === 'trends')
    const within = neighbours(trends, 4)
    expect(within.previous?.id).toBe(2)
    expect(within.next?.id).toBe(6)
    expect(within.related.map((a) => a.id)).toEqual([6, 2])
    // Across the brand, the neighbours would be the other category's articles.
    const across = neighbours(index, 4)
    expect([across.previous?.id, across.next?.id]).toEqual([3, 5])
  })
})
