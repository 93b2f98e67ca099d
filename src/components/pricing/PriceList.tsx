import { getTranslations } from 'next-intl/server'
import { TitledSection } from '@/components/ui/TitledSection'
import type { Locale } from '@/brands/registry'
import { categoryName, type PriceCategory } from '@/services/pricing/codes'
import type { PriceGroup } from '@/services/pricing/rows'
import { PriceTable } from './PriceTable'

/**
 * The whole price list of the price page: a table of contents linking to each service
 * category and country, then one table per category with a row group per country.
 * Narrowing the list needs no script, so the page stays cached. The contents' links repeat
 * sixty-odd times, so they carry the short `.pl-*` classes from the end of globals.css.
 */
export async function PriceList({ groups, locale }: { groups: PriceGroup[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pricing' })
  // Section names are kept with the codes they gather (services/pricing/codes.ts).
  const nameOf = (category: PriceCategory) => categoryName(category, locale)
  return (
    <TitledSection id="price-list" heading={t('listHeading')} intro={t('listIntro')}>

      <nav id="price-toc" aria-label={t('tocLabel')} className="mt-8 scroll-mt-28 rounded-xl border border-slate-200 bg-surface p-5">
        <h3 className="font-semibold text-ink">{t('tocHeading')}</h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <li key={group.category}>
              <a href={`#cat-${group.category}`} className="pl-cat">
                {nameOf(group.category)}
              </a>{' '}
              <span className="text-sm text-slate-600">{`(${t('itemCount', { count: group.rows.length })})`}</span>
              <ul className="pl-countries">
                {group.countries.map((c) => (
                  <li key={c.country ?? 'any'}>
                    <a href={`#cat-${group.category}-c${c.country ?? 'any'}`} className="pl-link">
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
        const name = nameOf(group.category)
        return (
          <section key={group.category} aria-labelledby={`cat-${group.category}`} className="mt-12" data-category={group.category}>
            <h3 id={`cat-${group.category}`} className="scroll-mt-28 text-xl font-bold text-ink">
              {name}
            </h3>
            <div className="mt-4">
              <PriceTable rows={group.rows} caption={t('caption', { category: name })} locale={locale} anchorPrefix={`cat-${group.category}`} />
            </div>
            <p className="mt-2 text-right text-sm">
              <a href="#price-toc" className="pl-link">
                {t('backToToc')}
              </a>
            </p>
          </section>
        )
      })}
    </TitledSection>
  )
}
