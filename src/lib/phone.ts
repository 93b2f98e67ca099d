/**
 * Mainland mobile numbers, the numbers merchants log in and register with. One rule for
 * the browser form and the gateway, so both accept and refuse the same input. Plain code
 * only (no server imports): the login form bundles it.
 */

/** 11 digits, 13x to 19x. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

/**
 * The 11-digit number, or null when the input is not a mainland mobile number. Spaces and
 * dashes people type are dropped, and so is a +86 / 86 country prefix before the 11 digits.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '')
  return MOBILE_PATTERN.test(digits) ? digits : null
}

/**
 * 138****8000: enough to recognise one's own number, for pages and logs. Anything shorter
 * than a mobile number is masked more heavily, and very short input entirely.
 */
export function maskPhone(phone: string): string {
  const p = String(phone)
  if (p.length >= 11) return `${p.slice(0, 3)}****${p.slice(-4)}`
  if (p.length >= 7) return `${p.slice(0, 2)}****${p.slice(-2)}`
  return '****'
}

/** A phone number as a tel: link target: its digits and a leading +, whatever the formatting. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A contact number as people write it, any country (+44 20 7946 0958, (021) 6888-1234):
 * spaces, dashes, dots and brackets (also full-width) dropped, digits and a leading +
 * kept. For numbers we call back, not for logins (those are normalizePhone's).
 */
export function compactContactNumber(value: string): string {
  return value.replace(/[\s\-.()（）]/g, '')
}
