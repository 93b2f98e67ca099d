import type { ReactNode } from 'react'
import { getMessages } from 'next-intl/server'
import { HTML_LANG } from '@/i18n/locales'
import type { PlainMessages } from '@/lib/plain-messages'
import type { Activity } from '@/payload-types'
import { getActivitySchedule } from '@/services/campaigns/activity-schedule'
import { ActivityStatusBar, ActivityStatusProvider } from '@/components/activity/ActivityStatusIsland'
import { servicesHref } from '@/components/activity/services-page'
import { SectionHeading, type BlockContext } from '../render-context'

/**
 * The frame of every activity block: its heading, then, when the block names an activity,
 * the activity's status and countdown above the block's own content, whose buttons follow
 * that status. The state is rendered as it is at render time and corrected in the browser.
 */
export async function ActivitySection({
  block,
  ctx,
  tone = 'plain',
  children,
}: {
  block: { heading?: string | null; intro?: string | null; activity?: number | Activity | null }
  ctx: BlockContext
  tone?: 'plain' | 'tinted'
  children: ReactNode
}) {
  const [schedule, messages] = await Promise.all([getActivitySchedule(ctx.brand, block.activity), getMessages({ locale: ctx.locale })])
  const body = (
    <>
      <SectionHeading heading={block.heading} intro={block.intro} />
      {schedule ? <ActivityStatusBar /> : null}
      {children}
    </>
  )
  return (
    <section className={`py-14 md:py-16 ${tone === 'tinted' ? 'bg-surface' : ''}`}>
      <div className="container-page">
        {/* Only the activity texts travel to the browser, for the status island. */}
        {schedule ? (
          <ActivityStatusProvider
            startsAt={schedule.startsAt}
            endsAt={schedule.endsAt}
            enabled={schedule.enabled}
            renderedAt={Date.now()}
            servicesHref={servicesHref(ctx.brand, ctx.locale)}
            texts={messages.activity as PlainMessages}
            languageTag={HTML_LANG[ctx.locale]}
          >
            {body}
          </ActivityStatusProvider>
        ) : (
          body
        )}
      </div>
    </section>
  )
}
