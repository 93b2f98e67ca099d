import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { JURISDICTIONS, OPTION_VALUES, QUESTION_IDS, type Jurisdiction } from './questions'
import { PHASES, type ComplianceRule, type Texts } from './types'

/**
 * The compliance rules the report engine applies, as shipped in reference/compliance/rules.yaml
 * (facts and their sources: reference/compliance/SOURCE.md). The demo seed writes them into
 * the CMS, where compliance staff edit them; the engine's tests read them from here. The file
 * is read and checked on first use, so importing this module costs nothing.
 */

export const COMPLIANCE_RULES_FILE = 'reference/compliance/rules.yaml'

/** A rule as the file holds it: everything the CMS stores except the `enabled` switch. */
export type ReferenceRule = Omit<ComplianceRule, 'enabled'>

/** True when two types describe the same values: a schema and the type it mirrors must not drift. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** A text in the report languages: Chinese and English, neither blank, and optionally German. */
export const textsSchema = z
  .object({
    cn: z.string().regex(/\S/, 'expected a text, got a blank one'),
    en: z.string().regex(/\S/, 'expected a text, got a blank one'),
    de: z.string().regex(/\S/, 'expected a text, got a blank one').optional(),
  })
  .strict()

const jurisdiction = z.enum(Object.keys(JURISDICTIONS) as [Jurisdiction, ...Jurisdiction[]])

/** Holds when the answer to `question` (2 to 9) includes one of `values`, each an option of that question. */
const condition = z
  .object({
    question: z.enum(QUESTION_IDS).exclude(['1']),
    values: z.array(z.string()).min(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    c.values.forEach((value, i) => {
      if (!OPTION_VALUES[c.question].includes(value)) {
        ctx.addIssue({ code: 'custom', path: ['values', i], message: `question ${c.question} has no option "${value}" (options: ${OPTION_VALUES[c.question].join(', ')})` })
      }
    })
  })

export const complianceRuleSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a key of lower-case words joined by hyphens'),
    jurisdictions: z.array(jurisdiction).min(1),
    match: z.enum(['all', 'any']),
    conditions: z.array(condition),
    category: z.enum(['vat', 'epr', 'product', 'trademark']),
    phase: z.enum(PHASES),
    sort: z.number().int().nonnegative(),
    service: z
      .object({ serviceType: z.number().int().nonnegative(), serviceItem: z.number().int().nonnegative().optional() })
      .strict()
      .optional(),
    title: textsSchema,
    summary: textsSchema,
    legalBasis: textsSchema,
    timing: textsSchema,
    officialFee: textsSchema.optional(),
    risk: textsSchema,
  })
  .strict()

const sameRule: SameShape<z.output<typeof complianceRuleSchema>, ReferenceRule> = true
const sameTexts: SameShape<z.output<typeof textsSchema>, Texts> = true
void [sameRule, sameTexts]

/** The whole file: a list of rules whose keys are unique (the CMS finds a rule by its key). */
export const complianceRulesFileSchema = z.array(complianceRuleSchema).superRefine((rules, ctx) => {
  const seen = new Set<string>()
  rules.forEach((rule, i) => {
    if (seen.has(rule.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key "${rule.key}" is used by an earlier rule` })
    seen.add(rule.key)
  })
})

let rules: ReferenceRule[] | undefined

/** The rules of the file, in file order; read and checked once per process. */
export function complianceRules(): ReferenceRule[] {
  return (rules ??= loadDataFile(COMPLIANCE_RULES_FILE, complianceRulesFileSchema))
}
