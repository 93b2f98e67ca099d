import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { delayedFlag, FETCH_MIN_DELAY_MS, withDelayedFlag } from '@/lib/gateway-client/delayed-flag'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('delayedFlag', () => {
  it('waits 200 ms before a loading state shows', () => {
    expect(FETCH_MIN_DELAY_MS).toBe(200)
    const changes: boolean[] = []
    const flag = delayedFlag((shown) => changes.push(shown))
    flag.start()
    vi.advanceTimersByTime(199)
    expect(changes).toEqual([])
    expect(flag.shown).toBe(false)
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true])
    expect(flag.shown).toBe(true)
    flag.stop()
    expect(changes).toEqual([true, false])
    expect(flag.shown).toBe(false)
  })

  it('never shows for work that ends sooner', () => {
    const onChange = vi.fn()
    const flag = delayedFlag(onChange)
    flag.start()
    vi.advanceTimersByTime(150)
    flag.stop()
    vi.advanceTimersByTime(1000)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('ignores a second start and a stop while idle', () => {
    const onChange = vi.fn()
    const flag = delayedFlag(onChange, 50)
    flag.stop()
    flag.start()
    vi.advanceTimersByTime(30)
    flag.start()
    vi.advanceTimersByTime(20)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true)
    flag.start()
    vi.advanceTimersByTime(100)
    expect(onChange).toHaveBeenCalledOnce()
  })
})

describe('withDelayedFlag', () => {
  it('shows the flag for a slow call and clears it when the call settles, even when it fails', async () => {
    const changes: boolean[] = []
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('done'), 500))
    const pending = withDelayedFlag(slow, (shown) => changes.push(shown))
    await vi.advanceTimersByTimeAsync(200)
    expect(changes).toEqual([true])
    await vi.advanceTimersByTimeAsync(300)
    await expect(pending).resolves.toBe('done')
    expect(changes).toEqual([true, false])

    const failing = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('offline')), 300))
    const failed = withDelayedFlag(failing, (shown) => changes.push(shown))
    const settled = expect(failed).rejects.toThrow('offline')
    await vi.advanceTimersByTimeAsync(300)
    await settled
    expect(changes).toEqual([true, false, true, false])
  })

  it('stays quiet for a quick call', async () => {
    const onChange = vi.fn()
    await expect(withDelayedFlag(Promise.resolve(1), onChange)).resolves.toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(onChange).not.toHaveBeenCalled()
  })
})
