'use client'

import { useTranslations } from 'next-intl'

export interface ClassOption {
  classId: number
  name: string
}

/**
 * Classes as checkboxes in a disclosure, so the form stays short until someone needs
 * them. Shared by the search form and the manual-request dialog.
 */
export function ClassPicker({
  legend,
  hint,
  options,
  selected,
  onChange,
  name,
  noneLabel,
}: {
  legend: string
  hint?: string
  options: readonly ClassOption[]
  selected: readonly number[]
  onChange: (next: number[]) => void
  name: string
  /** What an empty choice means here: "all classes" in the search, "none chosen yet" where classes are required. */
  noneLabel?: string
}) {
  const t = useTranslations('markSearch')
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id].sort((a, b) => a - b) : selected.filter((c) => c !== id))
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <details className="mt-2 rounded-lg border border-slate-300 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm text-slate-800">{selected.length ? t('classesChosen', { count: selected.length }) : (noneLabel ?? t('classesNone'))}</summary>
        <div className="grid max-h-64 grid-cols-2 gap-x-3 gap-y-1 overflow-y-auto border-t border-slate-200 p-3 sm:grid-cols-3 lg:grid-cols-4">
          {options.map((o) => (
            <label key={o.classId} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={name} value={o.classId} checked={selected.includes(o.classId)} onChange={(e) => toggle(o.classId, e.target.checked)} className="h-4 w-4 accent-brand" />
              <span>
                {o.classId} {o.name}
              </span>
            </label>
          ))}
        </div>
        {selected.length ? (
          <button type="button" onClick={() => onChange([])} className="m-3 mt-0 text-sm text-brand underline">
            {t('clearClasses')}
          </button>
        ) : null}
      </details>
    </fieldset>
  )
}

export interface OfficeOption {
  countryCode: number
  name: string
}

/** Offices as a row of checkboxes. */
export function OfficePicker({ legend, options, selected, onChange, name }: { legend: string; options: readonly OfficeOption[]; selected: readonly number[]; onChange: (next: number[]) => void; name: string }) {
  const toggle = (code: number, on: boolean) => onChange(on ? [...selected, code] : selected.filter((c) => c !== code))
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.countryCode} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={o.countryCode} checked={selected.includes(o.countryCode)} onChange={(e) => toggle(o.countryCode, e.target.checked)} className="h-4 w-4 accent-brand" />
            {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
