/**
 * The questionnaire's fixed structure: question
 * ids, option values and the conditional logic. Wording lives in the CMS (questionnaire
 * global); values and logic are the contract with saved reports, so they live here.
 */

export const QUESTION_IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const
export type QuestionId = (typeof QUESTION_IDS)[number]

export const YES = '1'
export const NO = '0'

/** Question 1's values in display order (5 and 6 come last). */
export const MARKET_VALUES = ['0', '1', '2', '3', '4', '7', '8', '9', '10', '11', '12', '13', '14', '5', '6'] as const
/** Question 2's values. */
export const PLATFORM_VALUES = ['0', '1', '2'] as const

export const OPTION_VALUES: Record<QuestionId, readonly string[]> = {
  '1': MARKET_VALUES,
  '2': PLATFORM_VALUES,
  '3': [YES, NO],
  '4': [YES, NO],
  '5': [YES, NO],
  '6': [YES, NO],
  '7': [YES, NO],
  '8': [YES, NO],
  '9': [YES, NO],
}

export const MULTI_SELECT: ReadonlySet<QuestionId> = new Set(['1', '2'])

export type Answers = Partial<Record<QuestionId, string[]>>

/** 4 only when 3 is no; 8 only when 7 is yes; 9 only when 8 is yes. */
export function isVisible(id: QuestionId, answers: Answers): boolean {
  if (id === '4') return answers['3']?.[0] === NO
  if (id === '8') return answers['7']?.[0] === YES
  if (id === '9') return isVisible('8', answers) && answers['8']?.[0] === YES
  return true
}

/**
 * The jurisdictions a report is organised by. Question 1's markets map onto them (Middle
 * East and "other" expand to several countries); `country` is the price list's country
 * code, absent where the price list has none.
 */
export const JURISDICTIONS = {
  GB: { country: 0 },
  DE: { country: 2 },
  FR: { country: 1 },
  IT: { country: 3 },
  ES: { country: 4 },
  PL: { country: 5 },
  CZ: { country: 6 },
  AT: { country: 8 },
  NL: { country: 7 },
  EU: { country: 99 },
  AE: { country: 12 },
  SA: { country: 11 },
  US: { country: 101 },
  JP: { country: 100 },
  CA: {},
  BR: {},
  IN: {},
  AU: {},
  KR: {},
  PH: {},
} as const satisfies Record<string, { country?: number }>
export type Jurisdiction = keyof typeof JURISDICTIONS
export const JURISDICTION_KEYS = Object.keys(JURISDICTIONS) as Jurisdiction[]

export const MARKET_JURISDICTIONS: Record<(typeof MARKET_VALUES)[number], Jurisdiction[]> = {
  '0': ['GB'],
  '1': ['DE'],
  '2': ['FR'],
  '3': ['IT'],
  '4': ['ES'],
  '5': ['AE', 'SA'],
  '6': ['PL', 'CZ', 'AT', 'NL'],
  '7': ['US'],
  '8': ['CA'],
  '9': ['BR'],
  '10': ['IN'],
  '11': ['AU'],
  '12': ['KR'],
  '13': ['JP'],
  '14': ['PH'],
}

export const EU_MEMBERS: ReadonlySet<Jurisdiction> = new Set(['DE', 'FR', 'IT', 'ES', 'PL', 'CZ', 'AT', 'NL'])

/** The jurisdictions the chosen markets cover, in market order, with the EU added after its first member. */
export function jurisdictionsFor(markets: readonly string[]): Jurisdiction[] {
  const out: Jurisdiction[] = []
  for (const market of MARKET_VALUES) {
    if (!markets.includes(market)) continue
    for (const j of MARKET_JURISDICTIONS[market]) {
      if (!out.includes(j)) out.push(j)
      if (EU_MEMBERS.has(j) && !out.includes('EU')) out.push('EU')
    }
  }
  return out
}
