import { CallToActionBlock } from './CallToAction/config'
import { ContactFormBlock } from './ContactForm/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { HeroBlock } from './Hero/config'
import { RichTextBlock } from './RichText/config'
import { StatsBlock } from './Stats/config'
import { PriceTableBlock } from './PriceTable/config'
import { StepsBlock } from './Steps/config'
import { activityBlocks } from './activity/config'
import { CaseStudiesBlock } from './CaseStudies/config'
import { CredentialsBlock } from './Credentials/config'
import { LogoWallBlock } from './LogoWall/config'
import { TestimonialsBlock } from './Testimonials/config'

/** Every block an editor can put on a page; each has its renderer beside its config. */
export const pageBlocks = [HeroBlock, StatsBlock, FeatureGridBlock, StepsBlock, FaqBlock, PriceTableBlock, CallToActionBlock, RichTextBlock, ContactFormBlock, TestimonialsBlock, LogoWallBlock, CredentialsBlock, CaseStudiesBlock, ...activityBlocks]
