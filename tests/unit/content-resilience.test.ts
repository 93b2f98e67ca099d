import { notFound, redirect } from 'next/navigation'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOrEmpty } from '@/services/content/read-or-empty'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('readOrEmpty', () => {
  it('returns what the read returns and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(readOrEmpty('navigation', async () => [1, 2], [])).resolves.toEqual([1, 2])
    expect(logged).not.toHaveBeenCalled()
  })

  it('returns the fallback and logs the label and message when the read rejects', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(readOrEmpty('footer', () => Promise.reject(new Error('connection refused')), { groups: [] })).resolves.toEqual({ groups: [] })
    expect(logged).toHaveBeenCalledWith('[content] footer failed: connection refused')
  })

  it('also catches a read that throws before returning a promise, and non-Error throwables', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      readOrEmpty('search', () => {
        throw new Error('no client')
      }, []),
    ).resolves.toEqual([])
    await expect(readOrEmpty('search', () => Promise.reject('timed out'), [])).resolves.toEqual([])
    expect(logged.mock.calls.map((call) => call[0])).toEqual(['[content] search failed: no client', '[content] search failed: timed out'])
  })

  it("passes Next's control-flow throws on, so notFound and redirect keep working", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(readOrEmpty('navigation', async () => notFound(), [])).rejects.toThrow()
    await expect(readOrEmpty('navigation', async () => redirect('/elsewhere'), [])).rejects.toThrow()
    expect(logged).not.toHaveBeenCalled()
  })
})
