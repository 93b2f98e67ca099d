'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Locale } from '@/brands/registry'
import { createGatewayClient, isGatewayError, TOAST_EVENT } from '@/gateway/client'
import { browserCookie } from '@/lib/browser-cookie'
import { tick, toAnswerList, unansweredQuestions } from '@/services/compliance/normalize'
import { isVisible, MULTI_SELECT, OPTION_VALUES, QUESTION_IDS, type Answers, type QuestionId } from '@/services/compliance/questions'
import type { Entry } from './QuestionnaireHost'
import type { QuestionnaireTexts } from './texts'

export interface QuestionnaireDialogProps {
  texts: QuestionnaireTexts
  entry: Entry
  locale: Locale
  platformCode: string
  /** The report page (route ost-questionAnswer) of this brand and language. */
  resultPath: string
  onClose(): void
}

type Step = 'intro' | 'questions' | 'loading'

/** Questions whose error highlight a change clears: the question itself and those it shows or hides. */
const DEPENDENTS: Partial<Record<QuestionId, QuestionId[]>> = { '3': ['4'], '7': ['8', '9'], '8': ['9'] }

/** Where the browser goes after saving (spec 2.7): pointType, reportId, channelNo when present, intoWay. */
export function resultUrl(resultPath: string, reportId: string, entry: Entry, channelNo: string | undefined): string {
  const query = new URLSearchParams({ pointType: 'pcQuestionAnswer', reportId })
  if (channelNo) query.set('channelNo', channelNo)
  query.set('intoWay', entry)
  return `${resultPath}?${query}`
}

/**
 * The compliance questionnaire (spec 2.7): intro, the nine questions with their
 * conditions, then a loading view while the report is saved. A native modal dialog:
 * focus stays inside, Escape closes, and closing clears everything.
 */
