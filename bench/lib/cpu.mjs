// CPU placement for the load benchmark: the load generator on one CPU, the server under
// test on another, so the two do not take turns on the same core and the figures do not
// depend on where the scheduler happened to put them. Linux only, through util-linux
// `taskset`; everything here fails soft (a warning, the bench still runs unpinned).

import { execFileSync } from 'node:child_process'
import os from 'node:os'

const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 5000 })

/** Why pinning cannot be used here, or null when it can. */
export function pinningUnavailable() {
  if (process.env.BENCH_PIN === '0') return 'disabled by BENCH_PIN=0'
  if (os.platform() !== 'linux') return `not Linux (${os.platform()})`
  const cpus = os.availableParallelism?.() ?? os.cpus().length
  if (cpus < 2) return `only ${cpus} CPU available`
  try {
    run('taskset', ['-V'])
  } catch {
    return '`taskset` (util-linux) not found'
  }
  return null
}

/** The CPU list a process may run on (`0-1`, `1`), or null if it cannot be read. */
export function affinityOf(pid) {
  try {
    return run('taskset', ['-c', '-p', String(pid)]).match(/:\s*([\d,\-]+)\s*$/)?.[1] ?? null
  } catch {
    return null
  }
}

/**
 * Pins `pid` and all its threads (`-a`: Node's libuv and V8 threads too, not only the main
 * thread) to `cpus`. Returns { ok, before, after, error }.
 */
export function pin(pid, cpus) {
  const before = affinityOf(pid)
  try {
    run('taskset', ['-a', '-c', '-p', cpus, String(pid)])
  } catch (error) {
    return { ok: false, before, after: affinityOf(pid), error: String(error.stderr || error.message).trim().split('\n')[0] }
  }
  const after = affinityOf(pid)
  return { ok: after === cpus, before, after, error: after === cpus ? null : `affinity reads ${after} after pinning` }
}

/**
 * The pid of the process listening on TCP `port`, from `ss -ltnpH`. `ss` shows the owner
 * only for processes this user may inspect; null when none is shown.
 */
export function listenerPid(port) {
  try {
    const out = run('ss', ['-ltnpH', `sport = :${port}`])
    const pids = [...new Set([...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])))]
    return pids.length === 1 ? { pid: pids[0], name: out.match(/\(\("([^"]+)"/)?.[1] ?? null } : pids.length ? { pid: pids[0], name: null, others: pids.slice(1) } : null
  } catch {
    return null
  }
}
