'use client'

import { useEffect, useRef } from 'react'
import { gateway } from '@/lib/gateway-client'

/**
 * Searching resumes after login. A search call answered 401 opens the
 * header's login page in a new tab (gateway client); this page keeps what the visitor
 * asked for and runs it again as soon as a login is seen: the login form announces it on
 * a BroadcastChannel, and when the visitor comes back to this tab we ask the server.
 */
export const SESSION_CHANNEL = 'merchant-session'

/** Called by the login and register forms after the server accepted the code. */
export function announceLogin(): void {
  try {
    const channel = new BroadcastChannel(SESSION_CHANNEL)
    channel.postMessage({ type: 'login' })
    channel.close()
  } catch {
    // Old browsers: the focus check below still resumes the search.
  }
}

async function loggedIn(): Promise<boolean> {
  try {
    const info = await gateway.get<{ mercNo?: string }>('system/user/info', { client: 1 }, { noToast: true, noRedirect: true })
    return Boolean(info?.mercNo)
  } catch {
    return false
  }
}

/**
 * While `pending` is true, waits for a login and then calls `resume` once. The latest
 * `resume` is used, so it may close over fresh state.
 */
export function useResumeAfterLogin(pending: boolean, resume: () => void): void {
  const latest = useRef(resume)
  latest.current = resume
  useEffect(() => {
    if (!pending) return
    let done = false
    const check = async () => {
      if (done || !(await loggedIn()) || done) return
      done = true
      latest.current()
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    let channel: BroadcastChannel | undefined
    try {
      channel = new BroadcastChannel(SESSION_CHANNEL)
      channel.onmessage = () => void check()
    } catch {
      channel = undefined
    }
    window.addEventListener('focus', onVisible)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      done = true
      channel?.close()
      window.removeEventListener('focus', onVisible)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [pending])
}
