import proxyAddr from 'proxy-addr'
import { z } from 'zod'
import { BRAND_KEYS, isBrandKey } from '@/brands/registry'
import { parseBrandHosts } from '@/brands/resolve'

/**
 * The server's environment variables, checked in one place. `getEnv()` parses them on
 * first use and again only when one of them changed (tests set variables while they run);
 * `src/instrumentation.ts` calls it before anything else, so a bad value stops the server
 * at start with a message naming the variable and what is wrong with it. Server code reads
 * typed values from here, never `process.env`.
 *
 * Left as literal `process.env` reads elsewhere, on purpose:
 * - `NEXT_PUBLIC_*` in code that runs in the browser: Next replaces the literal text
 *   `process.env.NEXT_PUBLIC_X` with its value when it bundles client code, so it must stay
 *   written that way (and this module must never be imported by client code);
 * - `NODE_ENV`, `NEXT_RUNTIME`, `NEXT_PHASE` and `VITEST`, set by Next and the test runner,
 *   not by whoever deploys;
 * - `server/*.cjs` (the edge in front of Next, plain Node that cannot import TypeScript)
 *   reads `TRUST_PROXY` itself, and the `scripts/*.mjs` start and test scripts read theirs
 *   (PORT, HOSTNAME, ...). The rule for TRUST_PROXY below is the edge's
 *   (`server/client-address.cjs`), so both accept and read the same values.
 *
 * Not marked `import 'server-only'`: the Payload config and the tsx command-line scripts
 * load this module outside Next, where that marker throws at import.
 *
 * Unset and empty mean the same: the default.
 */

/** The raw variables, as `process.env` holds them. */
export type EnvSource = Readonly<Record<string, string | undefined>>

type Check = (value: string) => string | null

/** An optional text variable; `check` returns what is wrong with a value, or null. */
function text(check?: Check) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined
      const problem = check?.(raw)
      if (problem) ctx.addIssue(problem)
      return raw
    })
}

/** A text variable whose surrounding spaces do not count (the SMS provider's settings). */
const trimmed = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined)

/** A whole number of at least `min`, `fallback` when unset. */
function count(fallback: number, min = 0) {
  return wholeNumber(min).transform((n) => n ?? fallback)
}

/** A whole number of at least `min`, undefined when unset. */
function wholeNumber(min = 0) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim()
      if (!value) return undefined
      if (!/^\d+$/.test(value) || Number(value) < min) {
        ctx.addIssue(`expected a whole number${min > 0 ? ` of at least ${min}` : ''}`)
        return undefined
      }
      return Number(value)
    })
}

/**
 * An on/off switch, as the site has always read it: exactly `1` turns it on, anything
 * else (`0`, `true`) leaves it off.
 */
const flag = () =>
  z
    .string()
    .optional()
    .transform((raw) => raw === '1')

const url = (schemes: string[], example: string): Check => (value) => {
  try {
    const parsed = new URL(value)
    if (schemes.includes(parsed.protocol.slice(0, -1))) return null
  } catch {
    // reported below
  }
  return `expected a ${schemes.join(':// or ')}:// URL such as ${example}`
}

/**
 * Which proxies may speak for the client (the edge's rule): unset, `0` or `false`: none,
 * the socket's peer is the client; a number N: the N nearest hops; otherwise
 * comma-separated addresses, CIDR ranges or the names `loopback`, `linklocal`,
 * `uniquelocal`, checked by the same library the edge compiles them with.
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | null

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim()
    if (!value || value === '0' || value === 'false') return null
    if (/^\d+$/.test(value)) return Number(value) > 0 ? { hops: Number(value) } : null
    const addresses = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    try {
      proxyAddr.compile(addresses)
    } catch (error) {
      ctx.addIssue(`expected a hop count, "loopback" or addresses (${error instanceof Error ? error.message : String(error)})`)
      return null
    }
    return addresses.length ? { addresses } : null
  })

const brandHosts = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const bad = (raw ?? '')
      .split(',')
      .map((pair) => pair.trim())
      .filter((pair) => pair && !(/^[^=\s]+=[^=\s]+$/.test(pair) && isBrandKey(pair.split('=')[0]!.toLowerCase())))
    if (bad.length) ctx.addIssue(`expected brand=host pairs separated by commas, brand one of ${BRAND_KEYS.join(', ')} (not "${bad.join('", "')}")`)
    return parseBrandHosts(raw)
  })

export const SMS_PROVIDERS = ['dev', 'tencent', 'aliyun'] as const
export type SmsProviderName = (typeof SMS_PROVIDERS)[number]

/** What each SMS provider cannot work without (services/sms/index.ts builds the providers from them). */
export const SMS_REQUIRED = {
  dev: [],
  tencent: ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'],
  aliyun: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
} as const

