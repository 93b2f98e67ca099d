import type { DateRule, WeekendRule } from './obligation-rules'

/**
 * A date rule in words, for the pages that list a jurisdiction's yearly obligations
 * ("within 42 days after each anniversary of incorporation"). The planner gives the dates;
 * this says the rule a reader can check against the official source. Pure.
 */
type Lang = 'cn' | 'en'

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

function dayOfYear(month: number, day: number, lang: Lang): string {
  return lang === 'cn' ? `${month}月${day}日` : `${day} ${MONTHS_EN[month - 1]}`
}

function span(months: number | undefined, days: number | undefined, lang: Lang): string {
  const parts: string[] = []
  if (months) parts.push(lang === 'cn' ? `${months} 个月` : `${months} month${months === 1 ? '' : 's'}`)
  if (days) parts.push(lang === 'cn' ? `${days} 天` : `${days} day${days === 1 ? '' : 's'}`)
  return parts.join(lang === 'cn' ? '零 ' : ' and ')
}

export function describeRule(rule: DateRule, lang: Lang, weekendRule: WeekendRule = 'none'): string {
  const text = ruleText(rule, lang)
  if (weekendRule !== 'nextBusinessDay') return text
  return lang === 'cn' ? `${text}（遇周末顺延至下一个工作日）` : `${text} (moved to the next business day when it falls on a weekend)`
}

function ruleText(rule: DateRule, lang: Lang): string {
  switch (rule.kind) {
    case 'anniversary': {
      const offset = span(rule.offsetMonths ? Math.abs(rule.offsetMonths) : undefined, rule.offsetDays ? Math.abs(rule.offsetDays) : undefined, lang)
      const before = (rule.offsetMonths ?? 0) < 0 || (rule.offsetDays ?? 0) < 0
      if (!offset) return lang === 'cn' ? '每年成立周年日' : 'On each anniversary of incorporation'
      if (before) return lang === 'cn' ? `每年成立周年日前 ${offset}` : `${offset} before each anniversary of incorporation`
      return lang === 'cn' ? `每年成立周年日后 ${offset}内` : `Within ${offset} after each anniversary of incorporation`
    }
    case 'afterYearEnd': {
      const base = lang === 'cn' ? `每个财政年度结束后 ${span(rule.months, rule.days, lang)}内` : `Within ${span(rule.months, rule.days, lang)} after each financial year end`
      if (!rule.firstPeriod) return base
      const first = span(rule.firstPeriod.monthsAfterIncorporation, rule.firstPeriod.days, lang)
      return lang === 'cn' ? `${base}；首个会计期间另按成立后 ${first}计算` : `${base}; the first period is counted as ${first} after incorporation`
    }
    case 'fixedDate':
      return lang === 'cn'
        ? `每年${dayOfYear(rule.month, rule.day, lang)}前（针对上一年度${rule.fromIncorporationYear ? '，成立当年起' : ''}）`
        : `By ${dayOfYear(rule.month, rule.day, lang)} each year, for the year before${rule.fromIncorporationYear ? ' (from the year of incorporation)' : ''}`
    case 'firstDayOfAnniversaryMonth':
      return lang === 'cn' ? '每年成立月份的第一天' : 'On the first day of the anniversary month each year'
    case 'byIncorporationHalf':
      return lang === 'cn'
        ? `每年${dayOfYear(rule.firstHalf.month, rule.firstHalf.day, lang)}前（1月1日至6月30日成立）或${dayOfYear(rule.secondHalf.month, rule.secondHalf.day, lang)}前（7月1日至12月31日成立）`
        : `By ${dayOfYear(rule.firstHalf.month, rule.firstHalf.day, lang)} each year (incorporated 1 January to 30 June) or by ${dayOfYear(rule.secondHalf.month, rule.secondHalf.day, lang)} (incorporated 1 July to 31 December)`
  }
}
