/**
 * The anonymous device id sent as the `device-id` header on every gateway call: a random
 * 32-character lowercase hex string, generated once and kept in local storage so the
 * gateway sees the same browser across visits.
 */

export const DEVICE_ID_KEY = 'deviceId'

const DEVICE_ID_PATTERN = /^[0-9a-f]{32}$/

export interface DeviceIdStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** 16 random bytes as 32 lowercase hex characters. */
export function generateDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

// Used when storage is missing or throws (Safari private mode, storage disabled): the id
// then at least stays stable for the life of the page instead of changing per request.
let memoryDeviceId: string | undefined

/** Returns the stored device id, creating and storing one on first use. */
export function getDeviceId(storage: DeviceIdStorage | null | undefined): string {
  let stored: string | null = null
  try {
    stored = storage?.getItem(DEVICE_ID_KEY) ?? null
  } catch {
    // Reading can throw when storage access is denied; fall through to a new id.
  }
  if (stored && DEVICE_ID_PATTERN.test(stored)) return stored

  const id = memoryDeviceId ?? generateDeviceId()
  try {
    if (storage) {
      storage.setItem(DEVICE_ID_KEY, id)
      return id
    }
  } catch {
    // Quota exceeded or access denied: keep the id in memory instead.
  }
  memoryDeviceId = id
  return id
}
