import type { GatewayClient } from '@/gateway/client'

/**
 * The browser side of the proof of work the gateway asks for before a second SMS code
 * from one address (services/accounts/challenge.ts). A few dozen lines instead of the
 * ALTCHA widget: the form already has its own status line, and the page stays light.
 *
 * Challenge (ALTCHA v2, SHA-256, counter as 4 big-endian bytes): find the counter whose
 * key SHA-256^cost(salt ‖ nonce ‖ counter) starts with the published key prefix.
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
 * names): its source text is also what the Web Worker runs. Hashes go out in batches so
 * crypto.subtle's round trips overlap, and it yields every ~40 ms so that, run on the
 * main thread as a fallback, the page stays responsive.
 */
export async function solvePow(challenge: PowChallenge, maxAttempts = 50_000_000): Promise<PowSolution | null> {
  const p = challenge.parameters
  const bytes = (hex: string) => {
    const out = new Uint8Array(hex.length / 2)
    for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16)
    return out
  }
  const toHex = (buf: Uint8Array) => {
    let s = ''
    for (let i = 0; i < buf.length; i++) s += buf[i]!.toString(16).padStart(2, '0')
    return s
  }
  const salt = bytes(p.salt)
  const nonce = bytes(p.nonce)
  const prefix = p.keyPrefix.toLowerCase()
  const keyLength = p.keyLength || 32
  const rounds = Math.max(1, p.cost)
  const derive = async (counter: number) => {
    const data = new Uint8Array(salt.length + nonce.length + 4)
    data.set(salt, 0)
    data.set(nonce, salt.length)
    new DataView(data.buffer).setUint32(salt.length + nonce.length, counter, false)
    let key = new Uint8Array(await crypto.subtle.digest(p.algorithm, data))
    for (let i = 1; i < rounds; i++) key = new Uint8Array(await crypto.subtle.digest(p.algorithm, key))
    return toHex(key.slice(0, keyLength))
  }
  const BATCH = 32
  let lastYield = performance.now()
  for (let start = 0; start < maxAttempts && start <= 0xffffffff; start += BATCH) {
    const keys = await Promise.all(Array.from({ length: BATCH }, (_, i) => derive(start + i)))
    const hit = keys.findIndex((k) => k.startsWith(prefix))
    if (hit >= 0) return { counter: start + hit, derivedKey: keys[hit]! }
    if (performance.now() - lastYield > 40) {
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
    worker.onmessage = (event: MessageEvent<PowSolution | null>) => {
      done()
      resolve(event.data ?? solvePow(challenge))
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

/** Fetches a challenge from the gateway and returns the solved `altcha` field. */
export async function solveSendCodeChallenge(client: GatewayClient): Promise<string> {
  const challenge = await client.get<PowChallenge>('system/user/challenge', undefined, { noToast: true, noRedirect: true })
  const solution = await solveInBackground(challenge)
  if (!solution) throw new Error('proof of work not solved')
  return encodeSolution(challenge, solution)
}
