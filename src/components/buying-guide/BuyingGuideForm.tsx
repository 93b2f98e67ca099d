'use client'

import { useId, useMemo, useState } from 'react'
import type { Locale } from '@/brands/registry'
import { createGatewayClient, isGatewayError } from '@/lib/gateway-client'
import { toAnswerList } from '@/services/compliance/normalize'
import { focusQuestion, QuestionList, useQuestionnaireAnswers } from '../questionnaire/QuestionList'
import type { QuestionnaireTexts } from '../questionnaire/texts'

interface Texts {
  submit: string
  saving: string
  incomplete: string
  failed: string
}

/**
 * The buying guide's questions on a page. Saving goes to the merchant's history when
 * logged in (saveUserAnswersInfo) and otherwise to the official site's records
 * (saveAnswersForOfficialWeb); then the package page opens.
 */
export function BuyingGuideForm({ questions, texts, locale, platformCode, detailsPath }: { questions: QuestionnaireTexts; texts: Texts; locale: Locale; platformCode: string; detailsPath: string }) {
  const idPrefix = useId()
  const errorId = useId()
  const { answers, invalid, choose, check } = useQuestionnaireAnswers()
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState('')
  const gateway = useMemo(() => createGatewayClient({ platformCode, locale: () => locale }), [platformCode, locale])

  const submit = async () => {
    setFailure('')
    const missing = check()
    if (missing.length) return focusQuestion(idPrefix, missing[0])
    setSaving(true)
    const body = { answerList: toAnswerList(answers) }
    const options = { noToast: true, noRedirect: true }
    try {
      let saved: { answerId: string }
      try {
        saved = await gateway.post<{ answerId: string }>('space/buyGuideAnswers/saveUserAnswersInfo', body, options)
      } catch (error) {
        if (!isGatewayError(error) || error.status !== 401) throw error
        saved = await gateway.post<{ answerId: string }>('space/buyGuideAnswers/saveAnswersForOfficialWeb', body, options)
      }
      window.location.assign(`${detailsPath}?answerId=${saved.answerId}`)
    } catch (error) {
      setSaving(false)
      setFailure(isGatewayError(error) && error.kind === 'business' && error.msg ? error.msg : texts.failed)
    }
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <QuestionList texts={questions} answers={answers} invalid={invalid} onChoose={choose} idPrefix={idPrefix} errorId={errorId} />
      <p id={errorId} role="alert" className="min-h-[1.25rem] text-sm font-medium text-red-700">
        {invalid.size ? texts.incomplete : failure}
      </p>
      <button type="submit" disabled={saving} className="rounded-lg bg-brand px-8 py-3 font-semibold text-brand-contrast hover:opacity-90 disabled:opacity-60">
        {saving ? texts.saving : texts.submit}
      </button>
    </form>
  )
}
