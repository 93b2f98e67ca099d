import type { PageBlock } from '@/services/content/pages'
import { CallToActionBlock } from './CallToAction/Component'
import { FaqBlock } from './Faq/Component'
import { FeatureGridBlock } from './FeatureGrid/Component'
import { HeroBlock } from './Hero/Component'
import { PriceTableBlock } from './PriceTable/Component'
import type { BlockContext } from './render-context'
import { RichTextBlock } from './RichText/Component'
import { StatsBlock } from './Stats/Component'
import { StepsBlock } from './Steps/Component'

/** Renders a page's blocks in the order the editor arranged them. */
export function RenderBlocks({ blocks, ctx }: { blocks: PageBlock[]; ctx: BlockContext }) {
  return (
    <>
      {blocks.map((block) => {
        const key = block.id ?? block.blockType
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} ctx={ctx} />
          case 'stats':
            return <StatsBlock key={key} block={block} />
          case 'featureGrid':
            return <FeatureGridBlock key={key} block={block} ctx={ctx} />
          case 'steps':
            return <StepsBlock key={key} block={block} />
          case 'faq':
            return <FaqBlock key={key} block={block} />
          case 'cta':
            return <CallToActionBlock key={key} block={block} ctx={ctx} />
          case 'priceTable':
            return <PriceTableBlock key={key} block={block} ctx={ctx} />
          case 'richText':
            return <RichTextBlock key={key} block={block} ctx={ctx} />
          default:
            return null
        }
      })}
    </>
  )
}
