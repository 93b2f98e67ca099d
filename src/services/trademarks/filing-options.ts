import { z } from 'zod'

/**
 * The options a trademark filing is ordered with, and what each does to a service item's
 * price. Pure (zod only), so a form in the browser and the gateway read the same codes,
 * labels and rules.
 *
 * - accelerate: 1 yes, 2 no. Adds our fee for preparing the office's acceleration request
 *   where the office has one an applicant can ask for (US Petition to Make Special, Japan's
 *   accelerated examination); elsewhere (China, UK, EU, Japan at the registration stage)
 *   asking for it is refused with the office's reason. The office's own fee, if any, is
 *   named in the answer and never added to our price.
 * - authorisation: 1 needed, 2 not. Adds our fee for preparing the power of attorney or
 *   authorisation letter.
 * - entity type: 1 micro, 2 small, 3 large. Recorded and echoed, never priced: the
 *   small- and micro-entity reductions of the USPTO are patent fee reductions; its
 *   trademark fees, and those of the other offices here, are the same for every applicant.
 * - products per application: a whole number from 1 to 10, recorded and echoed. Ten is
 *   within every office's base fee: China's class fee covers up to ten goods or services in
 *   a class, and the US, UK, EU and Japanese fees are charged per class, not per item.
 *
 * Member levels (1 VIP, 2 SVIP) and the official-fee flag (0/1) are labels on the answer
 * (skus.ts); the options' fees are added to every member's price alike.
 */

type Text = { cn: string; en: string }

export const ACCELERATE = {
  yes: { code: 1, label: { cn: '加快审查', en: 'Accelerated' } },
  no: { code: 2, label: { cn: '常规审查', en: 'Standard' } },
} as const

export const AUTHORISATION = {
  needed: { code: 1, label: { cn: '需要委托书/授权书', en: 'Authorisation letter needed' } },
  notNeeded: { code: 2, label: { cn: '无需委托书/授权书', en: 'No authorisation letter' } },
} as const

export const ENTITY_TYPES = {
  micro: { code: 1, label: { cn: '微型实体', en: 'Micro entity' } },
  small: { code: 2, label: { cn: '小型实体', en: 'Small entity' } },
  large: { code: 3, label: { cn: '大型实体', en: 'Large entity' } },
} as const

export const MIN_PRODUCTS = 1
export const MAX_PRODUCTS = 10

export type AccelerateCode = (typeof ACCELERATE)[keyof typeof ACCELERATE]['code']
export type AuthorisationCode = (typeof AUTHORISATION)[keyof typeof AUTHORISATION]['code']
export type EntityTypeCode = (typeof ENTITY_TYPES)[keyof typeof ENTITY_TYPES]['code']

type Lang = 'cn' | 'en'
const lang = (locale: string): Lang => (locale === 'cn' ? 'cn' : 'en')

function labelOf(table: Record<string, { code: number; label: Text }>, code: number, locale: string): string {
  return Object.values(table).find((o) => o.code === code)!.label[lang(locale)]
}

/**
 * A code field as forms and query strings send it: a number or a digit string ("1").
 * Anything else is refused with the allowed codes spelled out, in both site languages
 * (the gateway's schemas are shared by every caller).
 */
function codeField<C extends number>(codes: readonly C[], message: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,2}$/, message).transform(Number)], { message })
    .refine((value): value is C => (codes as readonly number[]).includes(value), message)
    .transform((value) => value as C)
}

export const accelerateField = codeField<AccelerateCode>([1, 2], '加快审查：1 是，2 否 / accelerate: 1 yes, 2 no')
export const authorisationField = codeField<AuthorisationCode>([1, 2], '委托书/授权书：1 需要，2 不需要 / authorisation: 1 needed, 2 not needed')
export const entityTypeField = codeField<EntityTypeCode>([1, 2, 3], '主体类型：1 微型，2 小型，3 大型 / entityType: 1 micro, 2 small, 3 large')

