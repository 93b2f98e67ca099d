import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A production server of the site's own, for tests that must do to a server what the
 * shared e2e server cannot survive (kill it, restart it on the same database). It is
 * started as scripts/lib.mjs `startServer` starts one: the standalone build, with
 * SITE_ROOT naming the checkout whose data and build it serves.
 */

/** The checkout under test: E2E_SITE_ROOT when set (a build made elsewhere), else this repository. */
export function siteRoot(): string {
  return process.env.E2E_SITE_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface SiteServer {
  child: ChildProcess
  url: string
  /** Everything the server printed, for a failure message. */
  output: () => string
  /** Resolves when the process has gone, with its exit code or signal. */
  exited: Promise<string>
}

/**
 * Starts the production server of `root` (the edge, server/edge.cjs, in front of the
 * standalone build, as `npm start` runs it) on `port` with `env` added. The process
 * leads its own process group, so `kill` reaches anything it started too.
 */
export function startSiteServer({ root = siteRoot(), port, env }: { root?: string; port: number; env: Record<string, string> }): SiteServer {
  const build = path.join(root, '.next', 'standalone', 'server.js')
  if (!fs.existsSync(build)) throw new Error(`no production build at ${build}: run the build first (npm test does)`)
  const child = spawn(process.execPath, [path.join(root, 'server', 'edge.cjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // 'localhost', not 127.0.0.1: see the standalone note in docs/ARCHITECTURE.md.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: 'localhost', SITE_ROOT: root, ...env },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(String(signal ?? code))))
  return { child, url: `http://localhost:${port}`, output: () => output, exited }
}

/**
 * Resolves once the server answers `probe` below 500; fails at once if it exits first, or
 * after `timeoutMs`. The server answers nothing before its migrations (and seed) are done.
 */
export async function waitUntilUp(server: SiteServer, timeoutMs: number, probe = '/'): Promise<void> {
  let gone: string | null = null
  void server.exited.then((how) => (gone = how))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gone !== null) throw new Error(`the server exited (${gone}) before it answered:\n${server.output()}`)
    const answered = await fetch(`${server.url}${probe}`, { redirect: 'manual', signal: AbortSignal.timeout(5000) }).then(
      (res) => res.status < 500,
      () => false,
    )
    if (answered) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.output()}`)
}

/**
 * Sends `signal` to the server's process group and waits until it has exited. A server
 * busy migrating or seeding may not heed SIGTERM for a long time; after `graceMs` it is
 * killed, since a test's cleanup must not outlast the test.
 */
export async function stopSiteServer(server: SiteServer, signal: NodeJS.Signals, graceMs = 10_000): Promise<void> {
  const signalGroup = (s: NodeJS.Signals) => {
    try {
      process.kill(-server.child.pid!, s)
    } catch {
      // already gone
    }
  }
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  signalGroup(signal)
  const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => signalGroup('SIGKILL'), graceMs)
  await server.exited
  clearTimeout(timer)
}
