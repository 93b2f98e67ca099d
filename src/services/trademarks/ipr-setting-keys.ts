/**
 * IP settings that must never leave the server except to administrators. The attorneys'
 * mailbox receives every manual search request with the customer's name, phone and email:
 * whoever can read it can phish the attorneys, and whoever can change it receives the
 * customers' details. The server reads it with access overridden to send that mail.
 * A new secret setting joins this list; everything else is public (iprList serves it).
 * The collection's read access (cms/access/ipr-settings.ts) and the services share it.
 */
export const PRIVATE_IPR_SETTING_KEYS: readonly string[] = ['attorneyEmail']

export function isPublicIprSetting(key: string): boolean {
  return !PRIVATE_IPR_SETTING_KEYS.includes(key)
}