const PRODUCTS_MESSAGE = `每件申请的商品数量为 ${MIN_PRODUCTS} 至 ${MAX_PRODUCTS} 的整数 / productCount: a whole number from ${MIN_PRODUCTS} to ${MAX_PRODUCTS}`
export const productCountField = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, PRODUCTS_MESSAGE).transform(Number)], { message: PRODUCTS_MESSAGE })
  .refine((n) => Number.isInteger(n) && n >= MIN_PRODUCTS && n <= MAX_PRODUCTS, PRODUCTS_MESSAGE)

/**
 * The options as the SKU call accepts them, every one optional (a call without them is
 * answered as before). `authorization` (US spelling) is read as `authorisation`. The
 * fields are exported on their own so a call can declare them beside its other fields
 * (the reference documentation lists an object's fields as parameters).
 */
export const filingOptionsFields = {
  accelerate: accelerateField.optional(),
  authorisation: authorisationField.optional(),
  authorization: authorisationField.optional(),
  entityType: entityTypeField.optional(),
  productCount: productCountField.optional(),
}

type RawFilingOptions = { accelerate?: AccelerateCode; authorisation?: AuthorisationCode; authorization?: AuthorisationCode; entityType?: EntityTypeCode; productCount?: number }

/** Both spellings may be sent, but not with different answers. */
export function checkAuthorisationSpelling(value: RawFilingOptions, issue: z.RefinementCtx): void {
  if (value.authorisation !== undefined && value.authorization !== undefined && value.authorisation !== value.authorization) {
    issue.addIssue({ code: 'custom', path: ['authorisation'], message: 'authorisation 与 authorization 不一致 / authorisation and authorization disagree' })
  }
}

export const filingOptionsInput = z.object(filingOptionsFields).superRefine(checkAuthorisationSpelling)

export type FilingOptionsInput = RawFilingOptions

/** The options with their defaults: no acceleration, no authorisation letter, one product. */
export interface FilingOptions {
  accelerate: AccelerateCode
  authorisation: AuthorisationCode
  entityType: EntityTypeCode | null
  productCount: number
}

export function withDefaults(input: FilingOptionsInput): FilingOptions {
  return {
    accelerate: input.accelerate ?? ACCELERATE.no.code,
    authorisation: input.authorisation ?? input.authorization ?? AUTHORISATION.notNeeded.code,
    entityType: input.entityType ?? null,
    productCount: input.productCount ?? MIN_PRODUCTS,
  }
}

/** True when the caller sent at least one option (then the answer carries the options block). */
export function hasFilingOptions(input: FilingOptionsInput): boolean {
  return [input.accelerate, input.authorisation, input.authorization, input.entityType, input.productCount].some((v) => v !== undefined)
}

// ---------------------------------------------------------------------------------------
// The data file (reference/trademarks/filing-options.yaml)

const text = z.object({ cn: z.string().min(1), en: z.string().min(1) }).strict()
const fee = z.number().int().min(0).max(100_000)

const accelerateAvailable = z
  .object({
    available: z.literal(true),
    name: text,
    serviceFee: fee,
    officialFee: z.object({ currency: z.string().regex(/^[A-Z]{3}$/), amount: z.number().min(0).nullable() }).strict(),
    conditions: text,
  })
  .strict()
const accelerateUnavailable = z.object({ available: z.literal(false), reason: text }).strict()

