import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PriceTable } from '@/components/pricing/PriceTable'
import { CmsBlocks, cmsPageMetadata, loadCmsPage, splitAfterHero } from '@/components/site/CmsPage'
import type { SiteParams } from '@/lib/site-params'
import { getPriceEntries, groupPrices } from '@/services/pricing/prices'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return cmsPageMetadata(params, 'price')
}

/**
 * /lz/price (and /services): the CMS page around the whole price list, one table per
 * service category with a row group per country. The table of contents links to each
 * category and country, so narrowing the list needs no script and the page stays cached.
 */
export default async function PricePage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'price')
  const [entries, t] = await Promise.all([getPriceEntries(), getTranslations({ locale, namespace: 'pricing' })])
  const groups = groupPrices(entries, locale)
  const [lead, rest] = splitAfterHero(page.layout)
  return (
    <>
      <CmsBlocks page={{ ...page, layout: lead }} ctx={ctx} />
      <section className="container-page py-12" aria-labelledby="price-list">
        <div className="mx-auto max-w-5xl">
          <h2 id="price-list" className="text-2xl font-bold text-ink md:text-3xl">
            {t('listHeading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('listIntro')}</p>

          <nav id="price-toc" aria-label={t('tocLabel')} className="mt-8 scroll-mt-28 rounded-xl border border-slate-200 bg-surface p-5">
            <h3 className="font-semibold text-ink">{t('tocHeading')}</h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2">
              {groups.map((group) => (
                <li key={group.category}>
                  <a href={`#cat-${group.category}`} className="font-medium text-brand underline-offset-4 hover:underline">
                    {t(`categories.${group.category}`)}
                  </a>{' '}
                  <span className="text-sm text-slate-600">({t('itemCount', { count: group.rows.length })})</span>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                    {group.countries.map((c) => (
                      <li key={c.country ?? 'any'}>
                        <a href={`#cat-${group.category}-c${c.country ?? 'any'}`} className="text-slate-700 underline underline-offset-2 hover:text-brand">
                          {c.countryName}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </nav>

          {groups.map((group) => {
            const name = t(`categories.${group.category}`)
            return (
              <section key={group.category} aria-labelledby={`cat-${group.category}`} className="mt-12" data-category={group.category}>
                <h3 id={`cat-${group.category}`} className="scroll-mt-28 text-xl font-bold text-ink">
                  {name}
                </h3>
                <div className="mt-4">
                  <PriceTable rows={group.rows} caption={t('caption', { category: name })} locale={locale} anchorPrefix={`cat-${group.category}`} />
                </div>
                <p className="mt-2 text-right text-sm">
                  <a href="#price-toc" className="text-slate-700 underline underline-offset-2 hover:text-brand">
                    {t('backToToc')}
                  </a>
                </p>
              </section>
            )
          })}
        </div>
      </section>
      <CmsBlocks page={{ ...page, layout: rest }} ctx={ctx} />
    </>
  )
}
