import { getTranslations } from 'next-intl/server'
import { getActivitySchedule } from '@/services/campaigns/activity-schedule'
import { LeadForm } from '@/components/activity/LeadForm'
import type { LeadFormBlock } from '@/payload-types'
import type { BlockContext } from '../render-context'
import { ActivitySection } from './ActivitySection'

/**
 * The lead form of a campaign page. It keeps taking enquiries before and after the
 * activity (a visitor who missed it still wants an answer); the status above it says
 * where the activity stands. The subject names the block's heading and the activity key.
 */
export async function LeadFormSection({ block, ctx }: { block: LeadFormBlock; ctx: BlockContext }) {
  const [t, schedule] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: 'activity' }), getActivitySchedule(ctx.brand, block.activity)])
  const topic = [block.heading, schedule?.key].filter(Boolean).join(' · ')
  return (
    <ActivitySection block={block} ctx={ctx} tone="tinted">
      <LeadForm subject={t('lead.subject', { page: topic || ctx.brand })} activityKey={schedule?.key} submitLabel={block.submitLabel ?? undefined} successText={block.successText ?? undefined} />
    </ActivitySection>
  )
}
