import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND_KEYS } from '@/brands/registry'
import { loadBrandContent, loadBrandPage } from '@/cms/seed/brand-content'
import { imageReferences, loadBrandImages, withImageIds } from '@/cms/seed/image-library'
import { mediaView } from '@/services/content/media'
import type { Media } from '@/payload-types'

/**
 * Page images as content files: every brand's images.yaml lists files that exist, every
 * image a page names is listed, the seed swaps names for media ids in nested blocks, and
 * an image the library holds without a size is not shown (it would shift the page).
 */

describe('brand page images', () => {
  it.each([...BRAND_KEYS])('%s: every listed image exists, is referenced by a page, and is an SVG with its size', (brand) => {
    const { folder, images } = loadBrandImages(brand)
    const content = loadBrandContent(brand)
    const named = new Set(content.pages.flatMap((page) => imageReferences(page.layout).map((ref) => ref.file)))
    for (const image of images) {
      expect(named.has(image.file), `${image.file} is used on a page`).toBe(true)
      if (image.file.endsWith('.svg')) {
        const svg = fs.readFileSync(path.join(folder, image.file), 'utf8')
        const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
        expect(root, `${image.file}: width and height on <svg>`).toMatch(/\swidth="\d+(\.\d+)?"/)
        expect(root).toMatch(/\sheight="\d+(\.\d+)?"/)
        // Served from the site's own origin: nothing in it may run or load anything.
        expect(svg, `${image.file}: no script, no external reference`).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href="(?!#)/i)
      }
    }
  })

  it('every brand home names a hero illustration', () => {
    for (const brand of BRAND_KEYS) {
      const home = loadBrandContent(brand).pages.find((page) => page.slug === 'homes')!
      const hero = home.layout.find((block) => block.blockType === 'hero') as { image?: string } | undefined
      expect(hero?.image, `${brand} home hero image`).toMatch(/\.(svg|png|webp|jpe?g)$/)
    }
  })

  it('finds image names in nested blocks and swaps them for media ids, leaving other fields alone', () => {
    const layout = [
      { blockType: 'hero', heading: { cn: '标题', en: 'Heading' }, image: 'hero.svg' },
      { blockType: 'logoWall', items: [{ name: { cn: '甲', en: 'A' }, logo: 'a.svg' }, { name: { cn: '乙', en: 'B' }, logo: 'b.svg' }] },
      { blockType: 'testimonials', items: [{ quote: { cn: '好', en: 'Good' }, name: { cn: '陈', en: 'Chen' }, photo: 'p.svg' }] },
    ]
    expect(imageReferences(layout, ['layout']).map((ref) => `${ref.path.join('.')}=${ref.file}`)).toEqual([
      'layout.0.image=hero.svg',
      'layout.1.items.0.logo=a.svg',
      'layout.1.items.1.logo=b.svg',
      'layout.2.items.0.photo=p.svg',
    ])
    const ids = new Map([['hero.svg', 1], ['a.svg', 2], ['b.svg', 3], ['p.svg', 4]])
    const swapped = withImageIds(layout, ids)
    expect(swapped[0]).toEqual({ blockType: 'hero', heading: { cn: '标题', en: 'Heading' }, image: 1 })
    expect(swapped[1]!.items!.map((item) => (item as { logo: unknown }).logo)).toEqual([2, 3])
    expect((swapped[2]!.items![0] as { photo: unknown }).photo).toBe(4)
  })

  it('refuses a page that names an image its brand does not list, naming the field', () => {
    expect(() => loadBrandPage('lz', 'homes', new Set(), new Set())).toThrow(/content\/pages\/lz\/homes\.yaml:\d+ layout\.0\.image: no image "[^"]+" in content\/images\/lz\/images\.yaml/)
  })

  it('shows a library image only with its address and size', () => {
    const base = { id: 1, alt: '标志', updatedAt: '', createdAt: '' } as Media
    expect(mediaView({ ...base, url: '/api/media/file/a.svg', width: 200, height: 64 })).toEqual({ url: '/api/media/file/a.svg', alt: '标志', width: 200, height: 64 })
    expect(mediaView({ ...base, url: '/api/media/file/a.svg', width: null, height: null })).toBeNull()
    expect(mediaView({ ...base, url: null, width: 200, height: 64 })).toBeNull()
    expect(mediaView(null)).toBeNull()
  })
})
