import { Fragment } from 'react'
import type { PageBlock } from '@/services/content/pages'
import { ActivityCalendar, ActivityRules, FullReduction } from './activity/Schedule'
import { LeadFormSection } from './activity/LeadForm'
import { KillPrice618, LimitedDeposit, LowPriceKill, OrderFree, TrademarkPatent } from './activity/Offers'
import { CallToActionBlock } from './CallToAction/Component'
import { CaseStudiesBlock } from './CaseStudies/Component'
import { CredentialsBlock } from './Credentials/Component'
import { LogoWallBlock } from './LogoWall/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { ContactFormBlock } from './ContactForm/Component'
import { FaqBlock } from './Faq/Component'
import { FeatureGridBlock } from './FeatureGrid/Component'
import { HeroBlock } from './Hero/Component'
import { PriceTableBlock } from './PriceTable/Component'
import type { BlockContext } from './render-context'
import { RichTextBlock } from './RichText/Component'
import { StatsBlock } from './Stats/Component'
import { StepsBlock } from './Steps/Component'

/**
 * Renders a page's blocks in the order the editor arranged them. A block with an anchor
 * is wrapped in an element with that id, so `#anchor` links (menus, footers) land on it
 * below the sticky header.
 */
export function RenderBlocks({ blocks, ctx }: { blocks: PageBlock[]; ctx: BlockContext }) {
  return (
    <>
      {blocks.map((block) => {
        const key = block.id ?? block.blockType
        const rendered = renderBlock(block, ctx)
        if (!rendered) return null
        return block.anchor ? (
          <div key={key} id={block.anchor} className="scroll-mt-24">
            {rendered}
          </div>
        ) : (
          <Fragment key={key}>{rendered}</Fragment>
        )
      })}
    </>
  )
}

function renderBlock(block: PageBlock, ctx: BlockContext) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} ctx={ctx} />
    case 'stats':
      return <StatsBlock block={block} />
    case 'featureGrid':
      return <FeatureGridBlock block={block} ctx={ctx} />
    case 'steps':
      return <StepsBlock block={block} />
    case 'faq':
      return <FaqBlock block={block} />
    case 'cta':
      return <CallToActionBlock block={block} ctx={ctx} />
    case 'priceTable':
      return <PriceTableBlock block={block} ctx={ctx} />
    case 'richText':
      return <RichTextBlock block={block} ctx={ctx} />
    case 'contactForm':
      return <ContactFormBlock block={block} ctx={ctx} />
    case 'testimonials':
      return <TestimonialsBlock block={block} ctx={ctx} />
    case 'logoWall':
      return <LogoWallBlock block={block} ctx={ctx} />
    case 'credentials':
      return <CredentialsBlock block={block} ctx={ctx} />
    case 'caseStudies':
      return <CaseStudiesBlock block={block} ctx={ctx} />
    case 'activityCalendar':
      return <ActivityCalendar block={block} ctx={ctx} />
    case 'limitedDeposit':
      return <LimitedDeposit block={block} ctx={ctx} />
    case 'killPrice618':
      return <KillPrice618 block={block} ctx={ctx} />
    case 'orderFree':
      return <OrderFree block={block} ctx={ctx} />
    case 'lowPriceKill':
      return <LowPriceKill block={block} ctx={ctx} />
    case 'fullReduction':
      return <FullReduction block={block} ctx={ctx} />
    case 'trademarkPatent':
      return <TrademarkPatent block={block} ctx={ctx} />
    case 'activityRule':
      return <ActivityRules block={block} ctx={ctx} />
    case 'leadForm':
      return <LeadFormSection block={block} ctx={ctx} />
    default:
      return null
  }
}