const smsProvider = z
  .string()
  .optional()
  .transform((raw, ctx): SmsProviderName | undefined => {
    const value = raw?.trim().toLowerCase()
    if (!value) return undefined
    if ((SMS_PROVIDERS as readonly string[]).includes(value)) return value as SmsProviderName
    ctx.addIssue(`expected one of ${SMS_PROVIDERS.join(', ')}`)
    return undefined
  })

const schema = z
  .object({
    // ---- where things are -------------------------------------------------------
    /** The project folder (data/, migrations); the standalone server runs elsewhere. Default: the working directory. */
    SITE_ROOT: text(),
    /** The site's public origin, for the CMS's absolute links. Default: none (relative). */
    SITE_URL: text(url(['http', 'https'], 'https://www.example.com')),
    /** Signs CMS sessions and derives the code and challenge keys. Default: generated into data/.payload-secret. */
    PAYLOAD_SECRET: text(),

    // ---- database ------------------------------------------------------------------
    /** PostgreSQL instead of SQLite. Default: SQLite. */
    DATABASE_URL: text(url(['postgres', 'postgresql'], 'postgres://user@host:5432/site')),
    /** Connections in the PostgreSQL pool. */
    DATABASE_POOL_MAX: count(10, 1),
    /** The SQLite file, relative to SITE_ROOT. */
    SQLITE_FILE: text().transform((v) => v ?? 'data/site.db'),
    /** `1`: `next dev` pushes schema changes without migrations. */
    PAYLOAD_DB_PUSH: flag(),
    /** Uploaded media, relative to SITE_ROOT. */
    MEDIA_DIR: text().transform((v) => v ?? 'data/media'),
    /** Demo content on an empty database; `0` turns it off, anything else leaves it on. */
    SEED_DEMO: z
      .string()
      .optional()
      .transform((raw) => raw !== '0'),
    /** The demo seed's administrator login. Default: admin@example.com / demo-admin-2026. */
    SEED_ADMIN_EMAIL: text((v) => (/^[^\s@]+@[^\s@]+$/.test(v) ? null : 'expected an email address')),
    SEED_ADMIN_PASSWORD: text(),
    /** The demo seed's brand-limited editor's password. Default: demo-editor-2026. */
    SEED_EDITOR_PASSWORD: text(),

    // ---- requests -----------------------------------------------------------------
    /** Rate-limit counters shared by every instance. Default: in memory, per process. */
    REDIS_URL: text(url(['redis', 'rediss'], 'redis://127.0.0.1:6379')),
    TRUST_PROXY: trustProxy,
    /** Production host of each brand: `mdt=ip.example.com,cht=corp.example.com`. Default: development hosts only. */
    BRAND_HOSTS: brandHosts,
    /** Shares the login cookie with a workbench on the parent domain. Default: this host only. */
    LOGIN_COOKIE_DOMAIN: text((v) => (/^\.?([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(v) ? null : 'expected a domain such as .example.com')),
    /** `1`: cookies without `Secure` in production (HTTP-only test set-ups). */
    INSECURE_COOKIES: flag(),
    /** Header with the visitor's country, set by a trusted proxy (cf-ipcountry). Default: none. */
    GEO_COUNTRY_HEADER: text((v) => (/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(v) ? null : 'expected a header name such as cf-ipcountry')),
    /** `1`: a public address without a country counts as abroad. */
    GEO_UNKNOWN_IS_FOREIGN: flag(),

    // ---- video ----------------------------------------------------------------------
    /** Tencent VOD player signature and licence. Default: none. */
    TENCENT_VOD_PSIGN: text(),
    TENCENT_VOD_LICENSE_URL: text(url(['http', 'https'], 'https://license.example.com/x.license')),

    // ---- mail -----------------------------------------------------------------------
    /** SMTP server for the outbox. Default: the development transport (logs only). */
    SMTP_URL: text(url(['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465')),
    MAIL_FROM: text().transform((v) => v ?? 'no-reply@localhost'),

    // ---- SMS codes (services/sms/index.ts describes each provider's settings) -------
    /** dev (default: codes logged and kept in the CMS outbox), tencent or aliyun. */
    SMS_PROVIDER: smsProvider,
    TENCENT_SECRET_ID: trimmed,
    TENCENT_SECRET_KEY: trimmed,
    TENCENT_SMS_SDK_APP_ID: trimmed,
    TENCENT_SMS_SIGN_NAME: trimmed,
    TENCENT_SMS_TEMPLATE_ID: trimmed,
    TENCENT_VOICE_SDK_APP_ID: trimmed,
    TENCENT_REGION: trimmed,
    ALIYUN_ACCESS_KEY_ID: trimmed,
    ALIYUN_ACCESS_KEY_SECRET: trimmed,
    ALIYUN_SMS_SIGN_NAME: trimmed,
    ALIYUN_SMS_TEMPLATE_CODE: trimmed,
    ALIYUN_TTS_CODE: trimmed,
    ALIYUN_VOICE_SHOW_NUMBER: trimmed,
    SMS_DAILY_CAP_PER_PHONE: count(10),
    SMS_DAILY_CAP_PER_IP: count(20),
    /** Codes an address may have sent in one minute (a burst guard on top of the daily caps). */
    SMS_MINUTE_CAP_PER_IP: count(10),
    SMS_DAILY_CAP_GLOBAL: count(5000),
    /** Distinct numbers an address may ask codes for a day. Default: half SMS_DAILY_CAP_PER_IP, at least 1. */
    SMS_DAILY_NUMBERS_PER_IP: wholeNumber(),
    SMS_HOURLY_CAP_PER_PREFIX: count(5),
    /** Proof-of-work size (counters a solver may have to try; at least 10 is used). */
    SMS_CHALLENGE_MAXNUMBER: count(1_000_000),
    SMS_FREE_CODES_PER_IP: count(1),
    /** Contact-form messages one address may send in ten minutes (a person sends one or two; more is a script). */
    CONTACT_MESSAGES_PER_ADDRESS: count(5),
  })
  .superRefine((env, ctx) => {
    const provider = env.SMS_PROVIDER ?? 'dev'
    for (const name of SMS_REQUIRED[provider]) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required when SMS_PROVIDER=${provider}` })
    }
  })

export type Env = z.output<typeof schema>

/** The variables this module reads, in a fixed order. */
export const ENV_NAMES = Object.keys(schema.shape) as (keyof Env)[]

/** A variable that is set but wrong; the message names each one and what is wrong. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Checks raw variables (process.env, or a test's own) and returns the typed values. */
export function parseEnv(source: EnvSource): Env {
  const picked = Object.fromEntries(ENV_NAMES.map((name) => [name, source[name]]))
  const result = schema.safeParse(picked)
  if (result.success) return result.data
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`))
}

let cached: { key: string; env: Env } | undefined

/**
 * The server's environment, parsed on first use. A production process's environment does
 * not change after start, so it is parsed once there (this runs on every request: the
 * proxy, paths, hosts). Elsewhere tests set variables as they go, so a changed variable is
 * parsed again.
 */
export function getEnv(): Env {
  if (cached && process.env.NODE_ENV === 'production') return cached.env
  const key = ENV_NAMES.map((name) => process.env[name] ?? '\u0000').join('\u0001')
  if (cached?.key !== key) cached = { key, env: parseEnv(process.env) }
  return cached.env
}

/** `source`'s values when a caller (a test) passes its own variables, else the server's. */
export function envFrom(source?: EnvSource): Env {
  return source ? parseEnv(source) : getEnv()
}

/** Cookies carry `Secure` in production unless INSECURE_COOKIES=1 (plain-HTTP test set-ups). */
export function secureCookies(env: Env = getEnv()): boolean {
  return process.env.NODE_ENV === 'production' && !env.INSECURE_COOKIES
}

/** The SMS variables as `smsProviderFromEnv` reads them (with NODE_ENV for its production warning). */
export function smsVariables(env: Env = getEnv()): Record<string, string | undefined> {
  const names = ['SMS_PROVIDER', ...SMS_REQUIRED.tencent, ...SMS_REQUIRED.aliyun, 'TENCENT_VOICE_SDK_APP_ID', 'TENCENT_REGION', 'ALIYUN_TTS_CODE', 'ALIYUN_VOICE_SHOW_NUMBER'] as const
  return { NODE_ENV: process.env.NODE_ENV, ...Object.fromEntries(names.map((name) => [name, env[name]])) }
}
