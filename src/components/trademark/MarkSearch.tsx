'use client'

import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { gateway, isGatewayError } from '@/lib/gateway-client'
import type { SearchResult } from '@/services/trademarks/search'
import { ClassPicker, OfficePicker, type ClassOption, type OfficeOption } from './ClassPicker'
import { useResumeAfterLogin } from './login-resume'
import { DeadMarkLabel, MatchBadge } from './MatchBadge'
import { countryKey, HISTORY_CAPS, readHistory, recordSearch, writeHistory, type SearchHistoryEntry } from './search-history'

// The request dialog's code loads on first use: most searches never open it.
const ManualSearchDialog = dynamic(() => import('./ManualSearchDialog').then((m) => m.ManualSearchDialog), { ssr: false })

const LIVE_STATUSES = ['registered', 'pending'] as const
const PAGE_SIZE = 20

interface Query {
  keyword: string
  countries: number[]
  classIds: number[]
  liveOnly: boolean
  page: number
}

type Status = { kind: 'idle' } | { kind: 'searching' } | { kind: 'login' } | { kind: 'error'; message: string } | { kind: 'done'; query: Query; result: SearchResult }

export interface MarkSearchProps {
  offices: OfficeOption[]
  classes: ClassOption[]
  /** Shown in the manual-request intro: how soon an attorney answers (CMS setting). */
  manualPromise: string
}

/**
 * /search: the trademark search form, its results with the reason and risk, the
 * browser's recent searches (15) and the request for a manual search by an attorney.
 * Visitors are sent to log in by the gateway client (new tab); the query waits here and
 * runs again once the login is seen. A note under the button says so before the first
 * search: it is the same for every visitor (the page is cached), and goes once a search
 * has succeeded, which proves a login. Hits come live marks first; dead ones (expired,
 * refused, withdrawn) carry their status in words and follow under a divider.
 */
