import { describe, expect, it } from 'vitest'
import { currentPage, matchesAnyTrigger, triggerMatches } from '@/components/campaigns/page-match'
import { choosePopup, popupAllowed, popupDelayMs } from '@/components/campaigns/popup-rules'
import { posterAllowed, posterShown, type PosterMemory } from '@/components/campaigns/poster-rules'
import { isThVisit, parsePreview, visitChannel } from '@/components/campaigns/visit-rules'
import { POPUP_TRIGGER_DELAY_MS } from '@/services/campaigns/constants'
import { PREVIEW_PARAM } from '@/services/campaigns/constants'
import type { PopupView } from '@/services/campaigns/types'

/** Local times (the visitor's calendar), as the browser reads them. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute)

describe('pop-up limits, with a controlled clock', () => {
  it('once a day (0): shown, not again the same day, again the next day', () => {
    expect(popupAllowed(0, null, at(27, 9))).toBe(true)
    expect(popupAllowed(0, at(27, 9), at(27, 23, 59))).toBe(false)
    expect(popupAllowed(0, at(27, 23, 59), at(28, 0, 1))).toBe(true)
  })

  it('always (1): every visit', () => {
    expect(popupAllowed(1, null, at(27, 9))).toBe(true)
    expect(popupAllowed(1, at(27, 9), at(27, 9, 1))).toBe(true)
  })

  it('once ever (2): never after the first time, days later neither', () => {
    expect(popupAllowed(2, null, at(27, 9))).toBe(true)
    expect(popupAllowed(2, at(27, 9), at(27, 10))).toBe(false)
    expect(popupAllowed(2, at(27, 9), new Date(2027, 5, 1))).toBe(false)
  })

  it('an unknown limit type shows nothing', () => {
    expect(popupAllowed(7, null, at(27, 9))).toBe(false)
  })
})

function popup(id: number, patch: Partial<PopupView> = {}): PopupView {
  return {
    id,
    moduleType: 1,
    limitType: 0,
    popupBoxTriggerType: 1,
    triggerPages: ['*'],
    displayStyle: 2,
    imageOptionType: 1,
    imgJumpUrl: null,
    title: `Pop-up ${id}`,
    titleRichText: null,
    content: null,
    contentRichText: null,
    mainImg: null,
    iconImg: null,
    buttonDetailList: [],
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
    ...patch,
  }
}

describe('choosing the pop-up of a page', () => {
  const never = () => null

  it('takes the first of the official site whose trigger page matches and whose limit allows it', () => {
    const list = [popup(1, { moduleType: 2 }), popup(2, { triggerPages: ['VAT'] }), popup(3, { triggerPages: ['news/*'] }), popup(4)]
    expect(choosePopup(list, 'VAT', never, at(27, 9))?.id).toBe(2)
    expect(choosePopup(list, 'news/policy', never, at(27, 9))?.id).toBe(3)
    expect(choosePopup(list, 'EPR', never, at(27, 9))?.id).toBe(4)
  })

  it('skips one already seen today and takes the next', () => {
    const list = [popup(1), popup(2, { limitType: 1 })]
    const seen = (id: number) => (id === 1 ? at(27, 8) : null)
    expect(choosePopup(list, 'homes', seen, at(27, 9))?.id).toBe(2)
    expect(choosePopup([popup(1)], 'homes', seen, at(27, 9))).toBeNull()
  })

  it('opens at once or after the stay delay', () => {
    expect(popupDelayMs(popup(1))).toBe(0)
    expect(popupDelayMs(popup(1, { popupBoxTriggerType: 2 }))).toBe(POPUP_TRIGGER_DELAY_MS)
  })
})

describe('trigger pages against the page in view', () => {
  it('reads the page after the language and brand prefix; the home is `homes`', () => {
    expect(currentPage('/', 'lz')).toBe('homes')
    expect(currentPage('/lz', 'lz')).toBe('homes')
    expect(currentPage('/lz/homes', 'lz')).toBe('homes')
    expect(currentPage('/lz/VAT', 'lz')).toBe('VAT')
    expect(currentPage('/en/lz/VAT', 'lz')).toBe('VAT')
    expect(currentPage('/mdt/news/policy/2', 'mdt')).toBe('news/policy/2')
    expect(currentPage('/en', 'gl')).toBe('homes')
    expect(currentPage('/de/compliance_service_epr', 'gl')).toBe('compliance_service_epr')
    expect(currentPage('/lz/ost/EPR', 'lz')).toBe('EPR')
  })

  it('`homes` is the home only; a page name is that page exactly', () => {
    expect(triggerMatches('homes', 'homes')).toBe(true)
    expect(triggerMatches('homes', 'VAT')).toBe(false)
    expect(triggerMatches('VAT', 'VAT')).toBe(true)
    expect(triggerMatches('VAT', 'VAT/rates')).toBe(false)
    expect(triggerMatches('VAT', 'vat')).toBe(false)
  })

  it('`news/*` is news and everything below it; `*` is every page', () => {
    expect(triggerMatches('news/*', 'news')).toBe(true)
    expect(triggerMatches('news/*', 'news/policy/2')).toBe(true)
    expect(triggerMatches('news/*', 'newsDetail/12')).toBe(false)
    expect(triggerMatches('*', 'homes')).toBe(true)
    expect(triggerMatches('*', 'anything/else')).toBe(true)
  })

  it('an alias and the page it shows both match', () => {
    expect(triggerMatches('contactUs', 'contact')).toBe(true)
    expect(triggerMatches('contact', 'contact')).toBe(true)
  })

  it('any of several trigger pages', () => {
    expect(matchesAnyTrigger(['VAT', 'EPR'], 'EPR')).toBe(true)
    expect(matchesAnyTrigger([], 'EPR')).toBe(false)
  })
})

describe('the home page poster: 3 a day, an hour apart, counted per local day', () => {
  it('shows three times a day at least an hour apart, then waits for the next day', () => {
    let memory: PosterMemory | null = null
    expect(posterAllowed(memory, at(27, 9))).toBe(true)
    memory = posterShown(memory, at(27, 9))
    expect(posterAllowed(memory, at(27, 9, 59))).toBe(false)
    expect(posterAllowed(memory, at(27, 10))).toBe(true)
    memory = posterShown(memory, at(27, 10))
    memory = posterShown(memory, at(27, 11, 30))
    expect(memory.count).toBe(3)
    expect(posterAllowed(memory, at(27, 15))).toBe(false)
    expect(posterAllowed(memory, at(27, 23, 59))).toBe(false)
    // The next day the count starts again.
    expect(posterAllowed(memory, at(28, 8))).toBe(true)
    memory = posterShown(memory, at(28, 8))
    expect(memory).toEqual({ day: '2026-11-28', count: 1, lastShownAt: at(28, 8).getTime() })
  })

  it('keeps the hour also across midnight', () => {
    const late = posterShown(null, at(27, 23, 30))
    expect(posterAllowed(late, at(28, 0, 10))).toBe(false)
    expect(posterAllowed(late, at(28, 0, 30))).toBe(true)
  })
})

describe('what the address says about the visit', () => {
  it('`from=th` skips the reward guide', () => {
    expect(isThVisit('?from=th')).toBe(true)
    expect(isThVisit('?channelNo=x&from=th')).toBe(true)
    expect(isThVisit('?from=other')).toBe(false)
    expect(isThVisit('')).toBe(false)
  })

  it('the channel: query channelCode, then channelNo, then the cookies; a malformed one is none', () => {
    const cookies: Record<string, string> = { channelNo: 'from-cookie' }
    const cookie = (name: string) => cookies[name]
    expect(visitChannel('?channelCode=a&channelNo=b', cookie)).toBe('a')
    expect(visitChannel('?channelNo=b', cookie)).toBe('b')
    expect(visitChannel('', cookie)).toBe('from-cookie')
    expect(visitChannel('?channelNo=bad%20code', cookie)).toBe('')
    expect(visitChannel('', () => undefined)).toBe('')
  })

  it('reads an editor’s preview request with the server’s parameter and pattern', () => {
    expect(parsePreview(`?${PREVIEW_PARAM}=popup-12`)).toEqual({ kind: 'popup', id: 12 })
    expect(parsePreview(`?x=1&${PREVIEW_PARAM}=poster-7`)).toEqual({ kind: 'poster', id: 7 })
    expect(parsePreview(`?${PREVIEW_PARAM}=activity-3`)).toBeNull()
    expect(parsePreview(`?${PREVIEW_PARAM}=popup-0`)).toBeNull()
    expect(parsePreview(`?${PREVIEW_PARAM}=popup-12x`)).toBeNull()
    expect(parsePreview('?popup-12')).toBeNull()
  })
})
