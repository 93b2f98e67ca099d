import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND_ROUTES, type BrandKey } from '@/brands/registry'
import { isVisible, NO, QUESTION_IDS, YES, type Answers } from '@/services/compliance/questions'

/**
 * The site tells visitors how many questions the compliance questionnaire asks. Some
 * questions appear only after certain answers, so the promise must be the range a visitor
 * can actually meet, in every language and on every brand that shows the questionnaire.
 */

/** The fewest and the most questions a visitor sees, over every answer to the questions that others depend on. */
function visibleRange(): [number, number] {
  const choices = [YES, NO, undefined]
  const counts: number[] = []
  for (const q3 of choices)
    for (const q7 of choices)
      for (const q8 of choices) {
        const answers: Answers = {}
        if (q3) answers['3'] = [q3]
        if (q7) answers['7'] = [q7]
        if (q8) answers['8'] = [q8]
        counts.push(QUESTION_IDS.filter((id) => isVisible(id, answers)).length)
      }
  return [Math.min(...counts), Math.max(...counts)]
}

const NUMBER_WORDS: Record<string, number> = { six: 6, seven: 7, eight: 8, nine: 9, sechs: 6, sieben: 7, acht: 8, neun: 9 }
const number = (text: string) => NUMBER_WORDS[text.toLowerCase()] ?? Number(text)

/** "6–9 个问题", "回答9个问题", "six to nine questions", "sechs bis neun einfache Fragen": the stated range. */
const CLAIMS = [
  /(\d+)(?:–(\d+))? ?个(?:业务|简单的业务)?问题/g,
  /\b(six|seven|eight|nine|\d+)(?: to (nine|\d+)|–(\d+))? (?:simple |business )?questions\b/gi,
  /\b(sechs|sieben|acht|neun|\d+)(?: bis (neun|\d+))? (?:einfache )?Fragen\b/gi,
]

const questionnaireBrands = (Object.keys(BRAND_ROUTES) as BrandKey[]).filter((key) => BRAND_ROUTES[key].flags.questionnaire)

/** The files whose texts reach visitors of those brands: their content and the UI messages. */
function copyFiles(): string[] {
  const root = process.cwd()
  const walk = (dir: string): string[] =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)).filter((f) => /\.(ya?ml|md|json)$/.test(f)) : []
  const brandFiles = walk(path.join(root, 'content')).filter((file) => {
    const parts = path.relative(path.join(root, 'content'), file).split(path.sep)
    return questionnaireBrands.some((brand) => parts[1] === brand || parts[1] === `${brand}.yaml`)
  })
  return [...brandFiles, ...walk(path.join(root, 'src/i18n/messages'))]
}

describe('the stated number of questionnaire questions', () => {
  it('a visitor sees six questions at the fewest and nine at the most', () => {
    expect(visibleRange()).toEqual([6, 9])
  })

  it('every text that states a number of questions states that range', () => {
    const [fewest, most] = visibleRange()
    const wrong: string[] = []
    let found = 0
    for (const file of copyFiles()) {
      const text = fs.readFileSync(file, 'utf8')
      for (const pattern of CLAIMS) {
        for (const match of text.matchAll(pattern)) {
          found++
          const from = number(match[1]!)
          const to = match[2] ?? match[3]
          if (from !== fewest || to === undefined || number(to) !== most) wrong.push(`${path.relative(process.cwd(), file)}: ${match[0]}`)
        }
      }
    }
    expect(wrong).toEqual([])
    // The scan does find the claims (the questionnaire intro, the report's start text, pages).
    expect(found).toBeGreaterThan(20)
  })
})
