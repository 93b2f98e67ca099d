import { describe, expect, it } from 'vitest'
import { formatCountdown, RESEND_SECONDS } from '@/components/workbench/client-utils'
import cn from '@/i18n/messages/cn/workbench.json'
import de from '@/i18n/messages/de/workbench.json'
import en from '@/i18n/messages/en/workbench.json'
import ko from '@/i18n/messages/ko/workbench.json'

// The resend button of the SMS code form counts down as mm:ss.
describe('formatCountdown', () => {
  it('reads minutes and seconds, both two digits', () => {
    expect(formatCountdown(RESEND_SECONDS)).toBe('01:00')
    expect(formatCountdown(59)).toBe('00:59')
    expect(formatCountdown(5)).toBe('00:05')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(125)).toBe('02:05')
  })

  it('rounds part of a second up and never goes below zero', () => {
    expect(formatCountdown(4.2)).toBe('00:05')
    expect(formatCountdown(-3)).toBe('00:00')
  })

  it('is the {time} of the resend text in every language', () => {
    for (const messages of [cn, en, de, ko]) {
      expect(messages.form.resendIn).toContain('{time}')
      expect(messages.form.resendIn).not.toMatch(/\{seconds\}|秒|second|Sekunde|초/i)
    }
  })
})
