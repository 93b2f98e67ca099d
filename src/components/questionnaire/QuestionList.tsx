'use client'

import { useState } from 'react'
import { tick, unansweredQuestions } from '@/services/compliance/normalize'
import { isVisible, MULTI_SELECT, OPTION_VALUES, QUESTION_IDS, type Answers, type QuestionId } from '@/services/compliance/questions'
import type { QuestionnaireTexts } from './texts'

/** Questions whose error highlight a change clears: the question itself and those it shows or hides. */
const DEPENDENTS: Partial<Record<QuestionId, QuestionId[]>> = { '3': ['4'], '7': ['8', '9'], '8': ['9'] }

/**
 * The answers and error highlights of the nine questions, shared by the questionnaire
 * dialog and the buying guide. `check()` highlights unanswered visible questions and
 * returns them (empty: complete).
 */
export function useQuestionnaireAnswers(onConditionalChange?: () => void) {
  const [answers, setAnswers] = useState<Answers>({})
  const [invalid, setInvalid] = useState<Set<QuestionId>>(new Set())
  const choose = (id: QuestionId, value: string) => {
    setAnswers((current) => tick(current, id, value))
    setInvalid((current) => {
      const next = new Set(current)
      for (const q of [id, ...(DEPENDENTS[id] ?? [])]) next.delete(q)
      return next
    })
    if (id === '7' || id === '8' || id === '9') onConditionalChange?.()
  }
  const check = (): QuestionId[] => {
    const missing = unansweredQuestions(answers)
    setInvalid(new Set(missing))
    return missing
  }
  return { answers, invalid, choose, check }
}

/** The visible questions as fieldsets: checkboxes for multi-select, radios for yes/no; highlighted when unanswered. */
export function QuestionList({ texts, answers, invalid, onChoose, idPrefix, errorId }: { texts: QuestionnaireTexts; answers: Answers; invalid: Set<QuestionId>; onChoose(id: QuestionId, value: string): void; idPrefix: string; errorId: string }) {
  return QUESTION_IDS.filter((id) => isVisible(id, answers)).map((id, index) => {
    const question = texts.questions[id]
    const multi = MULTI_SELECT.has(id)
    const bad = invalid.has(id)
    return (
      <fieldset
        key={id}
        id={`${idPrefix}-q${id}`}
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
                name={`${idPrefix}-q${id}`}
                value={value}
                checked={answers[id]?.includes(value) ?? false}
                onChange={() => onChoose(id, value)}
                className="h-4 w-4 accent-[var(--brand-primary)]"
              />
              {question.options[value as keyof typeof question.options]}
            </label>
          ))}
        </div>
      </fieldset>
    )
  })
}

/** Focuses the first input of the first unanswered question. */
export function focusQuestion(idPrefix: string, id: QuestionId | undefined) {
  if (id) document.getElementById(`${idPrefix}-q${id}`)?.querySelector('input')?.focus()
}
