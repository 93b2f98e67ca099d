import { isVisible, MULTI_SELECT, OPTION_VALUES, QUESTION_IDS, YES, type Answers, type QuestionId } from './questions'

export interface AnswerItem {
  questionId: string
  answer: string
}

/**
 * The save payload's answer list: visible questions in order, and 4
 * when 3 = yes filled it in;
 * market values sorted ascending with 5 and 6 swapped when both are present (the order
 * the report service has always received); yes 1, no 0.
 */
export function toAnswerList(answers: Answers): AnswerItem[] {
  const list: AnswerItem[] = []
  for (const id of QUESTION_IDS) {
    if (!isVisible(id, answers) && !(id === '4' && answers['4']?.length)) continue
    let values = [...(answers[id] ?? [])]
    if (id === '1') {
      values = values.map(Number).sort((a, b) => a - b).map(String)
      const five = values.indexOf('5')
      const six = values.indexOf('6')
      if (five >= 0 && six >= 0) [values[five], values[six]] = [values[six]!, values[five]!]
    }
    list.push({ questionId: id, answer: values.join(',') })
  }
  return list
}

/** Visible questions with no answer: the rows to highlight (请勾选完整). */
export function unansweredQuestions(answers: Answers): QuestionId[] {
  return QUESTION_IDS.filter((id) => isVisible(id, answers) && !(answers[id]?.length))
}

/**
 * One tick in the form: multi-select questions toggle a value; yes/no questions hold one
 * value (yes and no deselect each other). 3 = yes also sets 4 = yes (a product with a
 * battery is powered); a no at 7 or 8 drops the answers that only a yes could ask for.
 */
export function tick(answers: Answers, id: QuestionId, value: string): Answers {
  const next: Answers = { ...answers }
  if (MULTI_SELECT.has(id)) {
    const current = answers[id] ?? []
    next[id] = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  } else {
    next[id] = [value]
  }
  if (id === '3' && value === YES) next['4'] = [YES]
  for (const dependent of ['8', '9'] as const) if (!isVisible(dependent, next)) delete next[dependent]
  return next
}

export type ParsedAnswers = { ok: true; answers: Answers } | { ok: false; questionId?: string; problem: 'missing' | 'unknownQuestion' | 'duplicate' | 'unknownOption' | 'notSingle' | 'hidden' }

/**
 * Checks a saved answer list against the questionnaire: known questions once each, known
 * options, one value for yes/no questions, every visible question answered and no
 * answer to a hidden one (except 4, which 3 = yes fills in).
 */
export function parseAnswerList(list: readonly AnswerItem[]): ParsedAnswers {
  const answers: Answers = {}
  for (const item of list) {
    if (!(QUESTION_IDS as readonly string[]).includes(item.questionId)) return { ok: false, questionId: item.questionId, problem: 'unknownQuestion' }
    const id = item.questionId as QuestionId
    if (answers[id]) return { ok: false, questionId: id, problem: 'duplicate' }
    const values = item.answer.split(',').map((v) => v.trim()).filter(Boolean)
    if (!values.length) return { ok: false, questionId: id, problem: 'missing' }
    if (values.some((v) => !OPTION_VALUES[id].includes(v)) || new Set(values).size !== values.length) return { ok: false, questionId: id, problem: 'unknownOption' }
    if (!MULTI_SELECT.has(id) && values.length !== 1) return { ok: false, questionId: id, problem: 'notSingle' }
    answers[id] = values
  }
  if (answers['3']?.[0] === YES) answers['4'] = [YES] // a product with a battery is powered
  for (const id of QUESTION_IDS) {
    const visible = isVisible(id, answers)
    if (visible && !answers[id]) return { ok: false, questionId: id, problem: 'missing' }
    if (!visible && answers[id] && id !== '4') return { ok: false, questionId: id, problem: 'hidden' }
  }
  return { ok: true, answers }
}

/** A fact the questionnaire fills in rather than asks, and the reason it holds (a message key). */
export interface DerivedAnswer {
  questionId: QuestionId
  values: string[]
  reason: 'batteryImpliesPowered'
}

/** Facts derived from other answers: question 4 (powered) is not asked when 3 says the product has a battery. */
export function derivedAnswers(answers: Answers): DerivedAnswer[] {
  return answers['3']?.[0] === YES && !isVisible('4', answers) && answers['4']?.length ? [{ questionId: '4', values: answers['4'], reason: 'batteryImpliesPowered' }] : []
}

/** The questions the visitor was shown and answered, in order; derived facts are not among them. */
export function askedQuestions(answers: Answers): QuestionId[] {
  return QUESTION_IDS.filter((id) => isVisible(id, answers) && Boolean(answers[id]?.length))
}
