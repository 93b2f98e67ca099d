import { isExternal } from '@/brands/links'

/** How long a same-tab link waits for its click to be counted before it goes anyway. */
export const COUNT_WAIT_MS = 1500

/** External links open in a new tab; the site's own pages in this one. */
export function opensNewTab(href: string): boolean {
  return isExternal(href)
}

/**
 * A campaign link's click: counted, then followed. A new tab (or a modified click) follows
 * at once and the count runs beside it; a plain click in this tab waits for the count a
 * moment, since leaving the page would cut it off.
 */
export function followCounted(
  event: { preventDefault(): void; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; currentTarget: Element },
  href: string,
  newTab: boolean,
  count: (() => Promise<void>) | null,
): void {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
  if (newTab || !plain) {
    if (count) void count()
    // The page stays: the campaign has done its work, so its dialog closes.
    if (newTab) event.currentTarget.closest('dialog')?.close()
    return
  }
  if (!count) return
  event.preventDefault()
  void Promise.race([count(), new Promise((resolve) => setTimeout(resolve, COUNT_WAIT_MS))]).then(() => window.location.assign(href))
}
