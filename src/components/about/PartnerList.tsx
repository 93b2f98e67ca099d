import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/brands/registry'
import type { PartnerView } from '@/services/about/partners'

interface PartnerListProps {
  id: string
  heading: string
  intro?: string
  partners: PartnerView[]
  locale: Locale
  /** Compact strip (about page) or full cards with summaries (programme page). */
  variant: 'strip' | 'cards'
  /** Link under the list, e.g. to the partner programme. */
  footer?: { label: string; href: string }
}

/** Partners or introducers, each linking to its page /cooperative/{friendId}. */
export async function PartnerList({ id, heading, intro, partners, locale, variant, footer }: PartnerListProps) {
  const t = await getTranslations({ locale, namespace: 'about.partners' })
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page scroll-mt-24 py-16">
      <div className="mx-auto mb-10 max-w-3xl text-center">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink md:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      </div>
      {partners.length === 0 ? (
        <p className="text-center text-slate-700">{t('empty')}</p>
      ) : (
        <ul className={variant === 'strip' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
          {partners.map((partner) => (
            <li key={partner.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
              {partner.category ? <p className="text-xs font-medium text-brand">{partner.category}</p> : null}
              <h3 className="mt-1 text-lg font-semibold text-ink">{partner.name}</h3>
              {variant === 'cards' ? <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{partner.summary}</p> : null}
              <Link href={partner.path} prefetch={false} className="mt-3 inline-flex items-center text-sm font-medium text-brand hover:underline">
                {t('viewPage', { name: partner.name })}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {footer ? (
        <p className="mt-8 text-center">
          <Link href={footer.href} prefetch={false} className="inline-flex items-center rounded-lg border border-brand px-6 py-3 font-semibold text-brand transition hover:bg-surface">
            {footer.label}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
