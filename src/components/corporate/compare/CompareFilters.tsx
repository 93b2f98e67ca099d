'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/**
 * The comparison table's filters: one checkbox per seller need; rows that do not fit every
 * ticked need are hidden (each row lists the needs it fits in `data-fits`), the number shown
 * is announced, and a message says when nothing fits. The table itself is server-rendered
 * inside this island: without JavaScript the checkboxes stay hidden and every row is shown.
 */
export interface FilterTexts {
  legend: string
  hint: string
  /** With `{shown}` and `{total}`. */
  status: string
  noMatch: string
  reset: string
}

export function CompareFilters({ needs, texts, children }: { needs: { key: string; label: string }[]; texts: FilterTexts; children: ReactNode }) {
  const [ready, setReady] = useState(false)
  const [checked, setChecked] = useState<string[]>([])
  const [counts, setCounts] = useState<{ shown: number; total: number } | null>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => setReady(true), [])

  useEffect(() => {
    const rows = [...(tableRef.current?.querySelectorAll<HTMLElement>('[data-fits]') ?? [])]
    let shown = 0
    for (const row of rows) {
      const fits = (row.dataset.fits ?? '').split(' ')
      const visible = checked.every((need) => fits.includes(need))
      row.hidden = !visible
      if (visible) shown++
    }
    setCounts({ shown, total: rows.length })
  }, [checked])

  const toggle = (key: string, on: boolean) => setChecked((list) => (on ? [...list, key] : list.filter((k) => k !== key)))
  const status = counts ? texts.status.replace('{shown}', String(counts.shown)).replace('{total}', String(counts.total)) : ''

  return (
    <>
      <fieldset hidden={!ready} className="mt-6 rounded-xl border border-slate-200 bg-surface p-5" aria-describedby={`${id}-hint`}>
        <legend className="px-1 font-semibold text-ink">{texts.legend}</legend>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {texts.hint}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {needs.map((need) => (
            <label key={need.key} className="flex items-start gap-2 text-slate-800">
              <input type="checkbox" name="need" value={need.key} checked={checked.includes(need.key)} onChange={(e) => toggle(need.key, e.target.checked)} className="mt-1 h-4 w-4 accent-brand" />
              <span>{need.label}</span>
            </label>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <p role="status" aria-live="polite" className="text-sm font-medium text-ink" data-filter-status>
            {ready ? status : ''}
          </p>
          {checked.length ? (
            <button type="button" onClick={() => setChecked([])} className="text-sm text-brand underline underline-offset-2">
              {texts.reset}
            </button>
          ) : null}
        </div>
      </fieldset>
      {counts && counts.shown === 0 ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800" data-filter-empty>
          {texts.noMatch}
        </p>
      ) : null}
      <div ref={tableRef} hidden={counts?.shown === 0}>
        {children}
      </div>
    </>
  )
}
