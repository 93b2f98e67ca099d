'use client'

import { useEffect, useRef, type ReactNode } from 'react'

export interface CampaignDialogProps {
  /** The id of the visible title; without one, `label` names the dialog. */
  labelledBy?: string
  label?: string
  /** Width on a large screen, as a Tailwind class; a phone gets the full width minus margins. */
  widthClass: string
  closeLabel: string
  /** Shown as a badge when an editor previews the campaign. */
  previewLabel?: string | null
  onClose: () => void
  children: ReactNode
}

/**
 * The modal frame of every campaign: a <dialog> opened with showModal (focus moves in,
 * the page behind is inert, Escape closes, the browser returns focus on close), named by
 * its title, with a visible close button of a finger's size.
 */
export function CampaignDialog({ labelledBy, label, widthClass, closeLabel, previewLabel, onClose, children }: CampaignDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onClose={onClose}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/60 ${widthClass}`}
    >
      <form method="dialog" className="absolute right-2 top-2 z-10">
        <button
          type="submit"
          aria-label={closeLabel}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-2xl leading-none text-slate-700 shadow hover:text-brand"
        >
          <span aria-hidden="true">×</span>
        </button>
      </form>
      {previewLabel ? (
        <p className="absolute left-2 top-2 z-10 rounded-md bg-amber-300 px-2 py-1 text-xs font-bold uppercase tracking-wide text-slate-900">{previewLabel}</p>
      ) : null}
      {children}
    </dialog>
  )
}
