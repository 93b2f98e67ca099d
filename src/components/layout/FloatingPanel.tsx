import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import type { Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'
import { enabledOnly, type NavigationEntry } from '@/services/content/navigation'
import { Icon } from '../ui/Icon'
import { SmartLink } from '../ui/SmartLink'

const ACTION_ICONS: Record<string, string> = { onlineService: 'chat', contactUs: 'mail', preSaleTelephone: 'phone', freeTrial: 'shield', backTop: 'arrowUp', more: 'globe' }

/**
 * The floating side panel (spec 2.5) from the brand's `suspended` entries. The online
 * service entry opens the brand's chat URL; back-to-top jumps to the page top.
 */
export async function FloatingPanel({ brand, locale, navigation }: { brand: BrandView; locale: Locale; navigation: NavigationEntry[] }) {
  const common = await getTranslations('common')
  const entries = enabledOnly(navigation.filter((e) => e.typeName === 'suspended'))
  if (!entries.length) return null
  const target = (entry: NavigationEntry): string => {
    if (entry.typeValueFive === 'onlineService' && brand.chatUrl) return brand.chatUrl
    if (entry.typeValueFive === 'preSaleTelephone' && brand.phones.presale) return `tel:${brand.phones.presale.replace(/[^\d+]/g, '')}`
    if (entry.typeValueFive === 'backTop') return '#top'
    return localizeHref(entry.typeValueThree || '#', brand.key, locale)
  }
  return (
    <aside aria-label={common('sidePanel')} className="fixed bottom-24 right-3 z-30 hidden md:block">
      <ul className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
        {entries.map((entry) => (
          <li key={entry.id} className="border-b border-slate-100 last:border-b-0">
            <SmartLink href={target(entry)} className="flex w-20 flex-col items-center gap-1 px-2 py-3 text-center text-xs text-slate-700 hover:bg-surface hover:text-brand" newTabLabel={common('opensInNewTab')} data-track={entry.analyticsName || undefined}>
              <Icon name={ACTION_ICONS[entry.typeValueFive] ?? 'globe'} />
              <span>{entry.typeValueOne}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </aside>
  )
}
