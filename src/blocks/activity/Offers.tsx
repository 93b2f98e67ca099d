import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import { ActivityAction } from '@/components/activity/ActivityStatusIsland'
import { formatPrice } from '@/components/activity/format'
import { contactHref } from '@/components/activity/services-page'
import { formatDate } from '@/i18n/format'
import type { KillPrice618Block, LimitedDepositBlock, LowPriceKillBlock, OrderFreeBlock, TrademarkPatentBlock } from '@/payload-types'
import type { BlockContext } from '../render-context'
import { ActivitySection } from './ActivitySection'

/**
 * The offer layouts of an activity page: a card per service with its activity price, the
 * usual price struck through, the quantity it is limited to, and a button that follows
 * the activity's status. The 618 kill price adds the flash session's time, the limited
 * deposit the deposit and what it counts for, the order-free layout its quota and steps.
 */
type Offer = LowPriceKillBlock['items'][number] & { sessionAt?: string | null; deposit?: number; deduction?: number | null }

type Translate = Awaited<ReturnType<typeof getTranslations<'activity'>>>

function OfferCard({ item, ctx, t, actionLabel }: { item: Offer; ctx: BlockContext; t: Translate; actionLabel: string }) {
  const price = formatPrice(item.price, ctx.locale)
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-offer>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
        {item.quantity ? <span className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800">{t('offer.limited', { count: item.quantity })}</span> : null}
      </div>
      {item.note ? <p className="mt-2 text-sm text-slate-700">{item.note}</p> : null}
      {item.sessionAt ? <p className="mt-3 text-sm font-medium text-ink">{t('offer.session', { time: formatDate(item.sessionAt, ctx.locale, 'dateTime') })}</p> : null}
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm text-slate-700">{t('offer.price')}</span>
        <span className="text-3xl font-bold text-red-700" data-field="price">
          {price}
        </span>
        {item.originalPrice ? (
          <span className="text-sm text-slate-600">
            <span className="sr-only">{t('offer.originalPrice')} </span>
            <s data-field="original-price">{formatPrice(item.originalPrice, ctx.locale)}</s>
          </span>
        ) : null}
      </p>
      {item.deposit !== undefined ? (
        <p className="mt-2 text-sm font-semibold text-ink" data-field="deposit">
          {item.deduction
            ? t('offer.depositCounts', { deposit: formatPrice(item.deposit, ctx.locale), deduction: formatPrice(item.deduction, ctx.locale) })
            : t('offer.deposit', { amount: formatPrice(item.deposit, ctx.locale) })}
        </p>
      ) : null}
      <div className="mt-auto pt-6">
        <ActivityAction href={localizeHref(item.link ?? contactHref(ctx.brand, ctx.locale), ctx.brand, ctx.locale)} label={actionLabel} newTabLabel={ctx.newTabLabel} />
      </div>
    </li>
  )
}

async function OfferGrid({ items, ctx, deposit = false }: { items: Offer[]; ctx: BlockContext; deposit?: boolean }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'activity' })
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <OfferCard key={item.id ?? i} item={item} ctx={ctx} t={t} actionLabel={deposit ? t('actions.deposit') : t('actions.join')} />
      ))}
    </ul>
  )
}

export function LowPriceKill({ block, ctx }: { block: LowPriceKillBlock; ctx: BlockContext }) {
  return (
    <ActivitySection block={block} ctx={ctx}>
      <OfferGrid items={block.items} ctx={ctx} />
    </ActivitySection>
  )
}

export function TrademarkPatent({ block, ctx }: { block: TrademarkPatentBlock; ctx: BlockContext }) {
  return (
    <ActivitySection block={block} ctx={ctx} tone="tinted">
      <OfferGrid items={block.items} ctx={ctx} />
    </ActivitySection>
  )
}

export function KillPrice618({ block, ctx }: { block: KillPrice618Block; ctx: BlockContext }) {
  return (
    <ActivitySection block={block} ctx={ctx} tone="tinted">
      <OfferGrid items={block.items} ctx={ctx} />
    </ActivitySection>
  )
}

export function LimitedDeposit({ block, ctx }: { block: LimitedDepositBlock; ctx: BlockContext }) {
  return (
    <ActivitySection block={block} ctx={ctx} tone="tinted">
      <OfferGrid items={block.items} ctx={ctx} deposit />
    </ActivitySection>
  )
}

export async function OrderFree({ block, ctx }: { block: OrderFreeBlock; ctx: BlockContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'activity' })
  return (
    <ActivitySection block={block} ctx={ctx}>
      <div className="mx-auto mb-10 max-w-3xl rounded-xl bg-surface p-6">
        <p className="text-center text-xl font-bold text-red-700">{t('orderFree.quota', { count: block.freeOrders })}</p>
        <h3 className="mt-4 font-semibold text-ink">{t('orderFree.howTo')}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
          {block.steps.map((step, i) => (
            <li key={step.id ?? i}>{step.text}</li>
          ))}
        </ol>
      </div>
      <OfferGrid items={block.items} ctx={ctx} />
    </ActivitySection>
  )
}
