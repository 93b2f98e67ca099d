'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { localDay, shouldShowMergerNotice } from './merger-notice-rules'

export interface MergerNoticeProps {
  brandKey: string
  title: string
  text: string
  login: { label: string; href: string } | null
  go: { label: string; href: string } | null
  texts: { neverAgain: string; close: string }
}

/** Browser memory of the notice, per brand: the last day shown and "do not show again". */
const keys = (brandKey: string) => ({ day: `mergerNotice:${brandKey}:lastShown`, never: `mergerNotice:${brandKey}:never` })

function read(brandKey: string) {
  try {
    const k = keys(brandKey)
    return { lastShownDay: localStorage.getItem(k.day), neverAgain: localStorage.getItem(k.never) === '1' }
  } catch {
    // Storage blocked: show it, as for a first visit.
    return { lastShownDay: null, neverAgain: false }
  }
}

function remember(brandKey: string, day: string, neverAgain: boolean) {
  try {
    const k = keys(brandKey)
    localStorage.setItem(k.day, day)
    if (neverAgain) localStorage.setItem(k.never, '1')
  } catch {
    // Storage blocked: nothing to keep.
  }
}

/**
 * The merged-in brand's notice to former customers (650 px wide, full width on a phone):
 * the business moved to the other company; continue logging in there, or go to its site.
 * Shown after load, at most once a day, never after "do not show again" (see
 * merger-notice-rules); the page's HTML stays the same for every visitor.
 */
export function MergerNotice({ brandKey, title, text, login, go, texts }: MergerNoticeProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const neverId = useId()
  const [open, setOpen] = useState(false)
  const [neverAgain, setNeverAgain] = useState(false)

  useEffect(() => {
    const now = new Date()
    if (!shouldShowMergerNotice(read(brandKey), now)) return
    remember(brandKey, localDay(now), false)
    setOpen(true)
  }, [brandKey])

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])

  if (!open) return null
  const keepChoice = () => remember(brandKey, localDay(new Date()), neverAgain)
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={keepChoice}
      className="m-auto w-[calc(100%-2rem)] max-w-[650px] rounded-xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/50 md:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {go ? (
          <a href={go.href} onClick={keepChoice} className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
            {go.label}
          </a>
        ) : null}
        {login ? (
          <a href={login.href} onClick={keepChoice} className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium text-slate-800 hover:border-brand">
            {login.label}
          </a>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <label htmlFor={neverId} className="flex items-center gap-2 text-sm text-slate-700">
          <input id={neverId} type="checkbox" checked={neverAgain} onChange={(e) => setNeverAgain(e.target.checked)} className="h-4 w-4" />
          {texts.neverAgain}
        </label>
        <form method="dialog">
          <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand">
            {texts.close}
          </button>
        </form>
      </div>
    </dialog>
  )
}
