'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { searchClasses, type ClassSearchAnswer } from './class-search-client'
import { ClassSearchHistory } from './ClassSearchHistory'
import { ClassSearchResults } from './ClassSearchResults'
import { readHistory, recordSearch, writeHistory, type SearchHistoryEntry } from './search-history'

type View =
  | { kind: 'idle' }
  | { kind: 'required' }
  | { kind: 'searching'; keyword: string }
  | { kind: 'found'; keyword: string; answer: ClassSearchAnswer }
  | { kind: 'refused'; keyword: string; message: string }
  | { kind: 'busy'; keyword: string }
  | { kind: 'failed'; keyword: string }

/** Classification searches carry no country (the history's country is ''). */
const NO_COUNTRY = ''

/**
 * The class finder's form: a product word in Chinese or English
 * → classes, similar groups and items. Every outcome is worded in one live region under
 * the form. The classification is public reference data, so anyone can search it without
 * a login. History is read after mount, so the server HTML is the same for everyone.
 */
export function ClassSearch() {
  const t = useTranslations('classSearch')
  const ids = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const running = useRef<AbortController | null>(null)
  const [keyword, setKeyword] = useState('')
  const [view, setView] = useState<View>({ kind: 'idle' })
  // The last answer stays on screen while the next search runs.
  const [shown, setShown] = useState<{ keyword: string; answer: ClassSearchAnswer } | null>(null)
  const [history, setHistory] = useState<SearchHistoryEntry[]>([])

  useEffect(() => {
    setHistory(readHistory('classification'))
    return () => running.current?.abort()
  }, [])

  async function run(raw: string) {
    const wanted = raw.trim()
    if (!wanted) {
      running.current?.abort()
      setView({ kind: 'required' })
      setShown(null)
      inputRef.current?.focus()
      return
    }
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setView({ kind: 'searching', keyword: wanted })

    const outcome = await searchClasses(wanted, controller.signal)
    if (outcome.kind === 'cancelled' || running.current !== controller) return
    switch (outcome.kind) {
      case 'found':
        setHistory(recordSearch('classification', wanted, NO_COUNTRY))
        setShown({ keyword: wanted, answer: outcome.answer })
        setView({ kind: 'found', keyword: wanted, answer: outcome.answer })
        return
      case 'busy':
        setShown(null)
        setView({ kind: 'busy', keyword: wanted })
        return
      case 'refused':
        setShown(null)
        setView({ kind: 'refused', keyword: wanted, message: outcome.message })
        inputRef.current?.focus()
        return
      case 'failed':
        setShown(null)
        setView({ kind: 'failed', keyword: wanted })
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void run(keyword)
  }

  function runFromHistory(entry: string) {
    setKeyword(entry)
    void run(entry)
  }

  function clearHistory() {
    writeHistory('classification', [])
    setHistory([])
    // The history buttons are gone; the input is the natural place to continue.
    inputRef.current?.focus()
  }

  const invalid = view.kind === 'required' || view.kind === 'refused'
  const statusId = `${ids}-status`
  const hintId = `${ids}-hint`
  const showing = view.kind === 'found' || view.kind === 'searching' ? shown : null

  return (
    <div>
      <form role="search" noValidate onSubmit={submit} aria-labelledby={`${ids}-label`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <label id={`${ids}-label`} htmlFor={`${ids}-keyword`} className="block font-semibold text-ink">
          {t('keyword')}
        </label>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <input
            ref={inputRef}
            id={`${ids}-keyword`}
            name="keyword"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('placeholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${statusId} ${hintId}` : hintId}
            className="min-w-0 flex-1 rounded-lg border border-slate-500 px-4 py-2.5 text-ink placeholder:text-slate-500 focus:border-brand aria-[invalid=true]:border-red-700"
          />
          <button type="submit" className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-contrast transition hover:opacity-90">
            {t('submit')}
          </button>
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {t('keywordHint')}
        </p>
      </form>

      {/* One polite live region for every outcome; the results below are not re-read. */}
      <div id={statusId} data-search-status role="status" aria-live="polite" className="mt-4 min-h-6 text-sm" aria-busy={view.kind === 'searching' || undefined}>
        <StatusText view={view} />
      </div>

      <ClassSearchHistory entries={history} onRun={runFromHistory} onClear={clearHistory} />

      {showing ? <ClassSearchResults keyword={showing.keyword} answer={showing.answer} /> : null}
    </div>
  )
}

function StatusText({ view }: { view: View }) {
  const t = useTranslations('classSearch')
  switch (view.kind) {
    case 'idle':
      return null
    case 'required':
      return <p className="text-red-700">{t('keywordRequired')}</p>
    case 'searching':
      return <p className="text-slate-700">{t('searching', { keyword: view.keyword })}</p>
    case 'refused':
      return <p className="text-red-700">{t('invalidKeyword', { detail: view.message })}</p>
    case 'failed':
      return <p className="text-red-700">{t('networkError')}</p>
    case 'busy':
      return <p className="text-red-700">{t('tooManySearches')}</p>
    case 'found': {
      const { answer, keyword } = view
      if (!answer.classes.length) return <p className="text-ink">{t('noResults', { keyword })}</p>
      const classes = answer.classes.length
      return (
        <p className="text-ink">
          {answer.total ? t('summary', { keyword, items: answer.total, classes }) : t('summaryClassesOnly', { keyword, classes })}
          {answer.truncated ? ` ${t('truncated', { shown: answer.classes.reduce((sum, c) => sum + c.items.length, 0) })}` : null}
        </p>
      )
    }
  }
}
