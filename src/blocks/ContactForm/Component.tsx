import type { ContactFormBlock as ContactFormData } from '@/payload-types'
import { ContactSection } from '@/components/contact/ContactSection'
import type { BlockContext } from '../render-context'

export function ContactFormBlock({ block, ctx }: { block: ContactFormData; ctx: BlockContext }) {
  return <ContactSection brand={ctx.brand} locale={ctx.locale} heading={block.heading ?? undefined} intro={block.intro ?? undefined} />
}
