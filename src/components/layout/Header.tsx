import { getTranslations } from 'next-intl/server'
import { homeHref, isExternal, localizeHref, switchLocaleHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'
import { HTML_LANG, LOCALE_NAMES } from '@/i18n/locales'
import type { BrandView } from '@/services/content/brand'
import { enabledOnly, type NavigationEntry } from '@/services/content/navigation'
import { Icon } from '../ui/Icon'
import { SmartLink } from '../ui/SmartLink'
import { LanguageSwitcher } from './LanguageSwitcher'

interface HeaderProps {
  brand: BrandView
  locale: Locale
  navigation: NavigationEntry[]
}

/**
 * Server-rendered header: the brand's enabled header entries in `sort` order, with
 * dropdowns and a mega menu that open on hover and on keyboard focus (CSS only), and a
 * collapsible menu on phones.
 */
export async function Header({ brand, locale, navigation }: HeaderProps) {
  const t = await getTranslations('header')
  const common = await getTranslations('common')
  const entries = enabledOnly(navigation.filter((e) => e.typeName === 'pcnav'))
  const href = (path: string) => localizeHref(path, brand.key as BrandKey, locale)

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-6">
        <a href={homeHref(brand.key, locale)} className="flex shrink-0 items-center gap-2 font-bold text-brand">
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt="" className="h-8 w-auto" />
          ) : (
            <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-md bg-brand text-sm text-brand-contrast">
              {brand.logoText.slice(0, 1)}
            </span>
          )}
          <span className="text-lg">{brand.logoText}</span>
          <span className="sr-only">{common('home')}</span>
        </a>

        <nav aria-label={t('mainNav')} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {entries.map((entry) => (
              <NavItem key={entry.id} entry={entry} href={href} newTab={common('opensInNewTab')} />
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-3">
          {brand.phones.presale ? (
            <a href={`tel:${brand.phones.presale.replace(/[^\d+]/g, '')}`} className="hidden items-center gap-1 text-sm text-slate-700 xl:flex">
              <Icon name="phone" className="h-4 w-4" />
              <span className="sr-only">{t('consult')}</span>
              {brand.phones.presale}
            </a>
          ) : null}
          {brand.flags.languageSwitcher && brand.locales.length > 1 ? (
            <LanguageSwitcher
              label={t('language')}
              current={locale}
              options={brand.locales.map((l) => ({ locale: l, name: LOCALE_NAMES[l], lang: HTML_LANG[l], fallbackHref: switchLocaleHref(homeHref(brand.key, locale), l) }))}
            />
          ) : null}
          <details className="relative lg:hidden">
            <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium">{t('menu')}</summary>
            <nav aria-label={t('mainNav')} className="absolute right-0 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
              <ul className="space-y-1">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <SmartLink href={href(entry.typeValueThree || '#')} className="block rounded px-2 py-2 font-medium hover:bg-surface" newTabLabel={common('opensInNewTab')}>
                      {entry.typeValueOne}
                    </SmartLink>
                    {entry.children.length ? (
                      <ul className="ml-3 border-l border-slate-200 pl-2">
                        {entry.children.map((child) => (
                          <li key={child.id}>
                            <SmartLink href={href(child.typeValueThree)} className="block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-surface" newTabLabel={common('opensInNewTab')}>
                              {child.typeValueOne}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}

function NavItem({ entry, href, newTab }: { entry: NavigationEntry; href: (p: string) => string; newTab: string }) {
  const hasDropdown = entry.children.length > 0
  const isMega = entry.pageType === 3 && entry.divPageList.length > 0
  const label = (
    <>
      {entry.typeValueOne}
      {hasDropdown || isMega ? (
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      ) : null}
    </>
  )
  const linkClass = 'flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-medium text-slate-800 hover:bg-surface hover:text-brand'
  return (
    <li className="group relative" data-track={entry.analyticsName || undefined}>
      {entry.typeValueThree ? (
        <SmartLink href={href(entry.typeValueThree)} className={linkClass} newTabLabel={isExternal(entry.typeValueThree) ? newTab : undefined}>
          {label}
        </SmartLink>
      ) : (
        <span className={linkClass} tabIndex={0}>
          {label}
        </span>
      )}
      {hasDropdown && !isMega ? (
        <ul className="invisible absolute left-0 top-full z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-2 opacity-0 shadow-lg transition-opacity delay-100 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-hover:delay-0">
          {entry.children.map((child) => (
            <li key={child.id}>
              <SmartLink href={href(child.typeValueThree)} className="block rounded px-3 py-2 text-sm text-slate-800 hover:bg-surface hover:text-brand" newTabLabel={newTab}>
                {child.typeValueOne}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {isMega ? (
        <div className="invisible absolute left-0 top-full z-50 w-[min(44rem,90vw)] rounded-lg border border-slate-200 bg-white p-4 opacity-0 shadow-xl transition-opacity delay-100 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-hover:delay-0">
          <ul className="grid gap-2 sm:grid-cols-2">
            {entry.divPageList.map((item) => (
              <li key={item.id}>
                <SmartLink href={href(item.hadeUrl)} className="flex gap-3 rounded-md p-3 hover:bg-surface" newTabLabel={newTab}>
                  <span className="mt-0.5 text-brand">
                    <Icon name={item.navigationIcon} />
                  </span>
                  <span>
                    <span className="block font-medium text-slate-900">{item.navigationName}</span>
                    {item.navigationTitle ? <span className="mt-0.5 block text-sm text-slate-600">{item.navigationTitle}</span> : null}
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  )
}
