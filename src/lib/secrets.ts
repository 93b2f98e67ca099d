import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from './env'
import { projectPath } from './paths'

/**
 * PAYLOAD_SECRET signs CMS sessions. It comes from the environment; for the one-command
 * demo the start script generates one into data/.payload-secret (never committed).
 * Not marked `import 'server-only'`: the Payload config reads it, and the Payload CLI and
 * tsx scripts load that config outside Next, where the marker throws at import.
 */
export function payloadSecret(): string {
  const { PAYLOAD_SECRET } = getEnv()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  const file = projectPath('data/.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
