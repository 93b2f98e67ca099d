import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import { ActivityAction } from '@/components/activity/ActivityStatusIsland'
import { formatPrice } from '@/components/activity/format'
import { contactHref } from '@/components/activity/services-page'
import { SmartLink } from '@/components/ui/SmartLink'
import { formatDate } from '@/i18n/format'
import type { ActivityCalendarBlock, ActivityRuleBlock, FullReductionBlock } from '@/payload-types'
import type { BlockContext } from '../render-context'
import { ActivitySection } from './ActivitySection'

/**
 * The layouts around the offers: the activity's calendar (what happens on which day),
 * its full-reduction tiers (满 5000 减 500) and its rules.
 */

export async function ActivityCalendar({ block, ctx }: { block: ActivityCalendarBlock; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'activity' })
  return (
    <ActivitySection block={block} ctx={ctx}>
      <ol aria-label={block.heading ?? t('calendar.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.days.map((day, i) => (
          <li key={day.id ?? i} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-sm font-semibold text-brand">
              <time dateTime={day.date}>{formatDate(day.date, ctx.locale)}</time>
            </p>
            <h3 className="mt-2 font-semibold text-ink">{day.title}</h3>
            {day.text ? <p className="mt-2 text-sm text-slate-700">{day.text}</p> : null}
            {day.link ? (
              <SmartLink href={localizeHref(day.link, ctx.brand, ctx.locale)} className="mt-3 inline-block text-sm font-semibold text-brand underline underline-offset-4" newTabLabel={ctx.newTabLabel}>
                {t('actions.details')}
                <span className="sr-only">{`: ${day.title}`}</span>
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ol>
    </ActivitySection>
  )
}

export async function FullReduction({ block, ctx }: { block: FullReductionBlock; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'activity' })
  return (
    <ActivitySection block={block} ctx={ctx}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.tiers.map((tier, i) => (
          <li key={tier.id ?? i} className="rounded-xl border-2 border-dashed border-red-300 bg-red-50 p-5 text-center" data-tier>
            <p className="text-xl font-bold text-red-800">{t('tier', { threshold: formatPrice(tier.threshold, ctx.locale), reduction: formatPrice(tier.reduction, ctx.locale) })}</p>
            {tier.note ? <p className="mt-2 text-sm text-slate-800">{tier.note}</p> : null}
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <ActivityAction href={localizeHref(block.link ?? contactHref(ctx.brand, ctx.locale), ctx.brand, ctx.locale)} label={t('actions.join')} newTabLabel={ctx.newTabLabel} />
      </div>
    </ActivitySection>
  )
}

export function ActivityRules({ block, ctx }: { block: ActivityRuleBlock; ctx: BlockContext }) {
  return (
    <ActivitySection block={block} ctx={ctx} tone="tinted">
      <ol className="mx-auto max-w-3xl list-decimal space-y-3 pl-6 text-slate-800">
        {block.rules.map((rule, i) => (
          <li key={rule.id ?? i} className="whitespace-pre-line">
            {rule.text}
          </li>
        ))}
      </ol>
    </ActivitySection>
  )
}
