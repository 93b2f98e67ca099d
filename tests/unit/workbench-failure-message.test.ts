import { describe, expect, it } from 'vitest'
import { failureMessage } from '@/components/workbench/client-utils'
import { GatewayError } from '@/lib/gateway-client'

/** What a user-centre form shows when a call fails. */
describe('failureMessage', () => {
  const network = '网络异常，请稍后重试'
  it.each([
    { kind: 'business', msg: '请输入正确的邮箱', shown: '请输入正确的邮箱' },
    { kind: 'unauthorized', msg: '请先登录', shown: '请先登录' },
    // Offline: the form says so instead of a generic network failure.
    { kind: 'offline', msg: '网络已断开，请检查网络后重试', shown: '网络已断开，请检查网络后重试' },
    { kind: 'network', msg: 'fetch failed', shown: network },
    { kind: 'invalid', msg: 'Internal Server Error', shown: network },
    { kind: 'timeout', msg: 'timeout', shown: network },
  ] as const)('$kind → $shown', ({ kind, msg, shown }) => {
    expect(failureMessage(new GatewayError({ kind, code: -1, msg, status: 0 }), network)).toBe(shown)
  })

  it('falls back for anything that is not a gateway error', () => {
    expect(failureMessage(new Error('boom'), network)).toBe(network)
  })
})
