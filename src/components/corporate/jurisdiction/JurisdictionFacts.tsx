import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { FaqBlock } from '@/blocks/Faq/Component'
import { PriceTable } from '@/components/pricing/PriceTable'
import { formatDate } from '@/i18n/format'
import type { PriceRow } from '@/services/pricing/rows'
import { incorporationFees, type JurisdictionFacts as Facts } from '@/services/corporate/reference-data'
import { describeRule } from '@/services/corporate/rule-text'
import { FactList, FactSection, TextLink, type HeadingLevel } from './parts'

/**
 * What the site knows about a jurisdiction, from the CMS copy of the checked facts
 * (collection corporate-jurisdictions): the incorporation view (who it suits, requirements,
 * documents, steps, fees, prices, yearly obligations, tax, banks, questions, sources) and the
 * annual-review view (obligations, their fees, maintenance prices, sources). A code with two
 * entries (the USA: Delaware and Wyoming) gets a section per entry.
 */
type Lang = 'cn' | 'en'
const langOf = (locale: Locale): Lang => (locale === 'cn' ? 'cn' : 'en')

function money(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'cn' ? 'zh-CN' : 'en-GB', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount)
}

export interface JurisdictionViewProps {
  entries: Facts[]
  prices: PriceRow[]
  brand: BrandKey
  locale: Locale
}

async function Fees({ entry, locale, level, id, keys }: { entry: Facts; locale: Locale; level: HeadingLevel; id: string; keys?: 'obligations' }) {
  const t = await getTranslations({ locale, namespace: 'jurisdiction' })
  const lang = langOf(locale)
  const fees = keys === 'obligations' ? entry.governmentFees.filter((f) => f.obligation) : entry.governmentFees
  if (!fees.length) return null
  return (
    <FactSection id={id} heading={t('feesHeading')} level={level} intro={t('feesIntro')} wide>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="sr-only">{`${entry.name[lang]}: ${t('feesHeading')}`}</caption>
          <thead className="bg-surface text-ink">
            <tr>
              <th scope="col" className="px-4 py-3">{t('feeColumns.item')}</th>
              <th scope="col" className="px-4 py-3">{t('feeColumns.amount')}</th>
              <th scope="col" className="px-4 py-3">{t('feeColumns.note')}</th>
            </tr>
          </thead>
          <tbody>
            {fees.map((fee) => (
              <tr key={fee.key} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-4 py-3 font-medium text-ink">{fee.title[lang]}</th>
                <td className="whitespace-nowrap px-4 py-3 text-ink">{money(fee.amount, fee.currency, locale)}</td>
                <td className="px-4 py-3 text-slate-700">
                  {fee.note?.[lang]}
                  {fee.unconfirmed && fee.lastConfirmed ? <p className="mt-1 text-amber-800">{t('unconfirmed', { date: formatDate(fee.lastConfirmed, locale) })}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FactSection>
  )
}

async function Obligations({ entry, brand, locale, level, id }: { entry: Facts; brand: BrandKey; locale: Locale; level: HeadingLevel; id: string }) {
  const t = await getTranslations({ locale, namespace: 'jurisdiction' })
  const lang = langOf(locale)
  return (
    <FactSection id={id} heading={t('obligationsHeading')} level={level} intro={t('obligationsIntro')} wide>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{`${entry.name[lang]}: ${t('obligationsHeading')}`}</caption>
          <thead className="bg-surface text-ink">
            <tr>
              <th scope="col" className="px-4 py-3">{t('obligationColumns.item')}</th>
              <th scope="col" className="px-4 py-3">{t('obligationColumns.deadline')}</th>
              <th scope="col" className="px-4 py-3">{t('obligationColumns.authority')}</th>
              <th scope="col" className="px-4 py-3">{t('obligationColumns.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.obligations.map((o) => (
              <tr key={o.key} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {o.title[lang]}
                  {o.note ? <p className="mt-1 text-xs font-normal text-slate-700">{o.note[lang]}</p> : null}
                </th>
                <td className="px-4 py-3 text-ink">{describeRule(o.rule, lang, o.weekendRule)}</td>
                <td className="px-4 py-3 text-slate-700">{o.authority[lang]}</td>
                <td className="whitespace-nowrap px-4 py-3 text-ink">{o.governmentFee ? money(o.governmentFee.amount, o.governmentFee.currency, locale) : t('noFee')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4">
        <TextLink href={publicPath(BRAND_ROUTES[brand], locale, 'deadlinePlanner')}>{t('plannerLink')}</TextLink>
      </p>
    </FactSection>
  )
}

async function Sources({ entry, locale, level, id }: { entry: Facts; locale: Locale; level: HeadingLevel; id: string }) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'jurisdiction' }), getTranslations({ locale, namespace: 'common' })])
  return (
    <FactSection id={id} heading={t('sourcesHeading')} level={level} intro={t('sourcesIntro')}>
      <ul className="space-y-1 text-sm text-slate-700">
        {entry.sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} rel="noopener noreferrer" target="_blank" className="text-brand underline underline-offset-2">
              {s.title}
              <span className="sr-only"> {common('opensInNewTab')}</span>
            </a>{' '}
            ({t('checkedOn', { date: formatDate(s.checked, locale) })})
          </li>
        ))}
      </ul>
    </FactSection>
  )
}

