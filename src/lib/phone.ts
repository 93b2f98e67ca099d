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

/** 138****8000: enough to recognise one's own number, for pages and logs. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****'
}
