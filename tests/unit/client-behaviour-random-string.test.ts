import { describe, expect, it } from 'vitest'
import { RANDOM_ALPHABET, randomString } from '@/lib/random-string'
import { generateDeviceId } from '@/lib/gateway-client/device-id'

describe('randomString', () => {
  it('uses the 62 characters 0-9, A-Z, a-z', () => {
    expect(RANDOM_ALPHABET).toHaveLength(62)
    expect(new Set(RANDOM_ALPHABET).size).toBe(62)
    const text = randomString(2000)
    expect(text).toHaveLength(2000)
    expect(text).toMatch(/^[0-9A-Za-z]+$/)
  })

  it('gives the asked length, including zero', () => {
    for (const n of [0, 1, 16, 32, 61, 200]) expect(randomString(n)).toHaveLength(n)
    expect(() => randomString(-1)).toThrow(RangeError)
    expect(() => randomString(1.5)).toThrow(RangeError)
  })

  it('draws again for bytes 248-255 instead of folding them onto the first characters', () => {
    // A source that hands out 248..255 first, then 0, 61, 62, 247 over and over.
    const queue = [248, 249, 250, 251, 252, 253, 254, 255]
    let drawn = 0
    const source = (bytes: Uint8Array) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = queue.shift() ?? [0, 61, 62, 247][drawn++ % 4]!
      return bytes
    }
    // 0 → '0', 61 → 'z', 62 → '0', 247 → 247 % 62 = 61 → 'z'
    expect(randomString(4, source)).toBe('0z0z')
  })

  it('spreads evenly over the alphabet', () => {
    const counts = new Map<string, number>()
    const text = randomString(62 * 2000)
    for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1)
    expect(counts.size).toBe(62)
    // 2000 expected per character; the standard deviation is about 44.
    for (const n of counts.values()) expect(Math.abs(n - 2000)).toBeLessThan(300)
  })

  it('leaves the device id as 32 lowercase hex characters', () => {
    expect(generateDeviceId()).toMatch(/^[0-9a-f]{32}$/)
  })
})