export function QuestionnaireDialog({ texts, entry, locale, platformCode, resultPath, onClose }: QuestionnaireDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState<Step>('intro')
  const [answers, setAnswers] = useState<Answers>({})
  const [invalid, setInvalid] = useState<Set<QuestionId>>(new Set())
  const [scrollToEnd, setScrollToEnd] = useState(0)
  const titleId = useId()
  const errorId = useId()
  const gateway = useMemo(() => createGatewayClient({ platformCode, locale: () => locale }), [platformCode, locale])

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  useEffect(() => {
    if (scrollToEnd && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight
  }, [scrollToEnd])

  const choose = (id: QuestionId, value: string) => {
    setAnswers((current) => tick(current, id, value))
    setInvalid((current) => {
      const next = new Set(current)
      for (const q of [id, ...(DEPENDENTS[id] ?? [])]) next.delete(q)
      return next
    })
    if (id === '7' || id === '8' || id === '9') setScrollToEnd((n) => n + 1)
  }

  const fail = (message: string) => {
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message } }))
    dialogRef.current?.close()
  }

  const submit = async () => {
    const missing = unansweredQuestions(answers)
    if (missing.length) {
      setInvalid(new Set(missing))
      document.getElementById(`${titleId}-q${missing[0]}`)?.querySelector('input')?.focus()
      return
    }
    setStep('loading')
    const body = { answerList: toAnswerList(answers), source: 1, intoWay: entry }
    const save = () => gateway.post<{ reportId: string }>('vat/mcSurveyReport/save', body, { noToast: true, noRedirect: true })
    try {
      let saved: { reportId: string }
      try {
        saved = await save()
      } catch (error) {
        // An expired login: the answer cleared the cookie, so saving again goes through as a visitor.
        if (!isGatewayError(error) || error.status !== 401) throw error
        saved = await save()
      }
      const channelNo = new URLSearchParams(window.location.search).get('channelNo') ?? browserCookie('channelNo')
      window.location.assign(resultUrl(resultPath, saved.reportId, entry, channelNo ?? undefined))
    } catch (error) {
      fail(isGatewayError(error) && error.kind === 'business' && error.msg ? error.msg : texts.failed)
    }
  }

  const loading = step === 'loading'
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => loading && e.preventDefault()}
      className={`m-auto rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60 max-sm:h-dvh max-sm:max-h-none max-sm:w-screen max-sm:max-w-none max-sm:rounded-none ${
        loading ? 'sm:min-h-[230px] sm:w-[460px]' : 'sm:min-h-[420px] sm:w-[670px]'
      }`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-lg font-bold">
            {step === 'intro' ? texts.introTitle : loading ? texts.loadingTitle : texts.listTitle}
          </h2>
          {loading ? null : (
            <button type="button" onClick={() => dialogRef.current?.close()} className="-mr-2 rounded p-2 text-slate-600 hover:text-ink" aria-label={texts.close}>
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
          )}
        </div>

        {step === 'intro' ? (
          <div className="flex flex-1 flex-col px-6 py-6">
            <p className="text-slate-700">{texts.introText}</p>
            <ul className="mt-5 space-y-2">
              {texts.introPoints.map((point) => (
                <li key={point} className="flex items-center gap-2 text-slate-800">
                  <span aria-hidden="true" className="text-brand">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-8 text-center">
              <button type="button" autoFocus data-track="questionnaire:start" onClick={() => setStep('questions')} className="rounded-lg bg-brand px-10 py-3 font-semibold text-brand-contrast hover:opacity-90">
                {texts.start}
              </button>
            </div>
          </div>
        ) : null}

        {step === 'questions' ? (
          <form
            className="flex min-h-0 flex-1 flex-col"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
          >
            <div ref={listRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto px-6 py-4 sm:max-h-[60vh]">
              {QUESTION_IDS.filter((id) => isVisible(id, answers)).map((id, index) => {
                const question = texts.questions[id]
                const multi = MULTI_SELECT.has(id)
                const bad = invalid.has(id)
                return (
                  <fieldset
                    key={id}
                    id={`${titleId}-q${id}`}
                    data-question={id}
                    data-invalid={bad || undefined}
                    aria-describedby={bad ? errorId : undefined}
                    className={`rounded-lg border p-4 ${bad ? 'border-red-600 bg-red-50' : 'border-slate-200'}`}
                  >
                    <legend className="px-1 font-medium">
                      {index + 1}. {question.text}
                      {multi ? <span className="ml-2 text-sm font-normal text-slate-600">{texts.multiHint}</span> : null}
                    </legend>
                    <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                      {OPTION_VALUES[id].map((value) => (
                        <label key={value} className="inline-flex cursor-pointer items-center gap-2 text-slate-800">
                          <input
                            type={multi ? 'checkbox' : 'radio'}
                            name={`q${id}`}
                            value={value}
                            checked={answers[id]?.includes(value) ?? false}
                            onChange={() => choose(id, value)}
                            className="h-4 w-4 accent-[var(--brand-primary)]"
                          />
                          {question.options[value as keyof typeof question.options]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                )
              })}
            </div>
            <div className="border-t border-slate-200 px-6 py-4 text-center">
              <p id={errorId} role="alert" className="mb-3 min-h-[1.25rem] text-sm font-medium text-red-700">
                {invalid.size ? texts.incomplete : ''}
              </p>
              <button type="submit" className="rounded-lg bg-brand px-8 py-3 font-semibold text-brand-contrast hover:opacity-90">
                {texts.submit}
              </button>
            </div>
          </form>
        ) : null}

        {loading ? (
          <div className="flex flex-1 flex-col items-center justify-center px-6 py-8 text-center" role="status">
            <span aria-hidden="true" className="mb-4 h-8 w-8 animate-spin rounded-full border-4 border-surface border-t-brand" />
            <p className="font-semibold">{texts.loadingHeading}</p>
            <p className="mt-2 text-slate-700">{texts.loadingText}</p>
          </div>
        ) : null}
      </div>
    </dialog>
  )
}
