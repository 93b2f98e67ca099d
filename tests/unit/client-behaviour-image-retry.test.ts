import { describe, expect, it } from 'vitest'
import { IMAGE_RETRY_ATTEMPTS, IMAGE_RETRY_DELAY_MS, retryImage, retryUrl, type RetryableImage } from '@/lib/image-retry'

/** An <img> as the retry sees it, recording what it was asked to load. */
function fakeImage(src: string, srcset?: string): RetryableImage & { attributes: Map<string, string> } {
  const attributes = new Map<string, string>(srcset ? [['srcset', srcset]] : [])
  return {
    attributes,
    currentSrc: src,
    src,
    getAttribute: (name) => attributes.get(name) ?? null,
    setAttribute: (name, value) => void attributes.set(name, value),
    removeAttribute: (name) => void attributes.delete(name),
  }
}

/** A clock the test moves by hand: scheduled work runs only when the test says so. */
function manualClock() {
  const queue: { run: () => void; delayMs: number }[] = []
  return { schedule: (run: () => void, delayMs: number) => void queue.push({ run, delayMs }), queue, runNext: () => queue.shift()!.run() }
}

describe('image retries', () => {
  it('marks the address of each retry so no cache answers with the failure, keeping relative addresses relative', () => {
    expect(retryUrl('/api/media/file/lz-hero.svg', 1)).toBe('/api/media/file/lz-hero.svg?retry=1')
    expect(retryUrl('/_next/image?url=%2Fa.png&w=640&q=75', 2)).toBe('/_next/image?url=%2Fa.png&w=640&q=75&retry=2')
    expect(retryUrl('/a.svg?retry=1', 2)).toBe('/a.svg?retry=2')
    expect(retryUrl('https://cdn.example/a.png', 1)).toBe('https://cdn.example/a.png?retry=1')
  })

  it(`asks for a failed image again ${IMAGE_RETRY_ATTEMPTS} times, later each time, then gives up`, () => {
    const clock = manualClock()
    const img = fakeImage('/api/media/file/logo.svg', '/api/media/file/logo.svg 1x')
    expect(retryImage(img, clock.schedule)).toBe(true)
    expect(clock.queue[0]!.delayMs).toBe(IMAGE_RETRY_DELAY_MS)
    expect(img.src).toBe('/api/media/file/logo.svg') // nothing happens before the delay
    clock.runNext()
    expect(img.src).toBe('/api/media/file/logo.svg?retry=1')
    expect(img.attributes.has('srcset')).toBe(false)

    img.currentSrc = img.src
    expect(retryImage(img, clock.schedule)).toBe(true)
    expect(clock.queue[0]!.delayMs).toBe(IMAGE_RETRY_DELAY_MS * 2)
    clock.runNext()
    expect(img.src).toBe('/api/media/file/logo.svg?retry=2')

    img.currentSrc = img.src
    expect(retryImage(img, clock.schedule)).toBe(false)
    expect(clock.queue).toHaveLength(0)
  })

  it('leaves inline images and images without an address alone', () => {
    const clock = manualClock()
    expect(retryImage(fakeImage('data:image/svg+xml,<svg/>'), clock.schedule)).toBe(false)
    expect(retryImage(fakeImage(''), clock.schedule)).toBe(false)
    expect(clock.queue).toHaveLength(0)
  })
})
