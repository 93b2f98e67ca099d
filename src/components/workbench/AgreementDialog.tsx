'use client'

import { useId, type Ref } from 'react'

import type { AgreementView } from '@/services/accounts/agreements'

/** One entry of business/sysAgreement/listNewestAgreement (the service's own shape). */
export type Agreement = AgreementView

/**
 * The text of an agreement in a native modal <dialog>: focus moves in when it opens,
 * Escape and the close button close it, and focus returns to the title that opened it.
 */
export function AgreementDialog({ agreement, closeLabel, ref }: { agreement: Agreement; closeLabel: string; ref: Ref<HTMLDialogElement> }) {
  const titleId = useId()
  const paragraphs = agreement.content.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto max-h-[85vh] w-[calc(100%-2rem)] max-w-2xl rounded-xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="flex max-h-[85vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {agreement.title}
          </h2>
          <span className="shrink-0 text-xs text-slate-600">v{agreement.version}</span>
        </div>
        {/* Focusable so keyboard users can scroll a long text. */}
        <div tabIndex={0} aria-labelledby={titleId} role="document" className="flex-1 space-y-3 overflow-y-auto px-5 py-4 text-sm leading-relaxed text-slate-800">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        <div className="flex justify-end border-t border-slate-200 px-5 py-3">
          <form method="dialog">
            <button type="submit" className="rounded-lg bg-brand px-5 py-2 font-semibold text-brand-contrast hover:opacity-90">
              {closeLabel}
            </button>
          </form>
        </div>
      </div>
    </dialog>
  )
}
