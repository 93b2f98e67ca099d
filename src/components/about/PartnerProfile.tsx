import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { workbenchHref } from '@/brands/workbench'
import { SmartLink } from '@/components/ui/SmartLink'
import type { PartnerView } from '@/services/about/partners'
import { paragraphs } from './layout'

interface PartnerProfileProps {
  partner: PartnerView
  brand: BrandKey
  locale: Locale
  workbenchUrl: string | null
  newTabLabel: string
}

/**
 * One partner's or introducer's page. Its links carry the partner's channel code, so
 * a visitor who signs up or starts a report from here is credited to that partner; the
 * HTML is the same for every visitor, so the page stays cacheable.
 */
export async function PartnerProfile({ partner, brand, locale, workbenchUrl, newTabLabel }: PartnerProfileProps) {
  const t = await getTranslations({ locale, namespace: 'about.profile' })
  const channel = partner.channelNo ? new URLSearchParams({ channelNo: partner.channelNo }) : new URLSearchParams()
  const signUpHref = workbenchHref(workbenchUrl, brand, locale, 'registers', channel)
  const reportHref = localizeHref(`/buyingGuide${partner.channelNo ? `?${channel}` : ''}`, brand, locale)
  const programmeHref = publicPath(BRAND_ROUTES[brand], locale, 'cooperative')
  const description = paragraphs(partner.description)
  return (
    <div className="container-page py-12">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href={programmeHref} prefetch={false} className="text-brand hover:underline">
              {t('programme')}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page">{partner.name}</li>
        </ol>
      </nav>

      <header className="mt-6 max-w-3xl">
        <p className="text-sm font-semibold text-brand">
          {t(`kind.${partner.kind}`)}
          {partner.category ? ` · ${partner.category}` : ''}
        </p>
        <h1 className="mt-2 text-3xl font-bold leading-tight text-ink md:text-4xl">{partner.name}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{partner.summary}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <section aria-labelledby="partner-about" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="partner-about" className="text-xl font-bold text-ink">
            {t('aboutHeading', { name: partner.name })}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
            {(description.length ? description : [partner.summary]).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          {partner.website ? (
            <p className="mt-6">
              <SmartLink href={partner.website} className="font-medium text-brand hover:underline" newTabLabel={newTabLabel}>
                {t('website')}
                <span aria-hidden="true"> ↗</span>
              </SmartLink>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="partner-offer" className="rounded-xl bg-brand p-6 text-brand-contrast shadow-sm">
          <h2 id="partner-offer" className="text-xl font-bold">
            {t('offerHeading', { name: partner.name })}
          </h2>
          <p className="mt-3 leading-relaxed opacity-95">{partner.offer || t('offerFallback')}</p>
          <div className="mt-6 flex flex-col gap-3">
            <a href={signUpHref} target="_blank" rel="noopener" className="inline-flex justify-center rounded-lg bg-white px-6 py-3 font-semibold text-brand transition hover:bg-surface" data-track={`partner_signup:${partner.friendId}`}>
              {t('signUp')}
              <span className="sr-only">{newTabLabel}</span>
            </a>
            <a href={reportHref} className="inline-flex justify-center rounded-lg border border-white px-6 py-3 font-semibold transition hover:bg-white/10" data-track={`partner_report:${partner.friendId}`}>
              {t('freeReport')}
            </a>
          </div>
          {partner.channelNo ? <p className="mt-4 text-sm opacity-90">{t('channel', { channelNo: partner.channelNo })}</p> : null}
        </section>
      </div>

      <p className="mt-10">
        <Link href={programmeHref} prefetch={false} className="font-medium text-brand hover:underline">
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
      </p>
    </div>
  )
}
