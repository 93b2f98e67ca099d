export interface ClosureNoticeProps {
  /** The brand's notice (BrandView.closureNotice), its link already localised for the page's language. */
  notice: { title: string; text: string; link: { label: string; href: string } | null }
}

/** One notice per page, so a fixed id names it. */
const TITLE_ID = 'closure-notice-title'

/**
 * The TH variant's close-of-service notice: a band at the top of every page, before the
 * header, that every visitor sees (the same HTML for all, so pages stay cacheable). A
 * labelled region, so screen-reader users find it in the landmarks list; dark text on a
 * pale amber band (contrast above 12:1) with a bold border, so nobody mistakes it for an
 * advertisement.
 */
export function ClosureNotice({ notice }: ClosureNoticeProps) {
  return (
    <section aria-labelledby={TITLE_ID} className="border-b-4 border-amber-600 bg-amber-50 text-slate-900">
      <div className="mx-auto flex w-full max-w-[1600px] gap-3 px-3 py-4 sm:px-6">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </svg>
        <div className="min-w-0">
          <h2 id={TITLE_ID} className="text-base font-bold leading-snug sm:text-lg">
            {notice.title}
          </h2>
          {notice.text ? <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{notice.text}</p> : null}
          {notice.link ? (
            <p className="mt-2">
              <a
                href={notice.link.href}
                className="inline-block rounded font-semibold text-slate-900 underline decoration-2 underline-offset-2 hover:text-amber-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
              >
                {notice.link.label}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
