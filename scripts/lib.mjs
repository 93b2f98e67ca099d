// Shared helpers of the start and test scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/**
 * Node options for every process that loads the Payload config outside Next: Vitest, the
 * tsx scripts and the payload command line (package.json writes the same flag).
 * Each Lexical package's default entry for Node (`*.node.mjs`) chooses its build with a
 * top-level `await import()`, and a dozen of them import one another; Node 20 sometimes
 * never settles that module graph. `import('@payloadcms/richtext-lexical')` then waits
 * forever with nothing pending (4 of 10 plain-Node runs here; in CI the integration setup
 * stopped after its five-minute watchdog). The `production` export condition resolves
 * each package straight to its build, the one the wrapper picks in production: 0 of 16
 * runs hung. Next bundles these packages itself and is not affected.
 */
export const NODE_OPTIONS_FOR_PAYLOAD = [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ')

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } })
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))))
    child.on('error', reject)
  })
}

// server/body-limits.json is read by the edge and compiled into the gateway and CMS API.
const BUILD_INPUTS = ['src', 'server/body-limits.json', 'public', 'package-lock.json', 'next.config.ts', 'tsconfig.json', 'postcss.config.mjs']

/** A hash of the files under `inputs` (paths from the project root): by default, everything the production build depends on. */
export function sourceHash(inputs = BUILD_INPUTS) {
  const hash = crypto.createHash('sha256')
  const visit = (p) => {
    const full = path.join(root, p)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) visit(path.join(p, name))
    } else {
      hash.update(p)
      hash.update(fs.readFileSync(full))
    }
  }
  inputs.forEach(visit)
  return hash.digest('hex')
}

const stampFile = path.join(root, '.next', 'source-hash')

/** Builds unless .next already holds a build of exactly these sources. */
export async function buildIfNeeded() {
  const hash = sourceHash()
  const current = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash
  if (current) {
    console.log('[build] production build is up to date')
    return
  }
  console.log('[build] building the site (first start or sources changed)...')
  await run('npx', ['next', 'build'], { env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } })
  // The standalone server serves build assets and public/ from its own folder.
  const standalone = path.join(root, '.next', 'standalone')
  fs.cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true })
  if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
  fs.writeFileSync(stampFile, hash)
}

/**
 * Forgets the pages the production server rendered and kept on disk (Next's ISR cache in
 * the standalone output survives a restart). Called whenever the server starts on a new
 * database: pages kept from another database would show its content, not the new one's.
 */
export function clearPageCache() {
  const standalone = path.join(root, '.next', 'standalone', '.next')
  for (const dir of [path.join(standalone, 'server', 'route-cache'), path.join(standalone, 'cache')]) fs.rmSync(dir, { recursive: true, force: true })
}

/** Starts the production server (standalone output) on `port`; resolves to the child process. */
export function startServer({ port, host = '0.0.0.0', env = {}, stdio = 'inherit' }) {
  // server/edge.cjs wraps Next's standalone server (client address, request guards, headers).
  return spawn(process.execPath, [path.join(root, 'server', 'edge.cjs')], {
    cwd: root,
    stdio,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: host, SITE_ROOT: root, ...env },
  })
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
