import { getTranslations } from 'next-intl/server'
import type { BrandKey, Locale } from '@/brands/registry'
import { localizeHref } from '@/brands/links'
import { workbenchHref } from '@/brands/workbench'
import { formatDate } from '@/i18n/format'
import type { StoredReport } from '@/services/compliance/reports'
import type { ReportSection } from '@/services/compliance/report'
import { planGroups, requiredServices, requiredTotal, type PlanGroup, type PlanItem } from '@/services/compliance/plan'
import type { ProductKind } from '@/services/compliance/engine'
import type { BrandView } from '@/services/content/brand'
import { formatMoney } from '@/lib/money'
import { AnswersSummary } from './AnswersSummary'
import { ReportActions } from './ReportActions'

/** Where an obligation's action leads: the enquiry form, its subject and the report named in the address (read by the form in the browser). */
function enquiryHref(contactPath: string, subject: string, reportId: string): string {
  return `${contactPath}?${new URLSearchParams({ subject, report: reportId }).toString()}`
}

async function Item({ item, contactPath, reportId }: { item: PlanItem; contactPath: string; reportId: string }) {
  const t = await getTranslations('report')
  const row = (label: string, value: string, field?: string) =>
    value ? (
      <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-semibold text-slate-600">{label}</dt>
        <dd className="text-slate-800" data-field={field}>
          {value}
        </dd>
      </div>
    ) : null
  const service = item.service
  return (
    <article className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-5" data-rule={item.ruleKey} data-jurisdiction={item.jurisdiction}>
      <p className="text-sm font-semibold text-brand" data-field="market">
        {item.market}
      </p>
      <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
      <p className="mt-1 text-slate-700">{item.summary}</p>
      <dl className="mt-4 space-y-3">
        {row(t('why'), item.why.join(t('whySeparator')))}
        {row(t('legalBasis'), item.legalBasis)}
        {row(t('timing'), item.timing)}
        {row(t('officialFee'), item.officialFee || t('officialFeeVaries'), 'official-fee')}
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
                <span className="mt-3 block print:hidden">
                  <a
                    href={enquiryHref(contactPath, t('orderSubject', { service: service.productName, market: item.market }), reportId)}
                    className="inline-block rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast hover:opacity-90"
                    data-track="report:order"
                    data-field="order"
                  >
                    {t('orderAction')}
                  </a>
                </span>
              </>
            ) : (
              <span className="rounded bg-surface px-2 py-0.5 text-sm text-slate-700" data-field="self-handled">
                {t('selfHandled')}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </article>
  )
}

/** A plain note where the rules do not reach: the whole market, or product kinds the seller chose. */
async function NotCovered({ section }: { section: ReportSection }) {
  const t = await getTranslations('report')
  const notes = section.items.length === 0 ? [t('marketNotCovered')] : (section.notCovered ?? []).map((kind: ProductKind) => t('kindNotCovered', { kind: t(`kinds.${kind}`) }))
  if (!notes.length) return null
  return (
    <div data-jurisdiction={section.jurisdiction}>
      <h3 className="font-semibold text-ink">{section.name}</h3>
      {notes.map((note) => (
        <p key={note} className="mt-2 rounded-xl border border-dashed border-slate-300 bg-surface p-5 text-slate-700" data-field="not-covered">
          {note}
        </p>
      ))}
    </div>
  )
}

/** One group of the plan: when these items bite, why that matters, the items across markets. */
async function PhaseGroup({ group, contactPath, reportId }: { group: PlanGroup; contactPath: string; reportId: string }) {
  const t = await getTranslations('report')
  const id = `phase-${group.phase}`
  return (
    <section aria-labelledby={id} className="mt-10" data-phase={group.phase}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {t(`phases.${group.phase}.title`)}
      </h2>
      <p className="mt-1 text-slate-700">{t(`phases.${group.phase}.text`)}</p>
      <div className="mt-4 space-y-4">
        {group.items.map((item) => (
          <Item key={`${item.jurisdiction} ${item.ruleKey}`} item={item} contactPath={contactPath} reportId={reportId} />
        ))}
      </div>
    </section>
  )
}

/**
 * The compliance report as a plan: obligations grouped by when they bite (before listing,
 * within a period, ongoing), each with its market, why, legal basis, timing, official fee,
 * risk and the priced service with an enquiry link; the required total; recommendations
 * apart; the rules not covered yet; calls to action. Printable: the site
 * chrome and buttons drop out, sections avoid page breaks inside items.
 */
export async function ReportView({ stored, brand, locale }: { stored: StoredReport; brand: BrandView; locale: Locale }) {
  const t = await getTranslations('report')
  const { report } = stored
  const date = formatDate(stored.createdAt, locale, 'dateTime')
  const key = brand.key as BrandKey
  const contactPath = localizeHref(`/${key}/contactUs`, key, locale)
  const groups = planGroups(report.sections)
  const required = groups.filter((g) => g.phase !== 'recommended')
  const recommended = groups.filter((g) => g.phase === 'recommended')
  const obligations = required.reduce((n, g) => n + g.items.length, 0)
  const uncovered = report.sections.filter((s) => s.items.length === 0 || (s.notCovered ?? []).length > 0)
  // Reports saved before the shared definition kept another total; the page shows today's.
  const total = requiredTotal(report)
  const serviceCount = requiredServices(report.sections).length
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

      <AnswersSummary heading={t('yourAnswers')} answers={report.answers} derived={report.derived} derivedHeading={t('derivedHeading')} className="mt-8" />

      <p className="mt-8 text-lg font-semibold text-ink" data-field="summary">
        {t('summary', { obligations, markets: report.sections.length, recommendations: recommended.reduce((n, g) => n + g.items.length, 0) })}
      </p>
      {report.sections.length === 0 ? <p className="mt-4 text-slate-700">{t('noObligations')}</p> : null}
      {groups.some((g) => g.items.some((i) => !i.service)) ? (
        <p className="mt-4 max-w-3xl text-sm text-slate-700" data-field="self-handled-note">
          {t('selfHandledNote')}
        </p>
      ) : null}

      {required.map((group) => (
        <PhaseGroup key={group.phase} group={group} contactPath={contactPath} reportId={stored.reportId} />
      ))}

      {serviceCount ? (
        <section aria-labelledby="total-heading" className="mt-10 break-inside-avoid rounded-xl border-2 border-brand p-6">
          <h2 id="total-heading" className="text-lg font-semibold text-ink">
            {t('total')}
          </h2>
          <p className="mt-2 text-3xl font-bold text-brand" data-field="total">
            {formatMoney(total, t('currency'))}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('totalNote', { count: serviceCount })}</p>
        </section>
      ) : null}

      {recommended.map((group) => (
        <PhaseGroup key={group.phase} group={group} contactPath={contactPath} reportId={stored.reportId} />
      ))}

      {uncovered.length ? (
        <section aria-labelledby="coverage-heading" className="mt-10 space-y-4">
          <h2 id="coverage-heading" className="text-2xl font-bold text-ink">
            {t('coverageHeading')}
          </h2>
          {uncovered.map((section) => (
            <NotCovered key={section.jurisdiction} section={section} />
          ))}
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
