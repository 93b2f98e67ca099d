import { localDay } from '@/components/layout/merger-notice-rules'
import { POPUP_LIMIT_TYPES, POPUP_MODULE_TYPES, POPUP_TRIGGER_DELAY_MS, POPUP_TRIGGER_TYPES } from '@/services/campaigns/constants'
import type { PopupView } from '@/services/campaigns/types'
import { matchesAnyTrigger } from './page-match'

/**
 * Whether this visitor sees a pop-up now, from when the browser last showed it:
 * once a calendar day in the visitor's time zone, on every visit, or once ever.
 * Pure, so the rules are tested with any clock.
 */
export function popupAllowed(limitType: number, lastShownAt: Date | null, now: Date): boolean {
  switch (limitType) {
    case POPUP_LIMIT_TYPES.ALWAYS:
      return true
    case POPUP_LIMIT_TYPES.ONCE_EVER:
      return lastShownAt === null
    case POPUP_LIMIT_TYPES.ONCE_A_DAY:
      return lastShownAt === null || localDay(lastShownAt) !== localDay(now)
    default:
      // A limit this browser code does not know: showing nothing annoys nobody.
      return false
  }
}

/** The first pop-up of the site's module whose trigger pages name this page and whose limit allows it. */
export function choosePopup(popups: readonly PopupView[], page: string, lastShownAt: (id: number) => Date | null, now: Date): PopupView | null {
  return (
    popups.find(
      (popup) => Number(popup.moduleType) === POPUP_MODULE_TYPES.OFFICIAL_SITE && matchesAnyTrigger(popup.triggerPages ?? [], page) && popupAllowed(Number(popup.limitType), lastShownAt(popup.id), now),
    ) ?? null
  )
}

/** How long after arrival a pop-up opens: at once, or once the visitor stayed a while. */
export function popupDelayMs(popup: Pick<PopupView, 'popupBoxTriggerType'>): number {
  return Number(popup.popupBoxTriggerType) === POPUP_TRIGGER_TYPES.AFTER_DELAY ? POPUP_TRIGGER_DELAY_MS : 0
}
