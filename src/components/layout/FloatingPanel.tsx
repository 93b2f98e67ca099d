import { getTranslations } from 'next-intl/server'
import { isExternal, localizeHref } from '@/brands/links'
import { BRAND_ROUTES, type Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'
import type { FooterData } from '@/services/content/footer'
import { layoutFooter } from '@/services/content/layout-data'
import { enabledOnly, type NavigationEntry } from '@/services/content/navigation'
import { qrData } from './qr-data'
import { BackToTop, SidePanel } from './islands'
import type { PanelLink, PanelTile } from './SidePanel'
import { telHref } from '@/lib/phone'

const ACTION_ICONS: Record<string, string> = { onlineService: 'chat', contactUs: 'mail', preSaleTelephone: 'phone', freeTrial: 'shield', more: 'globe', activity: 'news' }

function isImageUrl(value: string): boolean {
  return /^(https?:\/\/|\/)\S+\.(png|jpe?g|gif|webp|avif|svg)(\?\S*)?$/i.test(value)
}

/** Activity icons: entries marked `activity`, or carrying an icon image URL in typeValueFour. */
function isActivity(entry: NavigationEntry): boolean {
  return entry.typeValueFive === 'activity' || isImageUrl(entry.typeValueFour)
}

function flatten(entries: NavigationEntry[]): NavigationEntry[] {
  return entries.flatMap((e) => [e, ...flatten(e.children)])
}

/**
 * The floating side panel, built from the brand's `suspended` entries in sort
 * order: the home-only compliance quick guide, activity icons, online service (the brand's
 * chat URL), contact us, the 'more' box (the `more` links and QR codes of the footer
 * `qrcode` group), the pre-sale phone box and back-to-top. On phones only back-to-top
 * shows, so the panel never covers content. The recycling brand and the law firm have none.
 * Shaped here as plain data for the SidePanel island, which renders a box's content the
 * first time it opens (hover, focus or tap): the page carries the tiles, not the boxes.
 */
export async function FloatingPanel({ brand, locale, navigation, footer }: { brand: BrandView; locale: Locale; navigation: NavigationEntry[]; footer?: FooterData }) {
  if (brand.flags.recycling || brand.flags.lawFirm) return null
  const entries = enabledOnly(navigation.filter((e) => e.typeName === 'suspended'))
  if (!entries.length) return null

  const [t, common, footerData] = await Promise.all([getTranslations('panel'), getTranslations('common'), footer ?? layoutFooter(brand.key, locale)])
  const newTab = common('opensInNewTab')
  const href = (path: string) => localizeHref(path, brand.key, locale)

  const compliance = flatten(enabledOnly(navigation.filter((e) => e.typeName === 'compliance'))).filter((e) => e.typeValueOne && e.typeValueThree)
  const moreGroups = enabledOnly(navigation.filter((e) => e.typeName === 'more'))
  const moreLinks = moreGroups.flatMap((g) => (g.children.length ? g.children : [g])).filter((e) => e.typeValueThree)
  const qrItems = footerData.qrcode.flatMap((g) => g.subsetList).filter((item) => item.typeValueThree)
  const backTop = entries.find((e) => e.typeValueFive === 'backTop')

  const links = (list: { typeValueOne: string; typeValueThree: string }[]): PanelLink[] => list.map((l) => ({ label: l.typeValueOne, href: href(l.typeValueThree) }))

  /** One tile of plain data: the client island renders it, and a box's content only once it opens. */
  const tileOf = (entry: NavigationEntry): PanelTile | null => {
    const base = { id: String(entry.id), label: entry.typeValueOne, ...(entry.analyticsName ? { track: entry.analyticsName } : {}) }
    if (isActivity(entry)) {
      return { ...base, icon: ACTION_ICONS.activity, ...(isImageUrl(entry.typeValueFour) ? { img: entry.typeValueFour } : {}), ...(entry.typeValueThree ? { href: href(entry.typeValueThree) } : {}) }
    }
    switch (entry.typeValueFive) {
      case 'backTop':
        return null
      case 'more': {
        const qr = qrItems.flatMap((item) => {
          const data = qrData(item.typeValueThree)
          return data ? [{ label: item.typeValueOne, qr: data }] : []
        })
        if (!moreLinks.length && !qrItems.length) return null
        return { ...base, icon: ACTION_ICONS.more, align: 'bottom', box: { kind: 'more', title: moreGroups[0]?.typeValueOne || entry.typeValueOne, links: links(moreLinks), qrTitle: t('scanQr'), qr } }
      }
      case 'preSaleTelephone': {
        const phone = brand.phones.presale || entry.typeValueTow
        const extra = entry.children.filter((c) => c.typeValueThree)
        if (!phone && !extra.length) return null
        return {
          ...base,
          icon: ACTION_ICONS.preSaleTelephone,
          box: { kind: 'phone', note: t('presale'), phone: phone || null, telHref: phone ? telHref(phone) : null, extra: entry.typeValueTow && entry.typeValueTow !== phone ? entry.typeValueTow : null, links: links(extra) },
        }
      }
      case 'onlineService': {
        const chat = brand.chatUrl || entry.typeValueThree
        if (!chat) return null
        return { ...base, icon: ACTION_ICONS.onlineService, href: isExternal(chat) ? chat : href(chat) }
      }
      default:
        if (!entry.typeValueThree) return null
        return { ...base, icon: ACTION_ICONS[entry.typeValueFive] ?? 'globe', href: href(entry.typeValueThree) }
    }
  }

  const tiles = entries.map(tileOf).filter((tile): tile is PanelTile => tile !== null)
  const guide: PanelTile | null = compliance.length
    ? {
        id: 'quick-guide',
        label: t('quickGuide'),
        icon: 'book',
        track: 'side_quick_guide',
        box: { kind: 'guide', title: t('quickGuideTitle'), links: compliance.map((item) => ({ label: item.typeValueOne, href: href(item.typeValueThree), description: item.typeValueTow || '' })) },
      }
    : null

  return (
    <aside aria-label={common('sidePanel')} className="panel">
      {tiles.length || guide ? <SidePanel tiles={tiles} guide={guide} prefix={BRAND_ROUTES[brand.key].prefix} newTab={newTab} /> : null}
      <BackToTop label={backTop?.typeValueOne || t('backToTop')} track={backTop?.analyticsName} />
    </aside>
  )
}
