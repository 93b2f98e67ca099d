import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { BrandKey, Locale } from '@/brands/registry'
import type { Merchant, TrademarkRequest } from '@/payload-types'
import { getBrand } from '@/services/content/brand'
import { enqueueMail } from '@/services/mail/outbox'
import { kickMailDelivery } from '@/services/mail/worker'
import { consume } from '@/services/rate-limit'
import { withTransaction } from '@/services/transaction'
import { compactContactNumber } from '@/lib/phone'
import { attorneyMailbox, dailyLimit } from './ipr-settings'
import { officeNames } from './offices'
import { MAX_CLASS, MIN_CLASS, OFFICE_CODES } from './records'

/**
 * Requests for a manual search by an attorney (ipr/iprArtificialTrademark/*). A request
 * is stored for staff (collection `trademark-requests`, worked in the CMS) and its
 * notification mail is queued in the same transaction, so a mail outage delays the
 * attorneys' notice but never loses a request. Each merchant may ask a few times a day
 * (ipr-settings `artificialDailyLimit`), counted from the stored requests so the limit
 * holds across instances; a per-address limit stops scripts before that.
 */

// ---- input -------------------------------------------------------------------------

/** Mainland mobile numbers, or international numbers written with + and 6 to 15 digits. */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|\+\d{6,15})$/

const classId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, 'expected a class number').transform(Number)])
  .refine((v) => Number.isInteger(v) && v >= MIN_CLASS && v <= MAX_CLASS, `classes are ${MIN_CLASS} to 45, and ${MAX_CLASS} (US special class)`)

const officeCode = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, 'expected an office code').transform(Number)])
  .refine((v) => (OFFICE_CODES as readonly number[]).includes(v), `office codes are ${OFFICE_CODES.join(', ')}`)

const unique = (values: number[]) => [...new Set(values)]
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined)

export const manualRequestInput = z.object({
  markName: z.string('enter the mark').trim().min(1, 'enter the mark').max(100, 'at most 100 characters'),
  classIds: z.array(classId, 'choose the classes').min(1, 'choose at least one class').max(45, 'at most 45 classes').transform(unique),
  countries: z.array(officeCode, 'choose the countries or regions').min(1, 'choose at least one country or region').max(5, 'at most 5 countries or regions').transform(unique),
  goods: optionalText(1000),
  contactName: z.string('enter a contact name').trim().min(1, 'enter a contact name').max(50, 'at most 50 characters'),
  phone: z
    .string('enter a phone number')
    .transform(compactContactNumber)
    .pipe(z.string().regex(PHONE_PATTERN, 'a mainland mobile number (11 digits starting 13–19) or an international number (+ and 6 to 15 digits)')),
  email: z
    .union([z.literal(''), z.email('enter a valid email address').max(254, 'at most 254 characters')])
    .optional()
    .transform((v) => v || undefined),
  note: optionalText(1000),
})

export type ManualRequestInput = z.infer<typeof manualRequestInput>

