/**
 * Shapes of the demo content the seed writes into the CMS, derived from the schemas the
 * content files are checked against (schemas.ts). Texts are given per locale; `cn` and
 * `en` are required, `de`/`ko` only for brands that publish them.
 */
import type { z } from 'zod'
import type { block, brandSchema, footerGroup, link, localizedText, NavEntry, pageSchema, richText, service } from './schemas'

export type L = z.output<typeof localizedText>

/** Rich text as Markdown per locale (lib/rich-text/lexical.ts turns it into Lexical). */
export type RichTextSeed = z.output<typeof richText>

export type LinkSeed = z.output<typeof link>
export type BrandSeed = z.output<typeof brandSchema>
export type NavSeed = NavEntry
export type FooterGroupSeed = z.output<typeof footerGroup>
export type ServiceSeed = z.output<typeof service>
export type BlockSeed = z.output<typeof block>
/** A CMS page; its slug is the path below the brand prefix, `homes` being the home page. */
export type PageSeed = z.output<typeof pageSchema>

/** Everything the seed writes for one brand: the files of content/brands/<brand>/ and its pages. */
export interface BrandContentSeed {
  brand: BrandSeed
  navigation: NavSeed[]
  footer: FooterGroupSeed[]
  services: ServiceSeed[]
  pages: PageSeed[]
}
