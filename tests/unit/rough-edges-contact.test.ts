import { describe, expect, it } from 'vitest'
import { fillTimeLeft, MIN_FILL_MS, retryDelay } from '@/services/contact/rules'

describe('the contact form waits out the minimum fill time instead of being refused', () => {
  const now = 1_800_000_000_000

  it('has the rest of the minimum left for a form sent early, and nothing once it has passed', () => {
    expect(fillTimeLeft(now - 1000, now)).toBe(MIN_FILL_MS - 1000)
    expect(fillTimeLeft(now - MIN_FILL_MS, now)).toBe(0)
    expect(fillTimeLeft(now - 60_000, now)).toBe(0)
  })

  it('makes a form without a start time, or with one from the future, wait the whole minimum and never longer', () => {
    expect(fillTimeLeft(undefined, now)).toBe(MIN_FILL_MS)
    expect(fillTimeLeft('1000', now)).toBe(MIN_FILL_MS)
    expect(fillTimeLeft(Number.NaN, now)).toBe(MIN_FILL_MS)
    expect(fillTimeLeft(now + 10_000, now)).toBe(MIN_FILL_MS)
  })

  it('waits again only when the server says how long, at most the minimum', () => {
    expect(retryDelay({ retryAfterMs: 1200 })).toBe(1200)
    expect(retryDelay({ retryAfterMs: 60_000 })).toBe(MIN_FILL_MS)
    expect(retryDelay({ fields: [{ field: 'email', problem: 'email' }] })).toBe(0)
    expect(retryDelay({ retryAfterMs: -5 })).toBe(0)
    expect(retryDelay(null)).toBe(0)
  })
})

describe('a send pressed before the form has its script', () => {
  it('cannot happen: the server sends the button disabled (the browser would put the entries into the address)', async () => {
    const { createElement } = await import('react')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { ContactForm } = await import('@/components/contact/ContactForm')
    const texts = (await import('@/i18n/messages/cn/contact.json')).default
    const html = renderToStaticMarkup(createElement(ContactForm, { texts: texts as never }))
    expect(html).toMatch(/<button type="submit" disabled=""/)
  })
})
