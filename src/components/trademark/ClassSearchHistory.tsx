import { useTranslations } from 'next-intl'
import type { SearchHistoryEntry } from './search-history'

/** The visitor's recent class searches (newest first), each a button that runs it again. */
export function ClassSearchHistory({ entries, onRun, onClear }: { entries: SearchHistoryEntry[]; onRun: (keyword: string) => void; onClear: () => void }) {
  const t = useTranslations('classSearch')
  if (!entries.length) return null
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="class-history-heading" className="text-base font-semibold text-ink">
          {t('historyHeading')}
        </h3>
        <button type="button" onClick={onClear} className="rounded text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-ink">
          {t('historyClear')}
        </button>
      </div>
      <ul aria-labelledby="class-history-heading" className="mt-2 flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={`${entry.markElement}\u0000${entry.country}`}>
            <button
              type="button"
              onClick={() => onRun(entry.markElement)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-ink hover:border-brand hover:text-brand"
            >
              {entry.markElement}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
