'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Locale } from '@/brands/registry'
import { createGatewayClient, isGatewayError, TOAST_EVENT } from '@/lib/gateway-client'
import { browserCookie } from '@/lib/browser-cookie'
import { toAnswerList } from '@/services/compliance/normalize'
import { focusQuestion, QuestionList, useQuestionnaireAnswers } from './QuestionList'
import type { Entry } from './entries'
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

/** Where the browser goes after saving: pointType, reportId, channelNo when present, intoWay. */
export function resultUrl(resultPath: string, reportId: string, entry: Entry, channelNo: string | undefined): string {
  const query = new URLSearchParams({ pointType: 'pcQuestionAnswer', reportId })
  if (channelNo) query.set('channelNo', channelNo)
  query.set('intoWay', entry)
  return `${resultPath}?${query}`
}

/**
 * The compliance questionnaire: intro, the nine questions with their
 * conditions, then a loading view while the report is saved. A native modal dialog:
 * focus stays inside, Escape closes, and closing clears everything.
 */
export function QuestionnaireDialog({ texts, entry, locale, platformCode, resultPath, onClose }: QuestionnaireDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState<Step>('intro')
  const [scrollToEnd, setScrollToEnd] = useState(0)
  // Changes at 7 to 9 show or hide questions at the end: keep them in view.
  const { answers, invalid, choose, check } = useQuestionnaireAnswers(() => setScrollToEnd((n) => n + 1))
  const titleId = useId()
  const errorId = useId()
  // The same brand name the shared client sends (the brand key), so the report is attributed like every other call.
  const gateway = useMemo(() => createGatewayClient({ platformCode, locale: () => locale }), [platformCode, locale])

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  useEffect(() => {
    if (scrollToEnd && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight
  }, [scrollToEnd])

  const fail = (message: string) => {
    window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message } }))
    dialogRef.current?.close()
  }

  const submit = async () => {
    const missing = check()
    if (missing.length) return focusQuestion(titleId, missing[0])
    setStep('loading')
    const body = { answerList: toAnswerList(answers), source: 1 }
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
              <QuestionList texts={texts} answers={answers} invalid={invalid} onChoose={choose} idPrefix={titleId} errorId={errorId} />
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
