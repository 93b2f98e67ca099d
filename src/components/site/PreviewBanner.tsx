import type { BrandKey, Locale } from '@/brands/registry'
import cn from '@/i18n/messages/cn/preview.json'
import de from '@/i18n/messages/de/preview.json'
import en from '@/i18n/messages/en/preview.json'
import ko from '@/i18n/messages/ko/preview.json'
import { draftModeOn, readsDrafts } from '@/services/content/preview'
import { PREVIEW_EXIT_ROUTE } from '@/services/content/preview-query'

const TEXTS: Record<Locale, typeof en> = { cn, en, de, ko }

/** One band per page, so a fixed id names it. */
const NOTICE_ID = 'preview-banner-notice'

/**
 * The editor's preview band above every page while Next's draft mode is on for this
 * browser (the CMS's preview button turned it on): it says the page shows unpublished
 * drafts, or that it does not because the browser has no CMS session for the brand, and
 * links to leaving the preview. Rendered on the server only in draft mode; a cached render
 * for visitors never has draft mode, so their HTML carries no band. The link is a plain
 * link (never prefetched), so the preview ends only when the editor follows it.
 */
export async function PreviewBanner({ brand, locale }: { brand: BrandKey; locale: Locale }) {
  if (!(await draftModeOn())) return null
  const texts = TEXTS[locale] ?? en
  const drafts = await readsDrafts(brand)
  return (
    <aside aria-labelledby={NOTICE_ID} data-preview-banner className="border-b-4 border-amber-600 bg-amber-50 text-slate-900">
      <div className="mx-auto flex w-full max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-1 px-3 py-3 text-sm sm:px-6">
        <p id={NOTICE_ID} role="status" className="font-bold">
          {drafts ? texts.notice : texts.notAllowed}
        </p>
        {drafts ? <p>{texts.hint}</p> : null}
        <a
          href={PREVIEW_EXIT_ROUTE}
          className="ml-auto inline-block rounded font-semibold text-slate-900 underline decoration-2 underline-offset-2 hover:text-amber-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          {texts.leave}
        </a>
      </div>
    </aside>
  )
}
