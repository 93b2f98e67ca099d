import { getEnv } from '@/lib/env'

/**
 * Is the visitor abroad? (business/merc/sys/getIsForeignIp; the language prompt of the
 * recycling and Korea brands asks it.)
 * 1. A country code from a trusted edge proxy (GEO_COUNTRY_HEADER, e.g. cf-ipcountry).
 * 2. Loopback and private addresses are domestic (a visitor on the office network).
 * 3. The address looked up in the IP-to-country database the geoip-country package ships
 *    (GeoLite2 data inside the package, read from disk on first use; nothing is downloaded
 *    at run time, and updating it means updating the package).
 * 4. An address the database does not know counts as domestic unless GEO_UNKNOWN_IS_FOREIGN=1.
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

type Lookup = (ip: string) => { country?: string } | null
let lookup: Promise<Lookup> | undefined

/** The ISO country of a public address from the shipped database, or null when it has none. */
export async function countryOfAddress(ip: string): Promise<string | null> {
  // Loaded on the first question only: the tables are several megabytes.
  lookup ??= import('geoip-country').then((geoip) => (geoip.default ?? geoip).lookup as Lookup)
  const country = (await lookup)(ip.replace(/^::ffff:/i, ''))?.country?.toUpperCase()
  return country && /^[A-Z]{2}$/.test(country) ? country : null
}

export async function isForeignVisitor(headers: Headers, ip: string, countryHeader = getEnv().GEO_COUNTRY_HEADER): Promise<boolean> {
  if (countryHeader) {
    const country = headers.get(countryHeader)?.trim().toUpperCase()
    // XX (unknown) and T1 (Tor) are what edge proxies send when they cannot tell.
    if (country && /^[A-Z]{2}$/.test(country) && !UNKNOWN_COUNTRIES.has(country)) return !DOMESTIC_COUNTRIES.has(country)
  }
  if (isPrivateOrLoopback(ip)) return false
  const country = await countryOfAddress(ip)
  if (country) return !DOMESTIC_COUNTRIES.has(country)
  // An address without a known country; deployments choose how to read it.
  return getEnv().GEO_UNKNOWN_IS_FOREIGN
}
