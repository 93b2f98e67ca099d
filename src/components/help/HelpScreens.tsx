import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { formatDate } from '@/i18n/format'
import type { FaqGroup, HelpCategoryView, ManualDetail, ManualSummary } from '@/services/help/store'
import { helpPagePath, HELP_TABS, type HelpTab } from '@/services/help/help-route'
import { RichContent } from './RichContent'
import { SearchForm } from './SearchForm'

/** Server-rendered parts of the help centre (operation, /support/*, problem). */

export interface HelpContext {
  brand: BrandKey
  locale: Locale
  newTabLabel: string
}

export function helpHref(ctx: HelpContext, page: string): string {
  return publicPath(BRAND_ROUTES[ctx.brand], ctx.locale, page)
}

const linkClass = 'rounded text-brand underline underline-offset-4 hover:opacity-80'

/** The tab bar across guides, videos and FAQ: links, the current one marked for assistive technology. */
export async function HelpTabs({ ctx, active }: { ctx: HelpContext; active: HelpTab }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  return (
    <nav aria-label={t('tabsLabel')} className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-1">
        {HELP_TABS.map((tab) => {
          const current = tab === active
          return (
            <li key={tab}>
              <Link
                href={helpHref(ctx, helpPagePath(tab))}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 px-4 py-3 font-medium transition ${current ? 'border-brand text-brand' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-ink'}`}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export async function ManualSearchForm({ ctx, defaultValue }: { ctx: HelpContext; defaultValue?: string }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  return (
    <SearchForm
      id="manual-search"
      action={helpHref(ctx, 'operation/search')}
      label={t('searchLabel')}
      placeholder={t('searchPlaceholder')}
      button={t('searchButton')}
      hint={t('searchHint')}
      defaultValue={defaultValue}
    />
  )
}

function ManualCard({ ctx, manual }: { ctx: HelpContext; manual: ManualSummary }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <h3 className="text-lg font-semibold text-ink">
        <Link href={helpHref(ctx, helpPagePath('tutorial', manual.id))} prefetch={false} className="hover:text-brand">
          {manual.title}
        </Link>
      </h3>
      {manual.summary ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{manual.summary}</p> : null}
    </li>
  )
}

/** Guides grouped by category, with a jump list of the categories. */
export async function ManualOverview({ ctx, categories, manuals }: { ctx: HelpContext; categories: HelpCategoryView[]; manuals: ManualSummary[] }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  const groups = categories.map((category) => ({ category, items: manuals.filter((m) => m.categoryId === category.id) })).filter((g) => g.items.length > 0)
  return (
    <div className="mt-8">
      <nav aria-label={t('categoriesLabel')}>
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ category, items }) => (
            <li key={category.id}>
              <a href={`#help-category-${category.id}`} className="inline-flex items-center gap-2 rounded-full bg-surface px-4 py-1.5 text-sm text-slate-800 hover:text-brand">
                {category.name}
                <span className="text-slate-600">{t('manualCount', { count: items.length })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`help-category-${category.id}`} className="mt-10 scroll-mt-24">
          <h2 id={`help-category-${category.id}`} className="text-2xl font-bold text-ink">
            {category.name}
          </h2>
          {category.description ? <p className="mt-2 text-slate-700">{category.description}</p> : null}
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {items.map((manual) => (
              <ManualCard key={manual.id} ctx={ctx} manual={manual} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** Results of a guide search, best first. */
export async function ManualResults({ ctx, keyword, manuals, categories }: { ctx: HelpContext; keyword: string; manuals: ManualSummary[]; categories: HelpCategoryView[] }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name
  return (
    <section aria-labelledby="manual-results" className="mt-8">
      <h2 id="manual-results" className="text-2xl font-bold text-ink">
        {t('searchHeading', { keyword })}
      </h2>
      <p className="mt-2 text-slate-700" role="status">
        {manuals.length ? t('searchCount', { count: manuals.length }) : t('searchEmpty', { keyword })}
      </p>
      {manuals.length ? (
        <ol className="mt-5 space-y-4">
          {manuals.map((manual) => (
            <li key={manual.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              {categoryName(manual.categoryId) ? <p className="text-sm font-medium text-brand">{categoryName(manual.categoryId)}</p> : null}
              <h3 className="mt-1 text-lg font-semibold text-ink">
                <Link href={helpHref(ctx, helpPagePath('tutorial', manual.id))} prefetch={false} className="hover:text-brand">
                  {manual.title}
                </Link>
              </h3>
              {manual.summary ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{manual.summary}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

export async function Breadcrumbs({ ctx, items, namespace }: { ctx: HelpContext; items: { label: string; href?: string }[]; namespace: 'help' | 'qa' }) {
  const t = await getTranslations({ locale: ctx.locale, namespace })
  return (
    <nav aria-label={t('breadcrumbLabel')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-2">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <Link href={item.href} prefetch={false} className="hover:text-brand hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** One guide: its title is the page's h1. */
export async function ManualArticle({ ctx, manual, category, siblings }: { ctx: HelpContext; manual: ManualDetail; category?: HelpCategoryView; siblings: ManualSummary[] }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  const others = siblings.filter((m) => m.id !== manual.id && m.categoryId === manual.categoryId).slice(0, 6)
  return (
    <div className="container-page py-10">
      <Breadcrumbs
        ctx={ctx}
        namespace="help"
        items={[
          { label: t('helpCentre'), href: helpHref(ctx, 'operation') },
          ...(category ? [{ label: category.name, href: `${helpHref(ctx, helpPagePath('tutorial'))}#help-category-${category.id}` }] : []),
          { label: manual.title },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <article aria-labelledby="manual-title">
          <h1 id="manual-title" className="text-3xl font-bold leading-tight text-ink md:text-4xl">
            {manual.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600">{t('updatedAt', { date: formatDate(manual.updatedAt, ctx.locale) })}</p>
          {manual.summary ? <p className="mt-5 text-lg leading-relaxed text-slate-700">{manual.summary}</p> : null}
          <RichContent data={manual.content} brand={ctx.brand} locale={ctx.locale} newTabLabel={ctx.newTabLabel} className="mt-6" />
          <p className="mt-10">
            <Link href={helpHref(ctx, helpPagePath('tutorial'))} prefetch={false} className={linkClass}>
              {t('backToHelp')}
            </Link>
          </p>
        </article>
        {others.length ? (
          <aside aria-labelledby="manual-more">
            <h2 id="manual-more" className="text-xl font-semibold text-ink">
              {t('sameCategory')}
            </h2>
            <ul className="mt-4 space-y-3">
              {others.map((m) => (
                <li key={m.id}>
                  <Link href={helpHref(ctx, helpPagePath('tutorial', m.id))} prefetch={false} className="block rounded-lg border border-slate-200 bg-white p-4 font-medium text-ink hover:border-brand">
                    {m.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </div>
  )
}

/** FAQ answers under their category headings, each a native disclosure (keyboard and screen-reader friendly). */
export async function FaqList({ ctx, groups, headingLevel = 'h2' }: { ctx: HelpContext; groups: FaqGroup[]; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  const Heading = headingLevel
  if (!groups.length) return <p className="mt-6 text-slate-700">{t('faqEmpty')}</p>
  return (
    <div className="space-y-10">
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`faq-category-${category.id}`}>
          <Heading id={`faq-category-${category.id}`} className="text-2xl font-bold text-ink">
            {category.name}
          </Heading>
          <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {items.map((item) => (
              <details key={item.id} id={`faq-${item.id}`} className="group p-5">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
                  {item.title}
                  <span aria-hidden="true" className="text-xl text-brand transition group-open:rotate-45">
                    +
                  </span>
                </summary>
                <RichContent data={item.content} brand={ctx.brand} locale={ctx.locale} newTabLabel={ctx.newTabLabel} className="mt-3 text-sm" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}

/** The FAQ tab: a category filter (links) and the answers. */
export async function FaqScreen({ ctx, groups, categoryId }: { ctx: HelpContext; groups: FaqGroup[]; categoryId?: number }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  const shown = categoryId === undefined ? groups : groups.filter((g) => g.category.id === categoryId)
  const filters = [{ label: t('faqAll'), href: helpHref(ctx, helpPagePath('faq')), current: categoryId === undefined }, ...groups.map((g) => ({ label: g.category.name, href: helpHref(ctx, helpPagePath('faq', g.category.id)), current: g.category.id === categoryId }))]
  return (
    <div className="mt-8">
      <nav aria-label={t('faqCategoriesLabel')}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <li key={f.href}>
              <Link
                href={f.href}
                prefetch={false}
                aria-current={f.current ? 'page' : undefined}
                className={`inline-block rounded-full px-4 py-1.5 text-sm transition ${f.current ? 'bg-brand text-brand-contrast' : 'bg-surface text-slate-800 hover:text-brand'}`}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <FaqList ctx={ctx} groups={shown} />
      </div>
    </div>
  )
}

/** Where to go next when the help centre did not answer the question. */
export async function MoreHelp({ ctx }: { ctx: HelpContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' })
  return (
    <aside aria-labelledby="more-help" className="mt-12 rounded-xl bg-surface p-6">
      <h2 id="more-help" className="text-xl font-semibold text-ink">
        {t('moreHelpHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('moreHelpText')}</p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link href={helpHref(ctx, 'complianceAnswer')} prefetch={false} className={linkClass}>
          {t('moreHelpQa')}
        </Link>
        <Link href={helpHref(ctx, 'contactUs')} prefetch={false} className={linkClass}>
          {t('moreHelpContact')}
        </Link>
      </p>
    </aside>
  )
}
