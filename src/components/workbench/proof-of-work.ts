import type { GatewayClient } from '@/lib/gateway-client'

/**
 * The browser side of the proof of work the gateway asks for before a second SMS code
 * from one address (services/accounts/challenge.ts). A few dozen lines instead of the
 * ALTCHA widget: the form already has its own status line, and the page stays light.
 *
 * Challenge (ALTCHA v2, SHA-256, counter as 4 big-endian bytes): find the counter whose
 * key SHA-256^cost(salt ‖ nonce ‖ counter) starts with the published key prefix.
 * The server only issues SHA-256 challenges; anything else is reported as unsolved.
 */

export interface PowChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string; [key: string]: unknown }
  signature?: string
}

export interface PowSolution {
  counter: number
  derivedKey: string
}

/**
 * Searches counters upwards from 0. Self-contained on purpose (no imports, no outer
 * names): its source text is also what the Web Worker runs. It hashes with its own small
 * SHA-256 rather than crypto.subtle: a subtle.digest call costs a round trip to another
 * thread (a few thousand per second in Chromium, against millions for plain code), and a
 * solver far slower than a pumper's native one would make honest visitors wait for
 * nothing. It also works on plain-HTTP development hosts, where crypto.subtle is absent.
 * Run on the main thread as a fallback, it yields every ~40 ms to keep the page responsive.
 */
export async function solvePow(challenge: PowChallenge, maxAttempts = 50_000_000): Promise<PowSolution | null> {
  const p = challenge.parameters
  if (p.algorithm !== 'SHA-256') return null
  const K = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ])
  const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
  const w = new Uint32Array(64)
  const h = new Uint32Array(8)
  const out = new Uint8Array(32)
  // SHA-256 of `data` (any length) into `out`. The padded buffer is reused while the
  // length stays the same, as it does for every counter of one challenge.
  let padded = new Uint8Array(0)
  let view = new DataView(padded.buffer)
  let paddedFor = -1
  const sha256 = (data: Uint8Array) => {
    const blocks = (data.length + 9 + 63) >> 6
    if (paddedFor !== data.length) {
      padded = new Uint8Array(blocks * 64)
      view = new DataView(padded.buffer)
      paddedFor = data.length
      padded[data.length] = 0x80
      view.setUint32(padded.length - 4, data.length * 8, false)
    }
    padded.set(data)
    for (let i = 0; i < 8; i++) h[i] = H0[i]!
    for (let b = 0; b < blocks; b++) {
      for (let i = 0; i < 16; i++) w[i] = view.getUint32(b * 64 + i * 4, false)
      for (let i = 16; i < 64; i++) {
        const x = w[i - 15]!
        const y = w[i - 2]!
        const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)
        const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10)
        w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0
      }
      let a = h[0]!, bb = h[1]!, c = h[2]!, d = h[3]!, e = h[4]!, f = h[5]!, g = h[6]!, hh = h[7]!
      for (let i = 0; i < 64; i++) {
        const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
        const t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0
        const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
        const t2 = (S0 + ((a & bb) ^ (a & c) ^ (bb & c))) | 0
        hh = g
        g = f
        f = e
        e = (d + t1) | 0
        d = c
        c = bb
        bb = a
        a = (t1 + t2) | 0
      }
      h[0] = (h[0]! + a) | 0
      h[1] = (h[1]! + bb) | 0
      h[2] = (h[2]! + c) | 0
      h[3] = (h[3]! + d) | 0
      h[4] = (h[4]! + e) | 0
      h[5] = (h[5]! + f) | 0
      h[6] = (h[6]! + g) | 0
      h[7] = (h[7]! + hh) | 0
    }
    const outView = new DataView(out.buffer)
    for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!, false)
    return out
  }
  const bytes = (hex: string) => {
    const b = new Uint8Array(hex.length / 2)
    for (let i = 0; i < b.length; i++) b[i] = parseInt(hex.substr(i * 2, 2), 16)
    return b
  }
  const toHex = (buf: Uint8Array) => {
    let s = ''
    for (let i = 0; i < buf.length; i++) s += buf[i]!.toString(16).padStart(2, '0')
    return s
  }
  const salt = bytes(p.salt)
  const nonce = bytes(p.nonce)
  const keyLength = Math.min(32, p.keyLength || 32)
  const rounds = Math.max(1, p.cost)
  // Compare whole bytes of the prefix first (cheap), then an odd last hex digit if any.
  const prefixHex = p.keyPrefix.toLowerCase()
  const prefix = bytes(prefixHex.slice(0, prefixHex.length - (prefixHex.length % 2)))
  const data = new Uint8Array(salt.length + nonce.length + 4)
  data.set(salt, 0)
  data.set(nonce, salt.length)
  const dataView = new DataView(data.buffer)
  let lastYield = performance.now()
  for (let counter = 0; counter < maxAttempts && counter <= 0xffffffff; counter++) {
    dataView.setUint32(salt.length + nonce.length, counter, false)
    let key = sha256(data)
    for (let r = 1; r < rounds; r++) key = sha256(key.slice())
    let match = true
    for (let i = 0; i < prefix.length && match; i++) match = key[i] === prefix[i]
    if (match) {
      const hex = toHex(key.slice(0, keyLength))
      if (hex.startsWith(prefixHex)) return { counter, derivedKey: hex }
    }
    if ((counter & 0x3fff) === 0 && performance.now() - lastYield > 40) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      lastYield = performance.now()
    }
  }
  return null
}

/** The worker: the solver above, answering one challenge per message. */
export function workerSource(): string {
  return `const solve = (${solvePow.toString()});\nself.onmessage = async (e) => { try { self.postMessage(await solve(e.data)) } catch (err) { self.postMessage(null) } }`
}

/** Solves off the main thread when a worker can start, else in small chunks on it. */
export function solveInBackground(challenge: PowChallenge): Promise<PowSolution | null> {
  let worker: Worker
  let url: string
  try {
    url = URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }))
    worker = new Worker(url)
  } catch {
    return solvePow(challenge) // workers unavailable or forbidden by the page's policy
  }
  return new Promise((resolve) => {
    const done = () => {
      worker.terminate()
      URL.revokeObjectURL(url)
    }
    // null from the worker means the search itself failed: repeating it here would not help.
    worker.onmessage = (event: MessageEvent<PowSolution | null>) => {
      done()
      resolve(event.data)
    }
    worker.onerror = () => {
      done()
      resolve(solvePow(challenge))
    }
    worker.postMessage(challenge)
  })
}

/** The `altcha` field sendcode accepts: base64 of {challenge, solution}, as the ALTCHA widget sends it. */
export function encodeSolution(challenge: PowChallenge, solution: PowSolution): string {
  return btoa(JSON.stringify({ challenge, solution }))
}

/** The browser could not solve a challenge (no SHA-256 challenge, or the attempt budget ran out). */
export class ProofOfWorkError extends Error {
  constructor() {
    super('proof of work not solved')
  }
}

/** Fetches a challenge from the gateway and returns the solved `altcha` field. */
export async function solveSendCodeChallenge(client: GatewayClient): Promise<string> {
  const challenge = await client.get<PowChallenge>('system/user/challenge', undefined, { noToast: true, noRedirect: true })
  const solution = await solveInBackground(challenge)
  if (!solution) throw new ProofOfWorkError()
  return encodeSolution(challenge, solution)
}
