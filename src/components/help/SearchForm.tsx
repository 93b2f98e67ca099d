import type { ReactNode } from 'react'
import { MAX_QUERY_LENGTH } from '@/services/help/search'

/**
 * A keyword search as a plain GET form: it works without JavaScript, and the list pages
 * it sits on stay static; only the results page it opens is rendered per request.
 */
export function SearchForm({ id, action, label, placeholder, button, hint, defaultValue = '', children }: { id: string; action: string; label: string; placeholder: string; button: string; hint: string; defaultValue?: string; children?: ReactNode }) {
  return (
    <form role="search" action={action} method="get" aria-labelledby={`${id}-label`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="keyword"
          type="search"
          required
          maxLength={MAX_QUERY_LENGTH}
          defaultValue={defaultValue}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-4 py-2.5 text-ink placeholder:text-slate-500 focus:border-brand"
        />
        {children}
        <button type="submit" className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-contrast transition hover:opacity-90">
          {button}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
        {hint}
      </p>
    </form>
  )
}