export function MarkSearch({ offices, classes, manualPromise }: MarkSearchProps) {
  const t = useTranslations('markSearch')
  const ids = useId()
  const [keyword, setKeyword] = useState('')
  const [countries, setCountries] = useState<number[]>([])
  const [classIds, setClassIds] = useState<number[]>([])
  const [liveOnly, setLiveOnly] = useState(false)
  const [manualSent, setManualSent] = useState<string | null>(null)
  const [keywordProblem, setKeywordProblem] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [pending, setPending] = useState<Query | null>(null)
  const [history, setHistory] = useState<SearchHistoryEntry[]>([])
  const [dialogOpen, setDialogOpen] = useState(false)
  const keywordRef = useRef<HTMLInputElement>(null)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => setHistory(readHistory('trademark')), [])

  async function run(query: Query) {
    controller.current?.abort()
    const abort = (controller.current = new AbortController())
    setStatus({ kind: 'searching' })
    try {
      const result = await gateway.request<SearchResult>('POST', 'ipr/trademark/search', {
        body: {
          keyword: query.keyword,
          searchType: 0,
          ...(query.countries.length ? { countries: query.countries } : {}),
          ...(query.classIds.length ? { classIds: query.classIds } : {}),
          ...(query.liveOnly ? { statuses: LIVE_STATUSES } : {}),
          page: query.page,
          pageSize: PAGE_SIZE,
        },
        noToast: true,
        signal: abort.signal,
      })
      setPending(null)
      setStatus({ kind: 'done', query, result })
      setHistory(recordSearch('trademark', query.keyword, countryKey(query.countries)))
      requestAnimationFrame(() => resultsRef.current?.focus())
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'cancelled') return
      if (isGatewayError(error) && error.kind === 'unauthorized') {
        // The client has opened the login page; keep the query for when the login lands.
        setPending(query)
        setStatus({ kind: 'login' })
        return
      }
      setStatus({ kind: 'error', message: isGatewayError(error) && error.kind === 'business' ? error.msg : t('networkError') })
    }
  }

  useResumeAfterLogin(pending !== null, () => {
    if (pending) void run(pending)
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const text = keyword.trim()
    if (!text) {
      setKeywordProblem(t('keywordRequired'))
      keywordRef.current?.focus()
      return
    }
    setKeywordProblem('')
    void run({ keyword: text, countries, classIds, liveOnly, page: 1 })
  }

  function rerun(entry: SearchHistoryEntry) {
    const codes = entry.country ? entry.country.split(',').map(Number) : []
    setKeyword(entry.markElement)
    setCountries(codes)
    setKeywordProblem('')
    void run({ keyword: entry.markElement, countries: codes, classIds, liveOnly, page: 1 })
  }

  const officeName = (code: number) => offices.find((o) => o.countryCode === code)?.name ?? String(code)
  const countryLabel = (key: string) => (key ? key.split(',').map((c) => officeName(Number(c))).join('、') : t('historyAllOffices'))
  const done = status.kind === 'done' ? status : null
  const lastQuery = done?.query ?? pending ?? { keyword: keyword.trim(), countries, classIds, liveOnly, page: 1 }

  return (
    <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0">
        <form onSubmit={submit} noValidate aria-labelledby={`${ids}-heading`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id={`${ids}-heading`} className="text-xl font-bold text-ink">
            {t('formHeading')}
          </h2>
          <div className="mt-4">
            <label htmlFor={`${ids}-keyword`} className="text-sm font-medium text-ink">
              {t('keyword')}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                ref={keywordRef}
                id={`${ids}-keyword`}
                name="keyword"
                value={keyword}
                maxLength={100}
                autoComplete="off"
                onChange={(e) => setKeyword(e.target.value)}
                aria-invalid={keywordProblem ? true : undefined}
                aria-describedby={`${ids}-keyword-hint${done ? '' : ` ${ids}-login-note`}${keywordProblem ? ` ${ids}-keyword-problem` : ''}`}
                className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-base text-ink"
              />
              <button type="submit" disabled={status.kind === 'searching'} className="rounded-lg bg-brand px-5 py-2 font-semibold text-brand-contrast disabled:opacity-70">
                {status.kind === 'searching' ? t('searching') : t('submit')}
              </button>
            </div>
            <p id={`${ids}-keyword-hint`} className="mt-1 text-xs text-slate-600">
              {t('keywordHint')}
            </p>
            {done ? null : (
              <p id={`${ids}-login-note`} data-testid="mark-login-note" className="mt-1 text-sm text-slate-700">
                {t('loginNote')}
              </p>
            )}
            {keywordProblem ? (
              <p id={`${ids}-keyword-problem`} role="alert" className="mt-1 text-sm text-red-700">
                {keywordProblem}
              </p>
            ) : null}
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <OfficePicker legend={t('offices')} options={offices} selected={countries} onChange={setCountries} name="countries" />
            <ClassPicker legend={t('classes')} hint={t('classesHint')} options={classes} selected={classIds} onChange={setClassIds} name="classIds" />
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={liveOnly} onChange={(e) => setLiveOnly(e.target.checked)} className="h-4 w-4 accent-brand" />
            {t('liveOnly')}
          </label>
        </form>

        <div aria-live="polite" className="mt-6">
          {status.kind === 'login' ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">{t('loginNeeded')}</p>
          ) : status.kind === 'error' ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
              {status.message}
            </p>
          ) : null}
        </div>

        {done ? <Results status={done} officeName={officeName} resultsRef={resultsRef} onPage={(page) => void run({ ...done.query, page })} /> : null}

        <section aria-labelledby={`${ids}-manual`} className="mt-8 rounded-2xl bg-surface p-6">
          <h2 id={`${ids}-manual`} className="text-lg font-bold text-ink">
            {t('manual.open')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('manual.intro', { promise: manualPromise })}</p>
          <button
            type="button"
            onClick={() => {
              setManualSent(null)
              setDialogOpen(true)
            }}
            className="mt-4 rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-brand-contrast"
          >
            {t('manual.open')}
          </button>
          {/* The dialog closes on success; its confirmation and reference stay here. */}
          <div aria-live="polite">
            {manualSent ? (
              <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="manual-sent">
                {manualSent}
              </p>
            ) : null}
          </div>
        </section>
        {dialogOpen ? <ManualSearchDialog offices={offices} classes={classes} initial={lastQuery} onClose={() => setDialogOpen(false)} onSent={setManualSent} /> : null}
      </div>

      <aside aria-labelledby={`${ids}-history`} className="self-start rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${ids}-history`} className="text-base font-bold text-ink">
            {t('historyHeading')}
          </h2>
          {history.length ? (
            <button
              type="button"
              className="text-sm text-brand underline"
              onClick={() => {
                writeHistory('trademark', [])
                setHistory([])
              }}
            >
              {t('historyClear')}
            </button>
          ) : null}
        </div>
        {history.length ? (
          <ol className="mt-3 space-y-1" data-testid="mark-history" data-cap={HISTORY_CAPS.trademark}>
            {history.map((entry) => (
              <li key={`${entry.markElement}|${entry.country}`}>
                <button type="button" onClick={() => rerun(entry)} title={t('historyRun', { keyword: entry.markElement, country: countryLabel(entry.country) })} className="w-full rounded-md px-2 py-1 text-left text-sm hover:bg-surface">
                  <span className="font-medium text-ink">{entry.markElement}</span>
                  <span className="ml-2 text-xs text-slate-600">{countryLabel(entry.country)}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-slate-600">{t('historyEmpty')}</p>
        )}
      </aside>
    </div>
  )
}

function Results({ status, officeName, resultsRef, onPage }: { status: { query: Query; result: SearchResult }; officeName: (code: number) => string; resultsRef: React.RefObject<HTMLHeadingElement | null>; onPage: (page: number) => void }) {
  const t = useTranslations('markSearch')
  const { result, query } = status
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize))
  const tone = { high: 'border-red-300 bg-red-50 text-red-900', medium: 'border-amber-300 bg-amber-50 text-amber-900', low: 'border-emerald-300 bg-emerald-50 text-emerald-900' }[result.risk]
  return (
    <section aria-labelledby="mark-results-heading" className="mt-6">
      <h2 id="mark-results-heading" ref={resultsRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
        {t('resultsHeading')}
      </h2>
      <div className={`mt-3 rounded-lg border p-4 ${tone}`} data-testid="mark-risk" data-risk={result.risk}>
        <p className="font-semibold">
          {t('risk.label')}：{t(`risk.${result.risk}`)}
        </p>
        <p className="mt-1 text-sm">{t(`risk.${result.risk}Text`)}</p>
      </div>
      {result.list.length ? (
        <>
          <p className="mt-4 text-sm text-slate-700">{t('resultsSummary', { keyword: query.keyword, total: result.total })}</p>
          <ol className="mt-3 space-y-3" data-testid="mark-results">
            {result.list.map((hit, index) => (
              <li key={hit.id} data-live={hit.live}>
                {/* Dead marks come after live ones: the first says where they start. */}
                {!hit.live && (index === 0 || result.list[index - 1]!.live) ? (
                  <p data-testid="mark-dead-divider" className="mb-3 border-t border-slate-300 pt-3 text-sm text-slate-700">
                    {t('dead.divider')}
                  </p>
                ) : null}
                <div className={`rounded-xl border p-4 ${hit.live ? 'border-slate-200 bg-white' : 'border-dashed border-slate-400 bg-slate-50'}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-lg font-bold text-ink">{hit.markText}</h3>
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <MatchBadge reason={hit.reason} label={t(`reasons.${hit.reason}`)} />
                      <span className="text-slate-700">
                        {t('columns.similarity')} {t('similarityBand', { score: hit.score, band: t(`bands.${hit.band}`) })} · {t(`basis.${hit.basis}`)}
                      </span>
                    </p>
                  </div>
                  {hit.live ? null : (
                    <p className="mt-2">
                      <DeadMarkLabel status={hit.status} statusText={t(`statuses.${hit.status}`)} note={t('dead.note')} />
                    </p>
                  )}
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                    <Field label={t('columns.office')} value={officeName(hit.office)} />
                    <Field label={t('columns.classes')} value={t('classList', { classes: hit.classes.join('、') })} />
                    <Field label={t('columns.status')} value={t(`statuses.${hit.status}`)} />
                    <Field label={t('columns.filed')} value={hit.filingDate} />
                    <Field label={t('columns.applicant')} value={hit.applicant} wide />
                    <Field label={t('columns.number')} value={hit.registrationNumber} wide />
                  </dl>
                </div>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label={t('page', { page: result.page, pages })} className="mt-4 flex items-center gap-3 text-sm">
              <button type="button" disabled={result.page <= 1} onClick={() => onPage(result.page - 1)} className="rounded-md border border-slate-300 px-3 py-1 disabled:opacity-50">
                {t('previous')}
              </button>
              <span>{t('page', { page: result.page, pages })}</span>
              <button type="button" disabled={result.page >= pages} onClick={() => onPage(result.page + 1)} className="rounded-md border border-slate-300 px-3 py-1 disabled:opacity-50">
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : (
        <p className="mt-4 rounded-lg bg-surface p-4 text-sm text-slate-800">{t('noResults', { keyword: query.keyword })}</p>
      )}
    </section>
  )
}

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  )
}
