import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from '@/components/site/OfflineNotice'
import { SiteTextsProvider } from '@/components/site/SiteTexts'
import errorEn from '@/i18n/messages/en/error.json'
import { createGatewayClient, GatewayError, MSG_NETWORK, MSG_OFFLINE, offlineMessage, type GatewayEnv } from '@/lib/gateway-client'
import { isOnline, subscribeOnlineStatus, type OnlineEventTarget } from '@/lib/online-status'
import cn from '@/i18n/messages/cn/common.json'
import de from '@/i18n/messages/de/common.json'
import en from '@/i18n/messages/en/common.json'
import ko from '@/i18n/messages/ko/common.json'

/** A window stand-in: records listeners and fires them on demand. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>()
  const target: OnlineEventTarget & { fire(type: 'online' | 'offline'): void; count(): number } = {
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
    fire: (type) => listeners.get(type)?.forEach((l) => l()),
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  }
  return target
}

describe('online status', () => {
  it('is offline only when navigator.onLine is false', () => {
    expect(isOnline({ onLine: true })).toBe(true)
    expect(isOnline({ onLine: false })).toBe(false)
    // No flag (the server, Node): assume online rather than refuse every call.
    expect(isOnline({})).toBe(true)
    expect(isOnline(undefined)).toBe(true)
  })

  it('reports each online and offline event until unsubscribed', () => {
    const win = fakeWindow()
    const nav = { onLine: true }
    const seen: boolean[] = []
    const stop = subscribeOnlineStatus((online) => seen.push(online), win, nav)
    nav.onLine = false
    win.fire('offline')
    nav.onLine = true
    win.fire('online')
    expect(seen).toEqual([false, true])
    stop()
    expect(win.count()).toBe(0)
    win.fire('offline')
    expect(seen).toEqual([false, true])
  })

  it('does nothing without a window', () => {
    const listener = vi.fn()
    expect(() => subscribeOnlineStatus(listener, undefined)()).not.toThrow()
    expect(listener).not.toHaveBeenCalled()
  })
})

function client(online: { value: boolean }, respond?: (signal?: AbortSignal | null) => Promise<Response>, locale = 'cn') {
  const env: Partial<GatewayEnv> = {
    fetch: vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      respond ? respond(init?.signal) : new Response(JSON.stringify({ code: 0, msg: 'ok', data: 1 }), { status: 200 })),
    getCookie: () => undefined,
    storage: null,
    toast: vi.fn(),
    navigate: vi.fn(),
    openWindow: vi.fn(),
    pageTitle: () => 'Home',
    loginUrl: () => '/workbench/login',
    isOnline: () => online.value,
  }
  return { env, gateway: createGatewayClient({ baseUrl: 'https://gw.example.com', locale: () => locale, env }) }
}

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(() => new Error('expected the call to reject'), (e: unknown) => e)
  expect(error).toBeInstanceOf(GatewayError)
  return error as GatewayError
}

describe('gateway client while offline', () => {
  it('refuses the call at once, without fetching, and says the browser is offline', async () => {
    const online = { value: false }
    const { env, gateway } = client(online)
    const error = await rejection(gateway.get('system/ping'))
    expect(error).toMatchObject({ kind: 'offline', code: -1, status: 0, msg: MSG_OFFLINE, cancelled: false })
    expect(MSG_OFFLINE).toBe('网络已断开，请检查网络后重试')
    expect(env.fetch).not.toHaveBeenCalled()
    expect(env.toast).toHaveBeenCalledExactlyOnceWith(MSG_OFFLINE)

    online.value = true
    await expect(gateway.get('system/ping')).resolves.toBe(1)
    expect(env.fetch).toHaveBeenCalledOnce()
  })

  it('speaks the language of the page', async () => {
    const { gateway } = client({ value: false }, undefined, 'en')
    const error = await rejection(gateway.post('auth/login', { phone: '1' }))
    expect(error.msg).toBe('You are offline: check your connection and try again')
    expect(offlineMessage('zh-CN')).toBe(MSG_OFFLINE)
    expect(offlineMessage('de-AT')).toMatch(/offline/)
    expect(offlineMessage('ko')).toMatch(/네트워크/)
    expect(offlineMessage(undefined)).toBe(MSG_OFFLINE)
  })

  it('keeps quiet when the caller asked for no toast, and rejects even with noIntercept', async () => {
    const { env, gateway } = client({ value: false })
    expect((await rejection(gateway.get('a', undefined, { noToast: true }))).kind).toBe('offline')
    expect((await rejection(gateway.get('a', undefined, { noIntercept: true, noToast: true }))).kind).toBe('offline')
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('still reports a call cancelled beforehand as cancelled', async () => {
    const { env, gateway } = client({ value: false })
    const controller = new AbortController()
    controller.abort()
    const error = await rejection(gateway.get('a', undefined, { signal: controller.signal }))
    expect(error.kind).toBe('cancelled')
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('reports a call that fails because the connection dropped as offline, other failures as before', async () => {
    const online = { value: true }
    const { env, gateway } = client(online, async () => {
      online.value = false
      throw new TypeError('Failed to fetch')
    })
    const error = await rejection(gateway.get('a'))
    expect(error).toMatchObject({ kind: 'offline', msg: MSG_OFFLINE })
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(env.toast).toHaveBeenCalledExactlyOnceWith(MSG_OFFLINE)

    const failing = client({ value: true }, async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await rejection(failing.gateway.get('a'))).toMatchObject({ kind: 'network', msg: MSG_NETWORK })
  })
})

describe('offline notice', () => {
  it('has its text in every language', () => {
    for (const messages of [cn, en, de, ko]) expect(messages.offline.notice.length).toBeGreaterThan(5)
  })

  it('renders as an empty polite status region on the server, so the text is announced when it appears', () => {
    const html = renderToStaticMarkup(
      createElement(SiteTextsProvider, { texts: { error: errorEn, offline: en.offline }, children: createElement(OfflineNotice) }),
    )
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-live="polite"')
    expect(html).not.toContain(en.offline.notice)
  })
})
