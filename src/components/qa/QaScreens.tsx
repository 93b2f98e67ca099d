import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { Breadcrumbs, helpHref, type HelpContext } from '@/components/help/HelpScreens'
import { formatDate } from '@/i18n/format'
import { RichContent } from '@/components/help/RichContent'
import { SearchForm } from '@/components/help/SearchForm'
import type { QaDetail, QaSummary, QaType, QaTypeView } from '@/services/qa/store'
import { qaPagePath } from '@/services/qa/qa-route'

/** Server-rendered parts of the compliance Q&A knowledge base (complianceAnswer). */

const linkClass = 'rounded text-brand underline underline-offset-4 hover:opacity-80'

/** Links to every question type (with its count); the one shown is marked current. */
export async function QaTypeNav({ ctx, types, active }: { ctx: HelpContext; types: QaTypeView[]; active?: QaType }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'qa' })
  const total = types.reduce((sum, type) => sum + type.count, 0)
  const entries = [{ key: 'all', label: t('all'), count: total, href: helpHref(ctx, qaPagePath()), current: active === undefined }, ...types.map((type) => ({ key: type.dictValue, label: type.dictLabel, count: type.count, href: helpHref(ctx, qaPagePath({ qaType: type.dictValue })), current: type.dictValue === active }))]
  return (
    <nav aria-label={t('typesLabel')}>
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              href={entry.href}
              prefetch={false}
              aria-current={entry.current ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm transition ${entry.current ? 'bg-brand text-brand-contrast' : 'bg-surface text-slate-800 hover:text-brand'}`}
            >
              {entry.label}
              <span className={entry.current ? '' : 'text-slate-600'}>({entry.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export async function QaSearchForm({ ctx, types, keyword, qaType }: { ctx: HelpContext; types: QaTypeView[]; keyword?: string; qaType?: QaType }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'qa' })
  return (
    <SearchForm id="qa-search" action={helpHref(ctx, 'complianceAnswer/search')} label={t('searchLabel')} placeholder={t('searchPlaceholder')} button={t('searchButton')} hint={t('searchHint')} defaultValue={keyword}>
      <label htmlFor="qa-search-type" className="sr-only">
        {t('typeFilterLabel')}
      </label>
      <select id="qa-search-type" name="qaType" defaultValue={qaType ?? ''} className="rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-ink focus:border-brand">
        <option value="">{t('allTypes')}</option>
        {types.map((type) => (
          <option key={type.dictValue} value={type.dictValue}>
            {type.dictLabel}
          </option>
        ))}
      </select>
    </SearchForm>
  )
}

/** Questions as links to their answers, with the answer's opening words. */
export function QaList({ ctx, items, headingLevel = 'h3', typeLabels }: { ctx: HelpContext; items: QaSummary[]; headingLevel?: 'h2' | 'h3'; typeLabels?: Record<string, string> }) {
  const Heading = headingLevel
  return (
    <ol className="space-y-4">
      {items.map((item) => (
        <li key={item.answerId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
          {typeLabels ? <p className="text-sm font-medium text-brand">{typeLabels[item.qaType]}</p> : null}
          <Heading className="text-lg font-semibold text-ink">
            <Link href={helpHref(ctx, qaPagePath({ answerId: item.answerId }))} prefetch={false} className="hover:text-brand">
              {item.question}
            </Link>
          </Heading>
          {item.summary ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.summary}</p> : null}
        </li>
      ))}
    </ol>
  )
}

/** Every type with its first questions and a link to the rest. */
export async function QaOverview({ ctx, types, groups, perType }: { ctx: HelpContext; types: QaTypeView[]; groups: Record<string, QaSummary[]>; perType: number }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'qa' })
  return (
    <div className="space-y-12">
      {types
        .filter((type) => type.count > 0)
        .map((type) => (
          <section key={type.dictValue} aria-labelledby={`qa-type-${type.dictValue}`}>
            <h2 id={`qa-type-${type.dictValue}`} className="text-2xl font-bold text-ink">
              {type.dictLabel}
            </h2>
            <p className="mt-1 text-slate-700">{type.description}</p>
            <div className="mt-5">
              <QaList ctx={ctx} items={(groups[type.dictValue] ?? []).slice(0, perType)} />
            </div>
            {type.count > perType ? (
              <p className="mt-4">
                <Link href={helpHref(ctx, qaPagePath({ qaType: type.dictValue }))} prefetch={false} className={linkClass}>
                  {t('viewAll', { count: type.count, type: type.dictLabel })}
                </Link>
              </p>
            ) : null}
          </section>
        ))}
    </div>
  )
}

export async function Pagination({ ctx, page, pages, hrefOf }: { ctx: HelpContext; page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale: ctx.locale, namespace: 'qa' })
  const item = 'inline-block rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand'
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} prefetch={false} rel="prev" className={item}>
          {t('pagination.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700">{t('pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} prefetch={false} rel="next" className={item}>
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  )
}

export async function AskAdviser({ ctx }: { ctx: HelpContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'qa' })
  return (
    <aside aria-labelledby="qa-ask" className="mt-12 rounded-xl bg-surface p-6">
      <h2 id="qa-ask" className="text-xl font-semibold text-ink">
        {t('askHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('askText')}</p>
      <p className="mt-4">
        <Link href={helpHref(ctx, 'contactUs')} prefetch={false} className={linkClass}>
          {t('askLink')}
        </Link>
      </p>
    </aside>
  )
}

/** One answer: the question is the page's h1. */
export async function QaAnswerView({ ctx, entry, typeLabel }: { ctx: HelpContext; entry: QaDetail; typeLabel: string }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'qa' })
  return (
    <div className="container-page py-10">
      <Breadcrumbs
        ctx={ctx}
        namespace="qa"
        items={[
          { label: t('title'), href: helpHref(ctx, qaPagePath()) },
          { label: typeLabel, href: helpHref(ctx, qaPagePath({ qaType: entry.qaType })) },
          { label: entry.question },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <article aria-labelledby="qa-question">
          <p className="text-sm font-medium text-brand">{typeLabel}</p>
          <h1 id="qa-question" className="mt-1 text-3xl font-bold leading-tight text-ink md:text-4xl">
            {entry.question}
          </h1>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            {entry.answeredBy ? <span>{t('answeredBy', { name: entry.answeredBy })}</span> : null}
            <span>{t('updatedAt', { date: formatDate(entry.updatedAt, ctx.locale) })}</span>
          </p>
          <h2 className="sr-only">{t('answerHeading')}</h2>
          <RichContent data={entry.answer} brand={ctx.brand} locale={ctx.locale} newTabLabel={ctx.newTabLabel} className="mt-6" />
          <p className="mt-10">
            <Link href={helpHref(ctx, qaPagePath())} prefetch={false} className={linkClass}>
              {t('backToList')}
            </Link>
          </p>
        </article>
        {entry.related.length ? (
          <aside aria-labelledby="qa-related">
            <h2 id="qa-related" className="text-xl font-semibold text-ink">
              {t('related')}
            </h2>
            <ul className="mt-4 space-y-3">
              {entry.related.map((item) => (
                <li key={item.answerId}>
                  <Link href={helpHref(ctx, qaPagePath({ answerId: item.answerId }))} prefetch={false} className="block rounded-lg border border-slate-200 bg-white p-4 font-medium text-ink hover:border-brand">
                    {item.question}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      <AskAdviser ctx={ctx} />
    </div>
  )
}
