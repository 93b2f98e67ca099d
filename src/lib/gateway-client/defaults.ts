/**
 * The page's settings for the shared gateway client: brand, language and base URL, set by
 * ClientBoot on every page. They live apart from the client (index.ts) so that setting them,
 * and the signed-in check in the header (session.ts), do not put the whole client into the
 * JavaScript every page loads first; the client reads them here when an island loads it.
 */

import type { Locale } from '@/brands/registry'
import type { DeviceIdStorage } from './device-id'

export interface GatewayEnv {
  fetch: typeof fetch
  /** Decoded cookie value, or undefined when absent. */
  getCookie(name: string): string | undefined
  storage: DeviceIdStorage | null
  toast(message: string): void
  /** Same-tab navigation (used for the 404 redirect). */
  navigate(path: string): void
  /** Opens a new tab (used for the login page on HTTP 401). */
  openWindow(url: string): void
  pageTitle(): string
  loginUrl(): string
  /** False while the browser is offline; calls then fail at once with kind 'offline'. */
  isOnline(): boolean
}

export interface GatewayClientOptions {
  /**
   * Defaults to '/gateway'. The site passes NEXT_PUBLIC_GATEWAY_URL from the server (ClientBoot):
   * read here, in browser code, an unset variable would make the bundler ship a `process` shim.
   */
  baseUrl?: string
  /** Brand platform code sent as the `platform` header; defaults to '15'. */
  platformCode?: string
  /** The kind of client, sent as `platform-type`; defaults to PLATFORM_TYPE. */
  platformType?: string
  /** The brand's name sent as `platform-name`; defaults to the key of the brand of `platformCode`. */
  platformName?: string
  /** Current locale (cn, en, de, ko) read on every call; defaults to cn. */
  locale?: () => Locale | string | null | undefined
  /** Defaults to REQUEST_TIMEOUT_MS; tests pass a tiny value. */
  timeoutMs?: number
  env?: Partial<GatewayEnv>
}

export const DEFAULT_BASE_URL = '/gateway'

/** The language of the page (<html lang>), for options that give no locale. */
const pageLocale = () => (typeof document === 'undefined' ? undefined : document.documentElement.lang)

let configured: GatewayClientOptions = { locale: pageLocale }

/**
 * Sets the options of the shared `gateway` (brand platform code and names, locale getter,
 * base URL); called by ClientBoot on the client. The shared client is rebuilt on next use.
 */
export function configureGateway(options: GatewayClientOptions): void {
  configured = { locale: pageLocale, ...options }
}

/** The options of the shared client: a new object after each configureGateway, so the client can tell when to rebuild. */
export function sharedOptions(): GatewayClientOptions {
  return configured
}