export const filingOptionsFileSchema = z
  .object({
    currency: z.literal('CNY'),
    authorisation: z.object({ serviceFee: fee }).strict(),
    offices: z
      .array(
        z
          .object({
            serviceItems: z.array(z.number().int().positive()).min(1),
            office: text,
            accelerate: z.discriminatedUnion('available', [accelerateAvailable, accelerateUnavailable]),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((file, issue) => {
    const seen = new Set<number>()
    file.offices.forEach((office, i) =>
      office.serviceItems.forEach((item) => {
        if (seen.has(item)) issue.addIssue({ code: 'custom', path: ['offices', i, 'serviceItems'], message: `service item ${item} is listed twice` })
        seen.add(item)
      }),
    )
  })

export type FilingOptionsFile = z.output<typeof filingOptionsFileSchema>
export const FILING_OPTIONS_FILE = 'reference/trademarks/filing-options.yaml'

// ---------------------------------------------------------------------------------------
// Pricing

/** One fee an option adds: ours (in the price) and the office's, if any (never in the price). */
export interface FilingAddition {
  option: 'accelerate' | 'authorisation'
  name: string
  serviceFee: number
  officialFee: { currency: string; amount: number | null } | null
  officialFeeIncluded: 0
  conditions: string | null
}

export interface FilingOptionsView {
  /** The office that examines this item, from the data file (null for an item it does not list). */
  office: string | null
  accelerate: { code: AccelerateCode; label: string }
  authorisation: { code: AuthorisationCode; label: string }
  entityType: { code: EntityTypeCode; label: string } | null
  productCount: number
  additions: FilingAddition[]
  /** Sum of the additions' service fees, already in payPrice and the member prices. */
  optionsFee: number
  notes: string[]
}

/** Why an option cannot be priced for an item: the message is the office's reason in the caller's language. */
export class FilingOptionRefused extends Error {
  constructor(
    public readonly option: 'accelerate',
    message: string,
  ) {
    super(message)
  }
}

const NOTES = {
  entityType: {
    cn: '主体类型不影响商标费用：美国专利商标局的小型/微型实体减费仅适用于专利，商标官费对所有申请人相同。',
    en: 'The entity type does not change trademark fees: the USPTO’s small and micro entity reductions apply to patents only; trademark official fees are the same for every applicant.',
  },
  productCount: {
    cn: `每件申请 ${MIN_PRODUCTS} 至 ${MAX_PRODUCTS} 个商品不改变价格：中国每类含 10 个商品，美国、英国、欧盟和日本按类别收费。`,
    en: `${MIN_PRODUCTS} to ${MAX_PRODUCTS} products per application do not change the price: a Chinese class fee covers ten items, and the US, UK, EU and Japanese fees are per class.`,
  },
} as const

const AUTHORISATION_NAME: Text = { cn: '委托书/授权书准备', en: 'Preparing the authorisation letter' }

/**
 * What the options add to one service item. Throws FilingOptionRefused when acceleration
 * is asked for at an office that has none; an item missing from the data file cannot be
 * accelerated either (nothing verified to offer).
 */
export function priceFilingOptions(serverItem: number, options: FilingOptions, data: FilingOptionsFile, locale: string): FilingOptionsView {
  const l = lang(locale)
  const office = data.offices.find((o) => o.serviceItems.includes(serverItem))
  const additions: FilingAddition[] = []
  if (options.accelerate === ACCELERATE.yes.code) {
    const rule = office?.accelerate
    if (!rule || !rule.available) {
      const reason = rule && !rule.available ? rule.reason[l] : l === 'cn' ? '该服务项不提供加快审查' : 'This service item cannot be accelerated'
      throw new FilingOptionRefused('accelerate', reason)
    }
    additions.push({ option: 'accelerate', name: rule.name[l], serviceFee: rule.serviceFee, officialFee: { ...rule.officialFee }, officialFeeIncluded: 0, conditions: rule.conditions[l] })
  }
  if (options.authorisation === AUTHORISATION.needed.code) {
    additions.push({ option: 'authorisation', name: AUTHORISATION_NAME[l], serviceFee: data.authorisation.serviceFee, officialFee: null, officialFeeIncluded: 0, conditions: null })
  }
  const notes: string[] = []
  if (options.entityType !== null) notes.push(NOTES.entityType[l])
  notes.push(NOTES.productCount[l])
  return {
    office: office ? office.office[l] : null,
    accelerate: { code: options.accelerate, label: labelOf(ACCELERATE, options.accelerate, locale) },
    authorisation: { code: options.authorisation, label: labelOf(AUTHORISATION, options.authorisation, locale) },
    entityType: options.entityType === null ? null : { code: options.entityType, label: labelOf(ENTITY_TYPES, options.entityType, locale) },
    productCount: options.productCount,
    additions,
    optionsFee: additions.reduce((sum, a) => sum + a.serviceFee, 0),
    notes,
  }
}
