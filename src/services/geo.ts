import { getEnv } from '@/lib/env'

/**
 * Is the visitor abroad? (business/merc/sys/getIsForeignIp)
 * A country code from a trusted edge proxy (GEO_COUNTRY_HEADER, e.g. cf-ipcountry) is
 * the source of truth. Without it, loopback and private addresses are domestic; other
 * addresses are unknown and count as domestic unless GEO_UNKNOWN_IS_FOREIGN=1.
 */
export const DOMESTIC_COUNTRIES = new Set(['CN'])
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1'])

export function isPrivateOrLoopback(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '')
  const m = v4.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/)
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])]
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || a === 0
  }
  const v6 = ip.toLowerCase()
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80:')
}

export function isForeignVisitor(headers: Headers, ip: string, countryHeader = getEnv().GEO_COUNTRY_HEADER): boolean {
  if (countryHeader) {
    const country = headers.get(countryHeader)?.trim().toUpperCase()
    // XX (unknown) and T1 (Tor) are what edge proxies send when they cannot tell.
    if (country && /^[A-Z]{2}$/.test(country) && !UNKNOWN_COUNTRIES.has(country)) return !DOMESTIC_COUNTRIES.has(country)
  }
  if (isPrivateOrLoopback(ip)) return false
  // A public address without a country is unknown; deployments choose how to read it.
  return getEnv().GEO_UNKNOWN_IS_FOREIGN
}
