import { z } from 'zod'
import { cookieValue } from './context'

/**
 * Values a browser supplies outside the call's input (cookies, headers) that a handler
 * stores. They are checked like query values before they reach the database: anything a
 * page could not have set itself (markup, control characters, a 10 kB string) is treated
 * as absent rather than cut to length and kept.
 */

/** Channel codes: the proxy copies them from the landing URL's query under this same rule. */
export const channelCode = z.string().regex(/^[\w-]{1,64}$/)

/** Analytics visitor ids (the analytics SDK's distinct_id: hex groups, numbers, account ids). */
export const analyticsId = z.string().regex(/^[\w.:@+=-]{1,128}$/)

/** `value` when `schema` accepts it, else undefined. */
export function accepted(schema: z.ZodType<string>, value: string | null | undefined): string | undefined {
  if (value == null) return undefined
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** A cookie's value when it passes `schema`; undefined when missing or not acceptable. */
export function checkedCookie(headers: Headers, name: string, schema: z.ZodType<string>): string | undefined {
  return accepted(schema, cookieValue(headers, name))
}
