import { getTranslations } from 'next-intl/server'
import type { BrandKey, Locale } from '@/brands/registry'
import { localizeHref } from '@/brands/links'
import { workbenchHref } from '@/brands/workbench'
import { formatDate } from '@/i18n/format'
import type { StoredReport } from '@/services/compliance/reports'
import type { ReportItem } from '@/services/compliance/report'
import type { ProductKind } from '@/services/compliance/engine'
import type { BrandView } from '@/services/content/brand'
import { formatMoney } from '@/lib/money'
import { AnswersSummary } from './AnswersSummary'
import { ReportActions } from './ReportActions'


async function Item({ item }: { item: ReportItem }) {
  const t = await getTranslations('report')
  const row = (label: string, value: string) =>
    value ? (
      <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-semibold text-slate-600">{label}</dt>
        <dd className="text-slate-800">{value}</dd>
      </div>
    ) : null
  const service = item.service
  return (
    <article className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-5" data-rule={item.ruleKey}>
      <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
      <p className="mt-1 text-slate-700">{item.summary}</p>
      <dl className="mt-4 space-y-3">
        {row(t('why'), item.why.join(t('whySeparator')))}
        {row(t('legalBasis'), item.legalBasis)}
        {row(t('timing'), item.timing)}
        {row(t('risk'), item.risk)}
        <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm font-semibold text-slate-600">{t('service')}</dt>
          <dd className="text-slate-800" data-field="service">
            {service ? (
              <>
                <span className="font-medium">{service.productName}</span>
                <span className="ml-3 text-lg font-bold text-brand" data-field="price">
                  {formatMoney(service.finalPrice, t('currency'))}
                </span>
                <span className="text-sm text-slate-600">
                  {t('priceUnitSeparator')}
                  {service.priceUnit}
                </span>
                {service.discountPrice > 0 ? (
                  <span className="ml-2 text-sm text-slate-600">
                    {t('originalPrice')} <s data-field="original-price">{formatMoney(service.unitPrice, t('currency'))}</s>
                  </span>
                ) : null}
                <span className="ml-2 rounded bg-surface px-2 py-0.5 text-xs text-slate-700">{service.officialFeeIncluded ? t('officialFeeIncluded') : t('officialFeeExcluded')}</span>
              </>
            ) : (
              <span className="text-slate-600">{t('noService')}</span>
            )}
          </dd>
        </div>
      </dl>
    </article>
  )
}

/** A plain note where the rules do not reach: the whole market, or product kinds the seller chose. */
async function NotCovered({ items, kinds }: { items: number; kinds: ProductKind[] }) {
  const t = await getTranslations('report')
  const notes = items === 0 ? [t('marketNotCovered')] : kinds.map((kind) => t('kindNotCovered', { kind: t(`kinds.${kind}`) }))
  if (!notes.length) return null
  return (
    <>
      {notes.map((note) => (
        <p key={note} className="rounded-xl border border-dashed border-slate-300 bg-surface p-5 text-slate-700" data-field="not-covered">
          {note}
        </p>
      ))}
    </>
  )
}

/**
 * The compliance report: per market, each obligation with why, legal basis,
 * timing, risk and the priced service; the total; calls to action. Printable: the site
 * chrome and buttons drop out, sections avoid page breaks inside items.
 */
export async function ReportView({ stored, brand, locale }: { stored: StoredReport; brand: BrandView; locale: Locale }) {
  const t = await getTranslations('report')
  const { report } = stored
  const date = formatDate(stored.createdAt, locale, 'dateTime')
  const key = brand.key as BrandKey
  return (
    <div className="container-page py-10 print:py-0">
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold text-brand">{brand.name}</p>
        <h1 className="mt-1 text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{t('intro')}</p>
        <p className="mt-3 text-sm text-slate-600">
          {t('generatedAt', { date })} · {t('reportNo', { id: stored.reportId })}
        </p>
        <div className="mt-4">
          <ReportActions texts={{ print: t('print'), copyLink: t('copyLink'), linkCopied: t('linkCopied') }} />
        </div>
      </header>

      <AnswersSummary heading={t('yourAnswers')} answers={report.answers} className="mt-8" />

      <p className="mt-8 text-lg font-semibold text-ink" data-field="summary">
        {t('summary', { obligations: report.obligationCount, markets: report.sections.length })}
      </p>
      {report.sections.length === 0 ? <p className="mt-4 text-slate-700">{t('noObligations')}</p> : null}

      {report.sections.map((section) => (
        <section key={section.jurisdiction} aria-labelledby={`market-${section.jurisdiction}`} className="mt-8" data-jurisdiction={section.jurisdiction}>
          <h2 id={`market-${section.jurisdiction}`} className="mb-4 text-2xl font-bold text-ink">
            {section.name}
          </h2>
          <div className="space-y-4">
            {section.items.map((item) => (
              <Item key={item.ruleKey} item={item} />
            ))}
            <NotCovered items={section.items.length} kinds={section.notCovered ?? []} />
          </div>
        </section>
      ))}

      {report.serviceCount ? (
        <section aria-labelledby="total-heading" className="mt-10 break-inside-avoid rounded-xl border-2 border-brand p-6">
          <h2 id="total-heading" className="text-lg font-semibold text-ink">
            {t('total')}
          </h2>
          <p className="mt-2 text-3xl font-bold text-brand" data-field="total">
            {formatMoney(report.total, t('currency'))}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('totalNote', { count: report.serviceCount })}</p>
        </section>
      ) : null}

      <section aria-labelledby="cta-heading" className="mt-10 rounded-2xl bg-brand px-8 py-10 text-center text-brand-contrast print:hidden">
        <h2 id="cta-heading" className="text-2xl font-bold">
          {t('ctaTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl opacity-95">{t('ctaText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {brand.chatUrl ? (
            <a href={brand.chatUrl} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-white px-6 py-3 font-semibold text-brand hover:bg-surface" data-track="report:consult">
              {t('consult')}
            </a>
          ) : null}
          <a href={workbenchHref(brand.workbenchUrl, key, locale, 'registers')} target="_blank" rel="noopener" className="rounded-lg bg-white px-6 py-3 font-semibold text-brand hover:bg-surface" data-track="report:register">
            {t('register')}
          </a>
          <a href={localizeHref(`/${key}/contactUs`, key, locale)} className="rounded-lg border border-white px-6 py-3 font-semibold hover:bg-white/10" data-track="report:contact">
            {t('contact')}
          </a>
        </div>
      </section>
    </div>
  )
}

/** No report id, or an unknown one: say so and offer the questionnaire. */
export async function ReportStart({ notFound }: { notFound: boolean }) {
  const t = await getTranslations('report')
  return (
    <div className="container-page py-16">
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <h1 className="text-3xl font-bold text-ink">{notFound ? t('notFoundTitle') : t('startTitle')}</h1>
        <p className="mt-4 text-slate-700">{notFound ? t('notFoundText') : t('startText')}</p>
        <a href="#questionnaire" className="mt-8 inline-block rounded-lg bg-brand px-8 py-3 font-semibold text-brand-contrast hover:opacity-90">
          {t('start')}
        </a>
      </div>
    </div>
  )
}