/** Wraps one entry: a titled section when the code has several entries, the bare content otherwise. */
async function EntryFrame({ entry, many, locale, children }: { entry: Facts; many: boolean; locale: Locale; children: React.ReactNode }) {
  if (!many) return <>{children}</>
  const t = await getTranslations({ locale, namespace: 'jurisdiction' })
  const lang = langOf(locale)
  const id = `entry-${entry.code}-${entry.state ?? ''}`.toLowerCase()
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-10 first:border-t-0">
      <h2 id={id} className="mx-auto max-w-5xl text-2xl font-bold text-ink">
        {t('stateHeading', { name: entry.name[lang], entity: entry.entity[lang] })}
      </h2>
      {children}
    </section>
  )
}

export async function IncorporationFacts({ entries, prices, brand, locale }: JurisdictionViewProps) {
  const t = await getTranslations({ locale, namespace: 'jurisdiction' })
  const lang = langOf(locale)
  const many = entries.length > 1
  const level: HeadingLevel = many ? 3 : 2
  const name = entries[0]?.name[lang] ?? ''
  const incorporationPrice = prices.find((p) => p.serviceType === 200)
  return (
    <div className="container-page py-6">
      {entries.map((entry) => {
        const slug = `${entry.code}-${entry.state ?? ''}`.toLowerCase()
        const feesToIncorporate = incorporationFees(entry)
        const r = entry.requirements
        return (
          <EntryFrame key={slug} entry={entry} many={many} locale={locale}>
            <dl className="mx-auto mt-6 grid max-w-5xl gap-4 rounded-2xl bg-surface p-6 sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-sm text-slate-700">{t('entity')}</dt>
                <dd className="mt-1 font-semibold text-ink">{entry.entity[lang]}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700">{t('setUpTime')}</dt>
                <dd className="mt-1 font-semibold text-ink">{t('workingDays', entry.setUpDays)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700">{t('incorporationFee')}</dt>
                <dd className="mt-1 font-semibold text-ink">{feesToIncorporate.map((f) => money(f.amount, f.currency, locale)).join(' + ') || t('noFee')}</dd>
              </div>
              {incorporationPrice ? (
                <div>
                  <dt className="text-sm text-slate-700">{t('ourPrice')}</dt>
                  <dd className="mt-1 font-semibold text-ink">{t('fromPrice', { price: money(incorporationPrice.payPrice, 'CNY', locale) })}</dd>
                </div>
              ) : null}
            </dl>
            <FactSection id={`suits-${slug}`} heading={t('suitsHeading')} level={level}>
              <FactList items={entry.suits.items.map((i) => i[lang])} />
            </FactSection>
            <FactSection id={`requirements-${slug}`} heading={t('requirementsHeading')} level={level}>
              <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {(Object.keys(r) as (keyof typeof r)[]).map((key) => (
                  <div key={key} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
                    <dt className="font-semibold text-ink">{t(`requirements.${key}`)}</dt>
                    <dd className="text-slate-800">{r[key].text[lang]}</dd>
                  </div>
                ))}
              </dl>
            </FactSection>
            <FactSection id={`documents-${slug}`} heading={t('documentsHeading')} level={level}>
              <FactList items={entry.documents.items.map((i) => i[lang])} />
            </FactSection>
            <FactSection id={`steps-${slug}`} heading={t('stepsHeading')} level={level} intro={t('stepsTotal', entry.setUpDays)}>
              <ol className="space-y-3">
                {entry.steps.items.map((step, i) => (
                  <li key={step.title.en} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
                    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast">
                      {i + 1}
                    </span>
                    <div>
                      <p className="font-medium text-ink">{step.title[lang]}</p>
                      <p className="text-sm text-slate-700">{step.days.min === step.days.max ? t('stepDay', step.days) : t('stepDays', step.days)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </FactSection>
            <Fees entry={entry} locale={locale} level={level} id={`fees-${slug}`} />
            <Obligations entry={entry} brand={brand} locale={locale} level={level} id={`obligations-${slug}`} />
            <FactSection id={`tax-${slug}`} heading={t('taxHeading')} level={level}>
              <FactList items={entry.tax.items.map((i) => i[lang])} />
            </FactSection>
            <FactSection id={`banks-${slug}`} heading={t('banksHeading')} level={level}>
              <FactList items={entry.bankAccounts.items.map((i) => i[lang])} />
            </FactSection>
            <FaqBlock
              block={{ heading: t('faqHeading', { name: entry.name[lang] }), items: entry.faq.map((f, i) => ({ id: `${slug}-${i}`, question: f.q[lang], answer: f.a[lang] })) }}
              headingLevel={level}
            />
            <Sources entry={entry} locale={locale} level={level} id={`sources-${slug}`} />
          </EntryFrame>
        )
      })}
      <FactSection id="prices" heading={t('pricesHeading')} level={2} wide>
        <PriceTable rows={prices} caption={t('pricesCaption', { name })} locale={locale} />
        <p className="mt-4">
          <TextLink href={publicPath(BRAND_ROUTES[brand], locale, 'compareJurisdictions')}>{t('compareLink')}</TextLink>
        </p>
      </FactSection>
    </div>
  )
}

export async function AnnualReviewFacts({ entries, prices, brand, locale }: JurisdictionViewProps) {
  const t = await getTranslations({ locale, namespace: 'jurisdiction' })
  const lang = langOf(locale)
  const many = entries.length > 1
  const level: HeadingLevel = many ? 3 : 2
  const name = entries[0]?.name[lang] ?? ''
  return (
    <div className="container-page py-6">
      {entries.map((entry) => {
        const slug = `${entry.code}-${entry.state ?? ''}`.toLowerCase()
        return (
          <EntryFrame key={slug} entry={entry} many={many} locale={locale}>
            <Obligations entry={entry} brand={brand} locale={locale} level={level} id={`obligations-${slug}`} />
            <Fees entry={entry} locale={locale} level={level} id={`fees-${slug}`} keys="obligations" />
            <FactSection id={`tax-${slug}`} heading={t('taxHeading')} level={level}>
              <FactList items={entry.tax.items.map((i) => i[lang])} />
            </FactSection>
            <Sources entry={entry} locale={locale} level={level} id={`sources-${slug}`} />
          </EntryFrame>
        )
      })}
      <FactSection id="prices" heading={t('annualPricesHeading')} level={2} wide>
        <PriceTable rows={prices} caption={t('pricesCaption', { name })} locale={locale} />
      </FactSection>
    </div>
  )
}
