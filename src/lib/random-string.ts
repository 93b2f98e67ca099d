/**
 * Random strings made in the browser (ids, keys) use the 62 characters 0-9, A-Z, a-z.
 * The anonymous device id is the exception: it stays 32 lowercase hex characters.
 */

export const RANDOM_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

// 248 = 4 × 62: a byte below it maps onto the alphabet evenly; bytes 248-255 are drawn
// again, since taking them modulo 62 would favour the first eight characters.
const UNBIASED_LIMIT = 256 - (256 % RANDOM_ALPHABET.length)

// getRandomValues fills at most 65536 bytes per call.
const MAX_DRAW = 65536

type RandomSource = (bytes: Uint8Array) => Uint8Array

const cryptoSource: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes)

/** `length` characters drawn uniformly from RANDOM_ALPHABET with the platform's secure random source. */
export function randomString(length: number, source: RandomSource = cryptoSource): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`randomString: length must be a whole number ≥ 0, got ${length}`)
  let out = ''
  while (out.length < length) {
    // A little more than needed, so one draw usually suffices despite the rejected bytes.
    const bytes = source(new Uint8Array(Math.min(MAX_DRAW, Math.ceil((length - out.length) * 1.1) + 4)))
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue
      out += RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length]
      if (out.length === length) break
    }
  }
  return out
}
