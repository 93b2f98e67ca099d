import { getTranslations } from 'next-intl/server'
import { homeHref, isExternal, localizeHref, switchLocaleHref } from '@/brands/links'
import { BRAND_ROUTES, publicPath, type Locale } from '@/brands/registry'
import { HTML_LANG, LOCALE_NAMES } from '@/i18n/locales'
import type { BrandView } from '@/services/content/brand'
import type { CommoditySearchData } from '@/services/content/commodity-search'
import { enabledOnly, type NavigationEntry } from '@/services/content/navigation'
import { getPageConfigs } from '@/services/content/pages'
import { AccountButtons, DesktopNav, NavLinkTree, ProductSearch } from './islands'
import { HeaderShell } from '../header/HeaderShell'
import type { MegaGroup, NavItem, NavLink } from '../header/types'
import { DrawnInBrowser } from '../ui/DrawnInBrowser'
import { BrandLogo } from './BrandLogo'
import { LanguageSwitcher } from './LanguageSwitcher'

type LinkOf = (label: string, path: string, track: string) => NavLink

/**
 * A mega entry's left-hand items are its sub-entries, each with its own right-hand
 * submenu (divPageList); items listed on the entry itself form one more group named
 * after the entry. Groups without items are left out.
 */
function megaGroups(entry: NavigationEntry, link: LinkOf): MegaGroup[] {
  const groups = [...entry.children, ...(entry.divPageList.length ? [{ ...entry, typeValueThree: '' }] : [])].map((g) => ({
    ...(g.typeValueThree ? link(g.typeValueOne, g.typeValueThree, `header:${g.analyticsName || g.typeValueOne}`) : { label: g.typeValueOne, href: '', track: '' }),
    items: g.divPageList.map((d) => ({
      ...link(d.navigationName, d.hadeUrl, `header:${d.navigationName}`),
      ...(d.navigationTitle ? { description: d.navigationTitle } : {}),
      ...(d.navigationIcon ? { icon: d.navigationIcon } : {}),
    })),
  }))
  return groups.filter((g) => g.items.length > 0)
}

interface HeaderProps {
  brand: BrandView
  locale: Locale
  navigation: NavigationEntry[]
  search: CommoditySearchData
}

/**
 * The header: enabled header entries in `sort` order with dropdowns and a
 * mega menu, product search, language switcher, login/register or logout/workbench, and
 * a collapsible menu on phones. CMS data is shaped here on the server; the interactive
 * parts receive plain props. The navigation is one compact data object read by the
 * desktop menus and the phone menu alike (both client components, so the payload carries
 * the data once, not their rendered lists); the desktop menus render a panel only once it
 * is opened, and the phone menu's list is the HTML's one copy of every header link.
 */
