import { getMessages, getTranslations } from 'next-intl/server'
import type { ContactTexts } from '@/components/contact/ContactForm'
import { ContactForm } from '@/components/contact/islands'
import type { LeadFormBlock } from '@/payload-types'
import { CONTENT_MIN_LENGTH, MAX_LENGTH } from '@/services/contact/rules'
import { getActivitySchedule } from '@/services/campaigns/activity-schedule'
import { LEAD_ENDPOINT } from '@/services/campaigns/constants'
import type { BlockContext } from '../render-context'
import { ActivitySection } from './ActivitySection'

/**
 * The lead form of a campaign page: the contact form (same checks, storage, outbox and
 * limits) sent to the lead call, its subject written for the visitor from the block's
 * heading and the activity key. It keeps taking enquiries before and after the activity
 * (a visitor who missed it still wants an answer); the status above it says where the
 * activity stands.
 */
export async function LeadFormSection({ block, ctx }: { block: LeadFormBlock; ctx: BlockContext }) {
  const [t, messages, schedule] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: 'activity.lead' }), getMessages({ locale: ctx.locale }), getActivitySchedule(ctx.brand, block.activity)])
  const topic = [block.heading, schedule?.key].filter(Boolean).join(' · ')
  return (
    <ActivitySection block={block} ctx={ctx} tone="tinted">
      <div className="mx-auto max-w-3xl">
        <ContactForm
          texts={messages.contact as ContactTexts}
          endpoint={LEAD_ENDPOINT}
          subject={t('subject', { page: topic || ctx.brand })}
          extra={schedule ? { activity: schedule.key } : undefined}
          labels={{ content: t('fields.content') }}
          contentHint={t('hint', { min: CONTENT_MIN_LENGTH, max: MAX_LENGTH.content })}
          submitLabel={block.submitLabel ?? t('submit')}
          sentText={block.successText ?? t('sentNotice')}
        />
      </div>
    </ActivitySection>
  )
}