/** Every bad field with its problem (the router's summary stops at three). */
export function describeRequestProblems(error: z.ZodError): { field: string; message: string }[] {
  const seen = new Set<string>()
  const problems: { field: string; message: string }[] = []
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '(body)'
    if (seen.has(field)) continue
    seen.add(field)
    problems.push({ field, message: issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ${issue.message}` : issue.message })
  }
  return problems
}

// ---- daily limit -------------------------------------------------------------------

const SHANGHAI_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** Midnight in Asia/Shanghai (UTC+8 all year, no daylight saving) at the start of `now`'s day there. */
export function shanghaiDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS)
}

export interface LimitStatus {
  limit: number
  used: number
  remaining: number
  allowed: boolean
}

export function limitStatus(limit: number, used: number): LimitStatus {
  return { limit, used, remaining: Math.max(0, limit - used), allowed: used < limit }
}

async function requestsToday(payload: Payload, merchantId: number, now: Date): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'trademark-requests',
    where: { and: [{ merchant: { equals: merchantId } }, { createdAt: { greater_than_equal: shanghaiDayStart(now).toISOString() } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** artificialLimitCheck: manual requests the merchant made since midnight, Shanghai time. */
export async function manualLimit(payload: Payload, merchantId: number, now = new Date()): Promise<LimitStatus> {
  const [limit, used] = await Promise.all([dailyLimit(payload), requestsToday(payload, merchantId, now)])
  return limitStatus(limit, used)
}

// ---- the merchant's requests ---------------------------------------------------------

type Texts = { cn: string; en: string }
const lang = (locale: Locale | string): keyof Texts => (locale === 'cn' ? 'cn' : 'en')

const STATUS_TEXTS: Record<TrademarkRequest['status'], Texts> = {
  new: { cn: '已提交，等待律师处理', en: 'Received, waiting for an attorney' },
  inProgress: { cn: '律师检索中', en: 'An attorney is searching' },
  answered: { cn: '律师已答复', en: 'Answered' },
  closed: { cn: '已关闭', en: 'Closed' },
}

export function statusText(status: string, locale: Locale | string): string {
  return (STATUS_TEXTS[status as TrademarkRequest['status']] ?? STATUS_TEXTS.new)[lang(locale)]
}

export interface RequestView {
  id: number
  markName: string
  classIds: number[]
  countries: number[]
  status: string
  statusText: string
  attorneyReply: string | null
  createdAt: string
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : [])

function requestView(doc: TrademarkRequest, locale: Locale | string): RequestView {
  return {
    id: doc.id,
    markName: doc.markName,
    classIds: numbers(doc.classIds),
    countries: numbers(doc.countries),
    status: doc.status,
    statusText: statusText(doc.status, locale),
    attorneyReply: doc.attorneyReply || null,
    createdAt: new Date(doc.createdAt).toISOString(),
  }
}

export const USER_DATA_REQUESTS = 20

/**
 * artificialUserData: the form's contact fields prefilled (from the merchant's last request,
 * else the account's phone), the daily limit, and the merchant's newest requests with the
 * attorneys' replies.
 */
export async function manualUserData(payload: Payload, merchant: Pick<Merchant, 'id' | 'phone'>, locale: Locale, now = new Date()) {
  const [docs, limit] = await Promise.all([newestRequests(payload, merchant.id), manualLimit(payload, merchant.id, now)])
  const last = docs[0]
  const contact = last ? { contactName: last.contactName, phone: last.phone, email: last.email ?? '' } : { contactName: '', phone: merchant.phone ?? '', email: '' }
  return { contact, limit, requests: docs.map((d) => requestView(d, locale)) }
}

async function newestRequests(payload: Payload, merchantId: number | string) {
  const { docs } = await payload.find({ collection: 'trademark-requests', where: { merchant: { equals: merchantId } }, sort: ['-createdAt', '-id'], limit: USER_DATA_REQUESTS, depth: 0, overrideAccess: true })
  return docs
}

/** A merchant's newest requests with their status and the attorneys' replies (the account's "My compliance"). */
export async function trademarkRequestsOf(payload: Payload, merchantId: number | string, locale: Locale): Promise<RequestView[]> {
  return (await newestRequests(payload, merchantId)).map((d) => requestView(d, locale))
}

// ---- saving a request ----------------------------------------------------------------

/** Why a valid request was not accepted; the gateway turns it into a 429 in the caller's language. */
export class ManualRequestRefused extends Error {
  constructor(
    public readonly reason: 'dailyLimit' | 'rateLimited',
    public readonly data: unknown,
  ) {
    super(reason)
  }
}

/** Per address: a merchant sends a few; twenty in ten minutes is a script. */
const ADDRESS_RATE = { points: 20, seconds: 10 * 60 }

export interface RequestContext {
  merchant: Pick<Merchant, 'id' | 'mercNo'>
  brand: BrandKey
  locale: Locale
  ip: string
  now?: Date
}

/** The staff notice: Chinese, whatever language the merchant used. Pure. */
export function requestMail(id: number | string, input: ManualRequestInput, context: { mercNo: string; brandName: string; brand: BrandKey; locale: Locale }, to: string) {
  const lines = [
    '收到一条新的人工商标检索申请，请在一个工作日内答复申请人。',
    '',
    `申请编号：${id}`,
    `商标名称：${input.markName}`,
    `类别：${input.classIds.map((c) => `第${c}类`).join('、')}`,
    `国家/地区：${officeNames(input.countries, 'cn')}`,
    `商品/服务：${input.goods ?? '未填写'}`,
    `联系人：${input.contactName}`,
    `电话：${input.phone}`,
    `邮箱：${input.email ?? '未填写'}`,
    `备注：${input.note ?? '无'}`,
    `商户号：${context.mercNo}`,
    `品牌：${context.brandName}（${context.brand}）`,
    `提交语言：${context.locale}`,
  ]
  return { to, replyTo: input.email, subject: `【人工商标检索】${input.markName}（${context.brandName}）`, text: lines.join('\n') }
}

/**
 * iprArtificialTrademark/save: checks the per-address rate and the daily limit, then
 * stores the request and queues its mail in one transaction. Answers the new id and the
 * requests left today.
 *
 * The daily limit is counted before the write: two requests sent at the very same moment
 * could both pass the last free slot. That is accepted: it is a courtesy limit, and the
 * per-address rate limit bounds what a script can do.
 */
export async function saveManualRequest(payload: Payload, input: ManualRequestInput, ctx: RequestContext): Promise<{ id: number; remaining: number }> {
  const now = ctx.now ?? new Date()
  const rate = await consume('trademark-request', ctx.ip, ADDRESS_RATE.points, ADDRESS_RATE.seconds)
  if (!rate.allowed) throw new ManualRequestRefused('rateLimited', { retryAfter: rate.retryAfter })
  const limit = await manualLimit(payload, ctx.merchant.id, now)
  if (!limit.allowed) throw new ManualRequestRefused('dailyLimit', limit)

  const brand = await getBrand(ctx.brand, 'cn')
  const to = (await attorneyMailbox(payload)) ?? (brand?.email || null)
  const id = await withTransaction(payload, async (req) => {
    const stored = await payload.create({
      collection: 'trademark-requests',
      data: {
        merchant: ctx.merchant.id,
        brand: ctx.brand,
        markName: input.markName,
        classIds: input.classIds,
        countries: input.countries,
        goods: input.goods,
        contactName: input.contactName,
        phone: input.phone,
        email: input.email,
        note: input.note,
        locale: ctx.locale,
        status: 'new',
      },
      req,
      overrideAccess: true,
    })
    if (to) {
      const mail = requestMail(stored.id, input, { mercNo: ctx.merchant.mercNo, brandName: brand?.name ?? ctx.brand, brand: ctx.brand, locale: ctx.locale }, to)
      await enqueueMail(payload, mail, `trademark-requests:${stored.id}`, req)
    } else {
      // Staff still see the request in the CMS; the missing mailbox needs fixing.
      console.error(`[trademarks] manual request ${stored.id}: no attorney mailbox (ipr-settings attorneyEmail) and no brand email for ${ctx.brand}; no mail queued`)
    }
    return stored.id
  })
  if (to) kickMailDelivery()
  return { id, remaining: Math.max(0, limit.remaining - 1) }
}
