import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { isExternal, localizeHref } from '@/brands/links'
import { BRAND_ROUTES, type Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'
import type { FooterData } from '@/services/content/footer'
import { layoutFooter } from '@/services/content/layout-data'
import { enabledOnly, type NavigationEntry } from '@/services/content/navigation'
import { Icon } from '../ui/Icon'
import { QrCode } from '../ui/QrCode'
import { SmartLink } from '../ui/SmartLink'
import { BackToTop } from './BackToTop'
import { QuickGuide } from './QuickGuide'
import { telHref } from '@/lib/phone'

const ACTION_ICONS: Record<string, string> = { onlineService: 'chat', contactUs: 'mail', preSaleTelephone: 'phone', freeTrial: 'shield', more: 'globe', activity: 'news' }

/** A panel tile: icon over a short label. Also used for the <summary> of the hover boxes. */
const TILE =
  'flex w-20 cursor-pointer list-none flex-col items-center gap-1 rounded-lg px-2 py-3 text-center text-xs text-slate-700 hover:bg-surface hover:text-brand [&::-webkit-details-marker]:hidden'

/**
 * A box beside the panel. It opens on hover, on keyboard focus anywhere in its item (the
 * trigger or a link inside), and stays open while the trigger's <details> is open (a tap
 * or a click toggles it, which is how touch screens open it). CSS only.
 *
 * Hiding keeps a 150 ms visibility delay even for visitors who ask for reduced motion (the
 * fade itself goes): Tab from the trigger to the box's first link leaves the trigger before
 * the link has focus, and a box hidden at once in that instant sends focus to the page
 * body instead, so keyboard users could never reach the links.
 */
const BOX =
  'invisible absolute right-full z-10 pr-2 opacity-0 transition-[opacity,visibility] duration-150 motion-reduce:transition-[visibility] group-hover:visible group-hover:opacity-100 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100 peer-open:visible peer-open:opacity-100'

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

function HoverBox({ label, icon, track, align = 'top', children }: { label: string; icon: string; track?: string; align?: 'top' | 'bottom'; children: ReactNode }) {
  return (
    <li className="group relative">
      {/* One name: opening a box by tap or click closes the one opened before. */}
      <details name="side-panel" className="peer">
        <summary className={TILE} data-track={track || undefined}>
          <Icon name={icon} />
          <span>{label}</span>
        </summary>
      </details>
      <div className={`${BOX} ${align === 'bottom' ? 'bottom-0' : 'top-0'}`}>
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-xl">{children}</div>
      </div>
    </li>
  )
}

/**
 * The floating side panel, built from the brand's `suspended` entries in sort
 * order: the home-only compliance quick guide, activity icons, online service (the brand's
 * chat URL), contact us, the 'more' box (the `more` links and QR codes of the footer
 * `qrcode` group), the pre-sale phone box and back-to-top. On phones only back-to-top
 * shows, so the panel never covers content. The recycling brand and the law firm have none.
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

  const linkClass = 'block rounded-md px-2 py-1.5 hover:bg-surface hover:text-brand'
  /** A list of navigation entries as links (the "more" box, the pre-sale box). */
  const EntryLinks = ({ entries, className }: { entries: { id: number | string; typeValueOne: string; typeValueThree: string }[]; className: string }) => (
    <ul className={className}>
      {entries.map((link) => (
        <li key={link.id}>
          <SmartLink href={href(link.typeValueThree)} className={linkClass} newTabLabel={newTab}>
            {link.typeValueOne}
          </SmartLink>
        </li>
      ))}
    </ul>
  )

  const renderEntry = (entry: NavigationEntry): ReactNode => {
    const track = entry.analyticsName || undefined
    if (isActivity(entry)) {
      const body = (
        <>
          {isImageUrl(entry.typeValueFour) ? <img src={entry.typeValueFour} alt="" loading="lazy" className="h-10 w-10 object-contain" /> : <Icon name={ACTION_ICONS.activity} />}
          <span>{entry.typeValueOne}</span>
        </>
      )
      return (
        <li key={entry.id}>
          {entry.typeValueThree ? (
            <SmartLink href={href(entry.typeValueThree)} className={TILE} newTabLabel={newTab} data-track={track}>
              {body}
            </SmartLink>
          ) : (
            <div className={TILE.replace('cursor-pointer', '')}>{body}</div>
          )}
        </li>
      )
    }
    switch (entry.typeValueFive) {
      case 'backTop':
        return null
      case 'more':
        if (!moreLinks.length && !qrItems.length) return null
        return (
          <HoverBox key={entry.id} label={entry.typeValueOne} icon={ACTION_ICONS.more} track={track} align="bottom">
            <p className="mb-2 font-semibold text-slate-900">{moreGroups[0]?.typeValueOne || entry.typeValueOne}</p>
            {moreLinks.length ? (
              <EntryLinks entries={moreLinks} className="grid w-64 grid-cols-2 gap-1" />
            ) : null}
            {qrItems.length ? (
              <>
                <p className="mb-2 mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">{t('scanQr')}</p>
                <ul className="flex w-64 flex-wrap gap-4">
                  {qrItems.map((item) => (
                    <li key={item.id} className="flex w-24 flex-col items-center gap-1 text-center text-xs">
                      <QrCode value={item.typeValueThree} label={item.typeValueOne} className="h-24 w-24" />
                      <span aria-hidden="true">{item.typeValueOne}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </HoverBox>
        )
      case 'preSaleTelephone': {
        const phone = brand.phones.presale || entry.typeValueTow
        const links = entry.children.filter((c) => c.typeValueThree)
        if (!phone && !links.length) return null
        return (
          <HoverBox key={entry.id} label={entry.typeValueOne} icon={ACTION_ICONS.preSaleTelephone} track={track}>
            <p className="text-xs text-slate-600">{t('presale')}</p>
            {phone ? (
              <a href={telHref(phone)} className="mt-1 block whitespace-nowrap text-lg font-semibold text-brand hover:underline">
                {phone}
              </a>
            ) : null}
            {entry.typeValueTow && entry.typeValueTow !== phone ? <p className="mt-1 text-xs text-slate-600">{entry.typeValueTow}</p> : null}
            {links.length ? (
              <EntryLinks entries={links} className="mt-2 w-56 border-t border-slate-100 pt-2" />
            ) : null}
          </HoverBox>
        )
      }
      case 'onlineService': {
        const chat = brand.chatUrl || entry.typeValueThree
        if (!chat) return null
        return (
          <li key={entry.id}>
            <SmartLink href={isExternal(chat) ? chat : href(chat)} className={TILE} newTabLabel={newTab} data-track={track}>
              <Icon name={ACTION_ICONS.onlineService} />
              <span>{entry.typeValueOne}</span>
            </SmartLink>
          </li>
        )
      }
      default:
        if (!entry.typeValueThree) return null
        return (
          <li key={entry.id}>
            <SmartLink href={href(entry.typeValueThree)} className={TILE} newTabLabel={newTab} data-track={track}>
              <Icon name={ACTION_ICONS[entry.typeValueFive] ?? 'globe'} />
              <span>{entry.typeValueOne}</span>
            </SmartLink>
          </li>
        )
    }
  }

  const items = entries.map(renderEntry).filter(Boolean)

  return (
    <aside aria-label={common('sidePanel')} className="fixed bottom-6 right-3 z-30 flex flex-col items-end gap-2 print:hidden">
      {items.length || compliance.length ? (
        <ul className="hidden flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-1 shadow-lg md:flex">
          {compliance.length ? (
            <QuickGuide prefix={BRAND_ROUTES[brand.key].prefix}>
              <HoverBox label={t('quickGuide')} icon="book" track="side_quick_guide">
                <p className="mb-2 font-semibold text-slate-900">{t('quickGuideTitle')}</p>
                <ul className="w-72 space-y-1">
                  {compliance.map((item) => (
                    <li key={item.id}>
                      <SmartLink href={href(item.typeValueThree)} className={linkClass} newTabLabel={newTab}>
                        <span className="block font-medium text-slate-900">{item.typeValueOne}</span>
                        {item.typeValueTow ? <span className="block text-xs text-slate-600">{item.typeValueTow}</span> : null}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </HoverBox>
            </QuickGuide>
          ) : null}
          {items}
        </ul>
      ) : null}
      <BackToTop label={backTop?.typeValueOne || t('backToTop')} track={backTop?.analyticsName} />
    </aside>
  )
}
