import { z } from 'zod'
import type { BrandKey } from '@/brands/registry'
import { LEAD_ENDPOINT } from '@/services/campaigns/constants'
import { ContactRejected, submitContactMessage } from '@/services/contact/submit'
import { currentMerchant } from '../auth'
import type { GatewayContext } from '../context'
import { CODES, GatewayFailure } from '../envelope'
import { route, type RouteTable } from '../router'

// Shape only: lengths and formats are checked by the contact rules, which name the field
// in the visitor's language. Generous caps keep absurd bodies out before that.
const text = z.string().max(5000).optional()
const contactBody = z.object({
  name: text,
  email: text,
  phone: text,
  companyName: text,
  subject: text,
  content: text,
  website: text,
  page: text,
  jurisdiction: z.string().max(20).optional(),
  service: z.string().max(40).optional(),
  startedAt: z.number().int().nonnegative().optional(),
  // The browser form's key for this message (its format is a contact rule, named like a field).
  submissionKey: z.string().max(100).optional(),
})

async function submit(body: z.infer<typeof contactBody>, ctx: GatewayContext, brand: BrandKey, source: 'contact' | 'lead' = 'contact') {
  try {
    const merchant = await currentMerchant(ctx)
    return await submitContactMessage(body, { brand, locale: ctx.locale, ip: ctx.ip, channelNo: ctx.channelNo ?? undefined, source, merchantId: merchant?.id })
  } catch (error) {
    if (error instanceof ContactRejected) throw new GatewayFailure(error.status, error.status === 429 ? CODES.TOO_MANY_REQUESTS : CODES.BAD_REQUEST, error.message, error.data)
    throw error
  }
}

/** POST officialQuery/contactUs: stores the message, then mails it via the outbox. */
export const contactRoutes: RouteTable = {
  'officialQuery/contactUs': route('POST', contactBody, (body, ctx) => submit(body, ctx, ctx.brand.key)),
  /**
   * The IP brand's own enquiry mail: the same checks, storage and outbox,
   * always filed under mdt, whichever platform header the page sent, so the firm's
   * enquiries reach the firm's mailbox.
   */
  'mdt/applyProcessLog/ippEnEmailSend': route('POST', contactBody, (body, ctx) => submit(body, ctx, 'mdt')),
  /**
   * A campaign page's lead form: a contact message in every respect (checks, limits
   * shared with the contact form, storage, outbox), filed as a lead so staff can tell
   * campaign enquiries apart.
   */
  [LEAD_ENDPOINT]: route('POST', contactBody, (body, ctx) => submit(body, ctx, ctx.brand.key, 'lead')),
}