export async function Header({ brand, locale, navigation, search }: HeaderProps) {
  const t = await getTranslations('header')
  const common = await getTranslations('common')
  const entries = enabledOnly(navigation.filter((e) => e.typeName === 'pcnav'))
  const href = (path: string) => localizeHref(path, brand.key, locale)
  const link: LinkOf = (label, path, track) => ({ label, href: href(path || '#'), track })
  // One object for the desktop menus and the phone menu: the page payload carries it once.
  const items: NavItem[] = entries.map((e) => {
    const item: NavItem = { id: String(e.id), ...link(e.typeValueOne, e.typeValueThree, `header:${e.analyticsName || e.typeValueOne}`) }
    const mega = e.pageType === 3 ? megaGroups(e, link) : []
    if (mega.length) item.mega = mega
    else if (e.pageType !== 3 && e.children.length) item.children = e.children.map((c) => link(c.typeValueOne, c.typeValueThree, `header:${c.analyticsName || c.typeValueOne}`))
    return item
  })
  // Enter in the search box opens the site search, where the brand has that page.
  const hasSiteSearch = (await getPageConfigs(brand.key, locale)).some((p) => p.slug === 'systemSearch')
  const searchProps = {
    brand: brand.key,
    locale,
    siteSearchHref: hasSiteSearch ? publicPath(BRAND_ROUTES[brand.key], locale, 'systemSearch') : null,
    allProductsHref: href('/services'),
    texts: { label: t('searchLabel'), placeholder: t('searchPlaceholder'), hot: t('hotSearches'), noResults: t('noResults'), allProducts: t('allProducts') },
  }

  const accountTexts = { login: t('login'), register: t('register'), logout: t('logout'), workbench: t('workbench'), loggedOut: t('loggedOut') }

  const languageSwitcher =
    brand.flags.languageSwitcher && brand.locales.length > 1 ? (
      <LanguageSwitcher
        label={t('language')}
        current={locale}
        options={brand.locales.map((l) => ({ locale: l, name: LOCALE_NAMES[l], lang: HTML_LANG[l], fallbackHref: switchLocaleHref(homeHref(brand.key, locale), l) }))}
      />
    ) : null

  return (
    <HeaderShell>
      {/* Wider than the page body: the header carries the most items. The hdr-* classes
          (globals.css) stand for long utility lists: this markup is on every page, twice. */}
      <div className="hdr-bar">
        <BrandLogo brand={brand} locale={locale} homeLabel={common('home')} />

        <DesktopNav items={items} texts={{ label: t('mainNav'), newTab: common('opensInNewTab'), toggleLabel: t('toggleMenu'), more: t('more'), megaGroups: t('megaGroups') }} />

        <div className="hdr-end">
          {search.allService.length ? <ProductSearch {...searchProps} /> : null}
          {languageSwitcher ? <div className="hidden sm:block">{languageSwitcher}</div> : null}
          {/* A law firm takes no merchant accounts: its one call to action is a consultation request
              (in the menu on a phone, where the bar has no room for it next to the logo in English). */}
          {brand.flags.lawFirm ? (
            <a href={href('/contact')} className="hidden rounded-md bg-brand px-3 py-1.5 text-sm font-semibold text-brand-contrast hover:opacity-90 sm:inline-block">
              {t('consultation')}
            </a>
          ) : (
            <AccountButtons brand={brand.key} locale={locale} workbenchUrl={brand.workbenchUrl} texts={accountTexts} />
          )}
          <details className="hdr-menu">
            <summary className="hdr-menu-button">{t('menu')}</summary>
            <nav aria-label={t('menu')} className="hdr-menu-panel">
              {/* On a phone the bar keeps one account button: both ways in are at the top of the menu. */}
              {brand.flags.lawFirm ? (
                <a href={href('/contact')} className="mb-3 block rounded-md bg-brand px-3 py-2 text-center text-sm font-semibold text-brand-contrast hover:opacity-90 sm:hidden">
                  {t('consultation')}
                </a>
              ) : null}
              {/* The menu's copies of the bar's account links, search and language switcher are
                  drawn in the browser: every page's HTML carried them a second time for a closed
                  menu (the payload has their data either way). Without script the bar's sign-up
                  button, the site search page and the head's language alternates remain. */}
              <DrawnInBrowser>
                {brand.flags.lawFirm ? null : (
                  <div className="sm:hidden">
                    <AccountButtons brand={brand.key} locale={locale} workbenchUrl={brand.workbenchUrl} texts={accountTexts} variant="menu" />
                  </div>
                )}
                {search.allService.length ? <ProductSearch {...searchProps} variant="menu" /> : null}
                {/* On a phone the bar has no room for the switcher: it lives in the menu. */}
                {languageSwitcher ? <div className="mb-3 sm:hidden">{languageSwitcher}</div> : null}
              </DrawnInBrowser>
              {/* Rendered whether open or not: without script, and for crawlers, this is where the links under each item are. */}
              <ul className="menu-tree space-y-1">
                <NavLinkTree items={items} newTab={common('opensInNewTab')} />
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </HeaderShell>
  )
}
