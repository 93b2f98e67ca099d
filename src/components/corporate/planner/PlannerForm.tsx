'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { planDeadlines, type PlannedDeadline } from '@/services/corporate/deadlines'
import { daysOfMonth, firstYearEndProblem, incorporationProblem, todayInChina, EARLIEST_INCORPORATION } from './input-rules'
import type { PlannerJurisdiction } from './plan-data'

/**
 * The deadline planner's form and result (a client island): the jurisdiction, the date of
 * incorporation, the financial year end (only where a filing is dated from it) and an
 * optional first year end; on submit, the filings of the next 24 months from today in a
 * table, and a link to the same plan as an iCalendar file. The dates are computed here
 * (the pure planner), so the page itself stays the same for every visitor.
 */
export type PlannerTexts = Record<string, string> & { errors: Record<string, string>; columns: Record<string, string> }

type FieldErrors = { incorporated?: string; firstYearEnd?: string }

interface Result {
  jurisdiction: PlannerJurisdiction
  from: string
  plan: PlannedDeadline[]
  calendarHref: string
}

const EMPTY = { cn: '', en: '' }

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

export function PlannerForm({ jurisdictions, intlLocale, calendarPath, texts }: { jurisdictions: PlannerJurisdiction[]; intlLocale: string; calendarPath: string; texts: PlannerTexts }) {
  const id = useId()
  const [label, setLabel] = useState(jurisdictions[0]?.label ?? '')
  const [incorporated, setIncorporated] = useState('')
  const [month, setMonth] = useState(12)
  const [day, setDay] = useState(31)
  const [firstYearEnd, setFirstYearEnd] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [result, setResult] = useState<Result | null>(null)
  const [today, setToday] = useState<string | undefined>(undefined)
  const incorporatedRef = useRef<HTMLInputElement>(null)
  const firstYearEndRef = useRef<HTMLInputElement>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => setToday(todayInChina()), [])

  const jurisdiction = jurisdictions.find((j) => j.label === label) ?? jurisdictions[0]!
  const dateFormat = new Intl.DateTimeFormat(intlLocale, { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  const showDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`))
  const plainDate = (iso: string) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const now = todayInChina()
    const next: FieldErrors = {}
    const problem = incorporationProblem(incorporated, now)
    if (problem) next.incorporated = texts.errors[problem]
    else if (jurisdiction.needsYearEnd) {
      const first = firstYearEndProblem(firstYearEnd, incorporated)
      if (first) next.firstYearEnd = texts.errors[first === 'invalid' ? 'firstInvalid' : first]
    }
    setErrors(next)
    if (next.incorporated || next.firstYearEnd) {
      setResult(null)
      ;(next.incorporated ? incorporatedRef : firstYearEndRef).current?.focus()
      return
    }
    const yearEnd = jurisdiction.needsYearEnd ? { month, day: Math.min(day, daysOfMonth(month)) } : undefined
    const first = jurisdiction.needsYearEnd && firstYearEnd.trim() ? firstYearEnd.trim() : undefined
    let plan: PlannedDeadline[]
    try {
      plan = planDeadlines({
        obligations: jurisdiction.obligations.map((o) => ({ key: o.key, rule: o.rule, weekendRule: o.weekendRule, title: EMPTY, authority: EMPTY, source: '' })),
        incorporatedOn: incorporated,
        ...(yearEnd ? { yearEnd } : {}),
        ...(first ? { firstYearEnd: first } : {}),
        from: now,
      })
    } catch {
      setErrors({ incorporated: texts.errors.invalid })
      setResult(null)
      return
    }
    const query = new URLSearchParams({ jurisdiction: jurisdiction.label, incorporated })
    if (yearEnd) query.set('yearEnd', `${String(yearEnd.month).padStart(2, '0')}-${String(yearEnd.day).padStart(2, '0')}`)
    if (first) query.set('firstYearEnd', first)
    query.set('from', now)
    setResult({ jurisdiction, from: now, plan, calendarHref: `${calendarPath}?${query}` })
    requestAnimationFrame(() => resultRef.current?.focus())
  }

  const describedBy = (field: keyof FieldErrors, hint: string) => [hint, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ')
  const input = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40'
  const byKey = new Map(result?.jurisdiction.obligations.map((o) => [o.key, o]))
  const count = result?.plan.length ?? 0

  return (
    <div>
      <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2" data-planner-form>
        <div>
          <label htmlFor={`${id}-jurisdiction`} className="font-semibold text-ink">
            {texts.jurisdiction}
          </label>
          <select id={`${id}-jurisdiction`} name="jurisdiction" value={label} onChange={(e) => setLabel(e.target.value)} className={input}>
            {jurisdictions.map((j) => (
              <option key={j.label} value={j.label}>
                {j.name}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={`${id}-incorporated`} className="font-semibold text-ink">
            {texts.incorporated}
          </label>
          <p id={`${id}-incorporated-hint`} className="text-sm text-slate-700">
            {texts.incorporatedHint}
          </p>
          <input
            ref={incorporatedRef}
            id={`${id}-incorporated`}
            name="incorporated"
            type="date"
            min={EARLIEST_INCORPORATION}
            max={today}
            value={incorporated}
            onChange={(e) => setIncorporated(e.target.value)}
            aria-invalid={errors.incorporated ? true : undefined}
            aria-describedby={describedBy('incorporated', `${id}-incorporated-hint`)}
            className={input}
          />
          {errors.incorporated ? (
            <p id={`${id}-incorporated-error`} className="mt-1 text-sm font-medium text-red-700" data-error="incorporated">
              {errors.incorporated}
            </p>
          ) : null}
        </div>

        {jurisdiction.needsYearEnd ? (
          <>
            <fieldset aria-describedby={`${id}-year-end-hint`}>
              <legend className="font-semibold text-ink">{texts.yearEnd}</legend>
              <p id={`${id}-year-end-hint`} className="text-sm text-slate-700">
                {texts.yearEndHint}
              </p>
              <div className="mt-1 flex gap-3">
                <label className="flex-1 text-sm text-slate-800">
                  {texts.month}
                  <select name="yearEndMonth" value={month} onChange={(e) => setMonth(Number(e.target.value))} className={input}>
                    {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                      <option key={m} value={m}>
                        {fill(texts.monthOption, { month: new Intl.DateTimeFormat(intlLocale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1))).replace(/月$/, '') })}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex-1 text-sm text-slate-800">
                  {texts.day}
                  <select name="yearEndDay" value={Math.min(day, daysOfMonth(month))} onChange={(e) => setDay(Number(e.target.value))} className={input}>
                    {Array.from({ length: daysOfMonth(month) }, (_, i) => i + 1).map((d) => (
                      <option key={d} value={d}>
                        {fill(texts.dayOption, { day: d })}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </fieldset>

            <div>
              <label htmlFor={`${id}-firstYearEnd`} className="font-semibold text-ink">
                {texts.firstYearEnd}
              </label>
              <p id={`${id}-firstYearEnd-hint`} className="text-sm text-slate-700">
                {texts.firstYearEndHint}
              </p>
              <input
                ref={firstYearEndRef}
                id={`${id}-firstYearEnd`}
                name="firstYearEnd"
                type="date"
                value={firstYearEnd}
                onChange={(e) => setFirstYearEnd(e.target.value)}
                aria-invalid={errors.firstYearEnd ? true : undefined}
                aria-describedby={describedBy('firstYearEnd', `${id}-firstYearEnd-hint`)}
                className={input}
              />
              {errors.firstYearEnd ? (
                <p id={`${id}-firstYearEnd-error`} className="mt-1 text-sm font-medium text-red-700" data-error="firstYearEnd">
                  {errors.firstYearEnd}
                </p>
              ) : null}
            </div>
          </>
        ) : null}

        <div className="md:col-span-2">
          <button type="submit" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
            {texts.submit}
          </button>
        </div>
      </form>

      {result ? (
        <section className="mt-8" aria-labelledby={`${id}-result`} data-planner-result>
          <h2 id={`${id}-result`} ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
            {fill(texts.resultHeading, { name: result.jurisdiction.name })}
          </h2>
          <p role="status" className="mt-2 text-slate-800">
            {count === 0 ? texts.resultNone : count === 1 ? texts.resultOne : fill(texts.resultMany, { count })}
          </p>
          {count ? (
            <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand">
              <table className="w-full min-w-[56rem] border-collapse text-left text-sm" data-planner-table>
                <caption id={`${id}-caption`} className="px-4 pt-3 text-left text-sm font-medium text-slate-700">
                  {fill(texts.caption, { name: result.jurisdiction.name, from: plainDate(result.from) })}
                </caption>
                <thead className="bg-surface text-ink">
                  <tr>
                    {(['date', 'filing', 'authority', 'governmentFee', 'ourPrice', 'note'] as const).map((column) => (
                      <th key={column} scope="col" className="px-3 py-3 font-semibold">
                        {texts.columns[column]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.plan.map((deadline) => {
                    const obligation = byKey.get(deadline.key)!
                    const price = obligation.service?.price
                    return (
                      <tr key={`${deadline.key}-${deadline.date}`} className="border-t border-slate-200 align-top" data-deadline={deadline.key} data-date={deadline.date}>
                        <td className="whitespace-nowrap px-3 py-3 font-semibold text-ink">
                          <time dateTime={deadline.date}>{showDate(deadline.date)}</time>
                          {deadline.moved ? (
                            <span className="block text-xs font-normal text-amber-800" data-moved>
                              {fill(texts.moved, { date: plainDate(deadline.ruleDate) })}
                            </span>
                          ) : null}
                        </td>
                        <th scope="row" className="min-w-[12rem] px-3 py-3 font-medium text-ink">
                          {obligation.title}
                          {deadline.periodEnd ? <span className="block text-xs font-normal text-slate-700">{fill(texts.periodEnd, { date: plainDate(deadline.periodEnd) })}</span> : null}
                          {deadline.firstPeriod ? <span className="block text-xs font-normal text-slate-700">{texts.firstPeriod}</span> : null}
                        </th>
                        <td className="min-w-[10rem] px-3 py-3 text-slate-800">{obligation.authority}</td>
                        <td className="whitespace-nowrap px-3 py-3">
                          {obligation.fee ?? texts.none}
                          {obligation.feeUnconfirmed ? <span className="block text-xs text-amber-800">{texts.unconfirmed}</span> : null}
                        </td>
                        <td className="min-w-[9rem] px-3 py-3">
                          {obligation.service ? (
                            <>
                              <span className="block text-xs text-slate-700">{obligation.service.name}</span>
                              {price ? (
                                <>
                                  <span className="font-bold text-brand">{price.pay}</span>
                                  {price.original ? (
                                    <span className="block text-xs text-slate-600">
                                      {texts.originalPrice} <s>{price.original}</s>
                                    </span>
                                  ) : null}
                                  <span className="block text-xs text-slate-700">{price.officialFeeIncluded ? texts.officialFeeIncluded : texts.officialFeeExcluded}</span>
                                  <span className="block text-xs text-slate-600">{price.unit}</span>
                                </>
                              ) : (
                                <span className="text-slate-700">{texts.priceOnRequest}</span>
                              )}
                            </>
                          ) : (
                            texts.none
                          )}
                        </td>
                        <td className="min-w-[18rem] px-3 py-3 text-xs text-slate-700">{obligation.note}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          <p className="mt-4">
            <a href={result.calendarHref} download className="inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-surface" data-calendar-link>
              {texts.download}
            </a>
          </p>
          <p className="mt-2 text-sm text-slate-700">{texts.downloadHint}</p>
          <p className="mt-2 text-sm text-slate-700">{texts.disclaimer}</p>
        </section>
      ) : null}
    </div>
  )
}
