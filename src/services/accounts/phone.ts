/** Mainland mobile numbers: 11 digits starting 13-19, with an optional +86 / 86 prefix. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '')
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****'
}
