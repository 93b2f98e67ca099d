/**
 * Images that fail to load (a dropped connection, a busy server) are asked for again, up to
 * IMAGE_RETRY_ATTEMPTS times, a little later each time; one image per page, the first one
 * (the hero illustration), is preloaded and the rest load lazily as they come near the
 * window (components/ui/CmsImage.tsx). One listener for the whole document does the retries,
 * so no image needs a client component of its own.
 */

export const IMAGE_RETRY_ATTEMPTS = 2
export const IMAGE_PRELOAD_COUNT = 1
/** Waits 600 ms before the first retry and 1,200 ms before the second. */
export const IMAGE_RETRY_DELAY_MS = 600

const ATTEMPTS_ATTRIBUTE = 'data-image-retries'

/** The address asked for on retry `attempt`: the same image, with a `retry` mark so no cache answers with the failure. */
export function retryUrl(src: string, attempt: number, base = 'http://localhost'): string {
  const url = new URL(src, base)
  url.searchParams.set('retry', String(attempt))
  // Keep a site-relative address relative: only the path and query change.
  return /^[a-z][a-z0-9+.-]*:/i.test(src) ? url.href : `${url.pathname}${url.search}${url.hash}`
}

/** What the retry needs of an <img>: enough to test it without a browser. */
export interface RetryableImage {
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
  currentSrc: string
  src: string
}

type Schedule = (run: () => void, delayMs: number) => unknown

/** Asks for a failed image again unless it has had its retries; answers whether it will. */
export function retryImage(img: RetryableImage, schedule: Schedule = setTimeout): boolean {
  const done = Number(img.getAttribute(ATTEMPTS_ATTRIBUTE) ?? 0)
  const source = img.currentSrc || img.src
  if (!source || source.startsWith('data:') || done >= IMAGE_RETRY_ATTEMPTS) return false
  const attempt = done + 1
  img.setAttribute(ATTEMPTS_ATTRIBUTE, String(attempt))
  schedule(() => {
    // The failed candidate is asked for directly: a srcset would send the browser back to it.
    img.removeAttribute('srcset')
    img.src = retryUrl(source, attempt, typeof location === 'undefined' ? undefined : location.href)
  }, IMAGE_RETRY_DELAY_MS * attempt)
  return true
}

/**
 * Retries every image of `doc` that fails from now on, and the ones that failed before this
 * ran (the listener is attached once the page's script has loaded). Answers the undo.
 */
export function installImageRetry(doc: Document): () => void {
  const onError = (event: Event) => {
    const target = event.target as Element | null
    if (target?.tagName === 'IMG') retryImage(target as HTMLImageElement)
  }
  // Image errors do not bubble: the listener catches them on the way down.
  doc.addEventListener('error', onError, true)
  for (const img of Array.from(doc.images)) if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) retryImage(img)
  return () => doc.removeEventListener('error', onError, true)
}
