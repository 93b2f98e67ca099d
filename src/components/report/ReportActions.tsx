'use client'

import { TOAST_EVENT } from '@/lib/gateway-client'

/** Print and share buttons of the report page (hidden when printing). */
export function ReportActions({ texts }: { texts: { print: string; copyLink: string; linkCopied: string } }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: texts.linkCopied } }))
    } catch {
      // Clipboard refused (permissions): the address bar still has the link.
    }
  }
  const button = 'rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-surface'
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <button type="button" onClick={() => window.print()} className={button} data-track="report:print">
        {texts.print}
      </button>
      <button type="button" onClick={copy} className={button} data-track="report:copy-link">
        {texts.copyLink}
      </button>
    </div>
  )
}
