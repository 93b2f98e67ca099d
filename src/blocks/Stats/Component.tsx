import type { StatsBlock as StatsData } from '@/payload-types'
import { SectionHeading } from '../render-context'

/** A Han or kana character: Chinese (and Japanese) runs on without spaces between words. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/

/**
 * Characters a Chinese caption starts with when it continues the figure: a measure word or
 * unit ("60+" + "名律师", "492" + "个类似群") or 内 after a duration ("48 小时" + "内回复").
 */
const CONTINUATION = /^[个名件家位次类种款项座条份所套倍年月天周内]/

/**
 * A figure and a Chinese caption that continues it read as one phrase: "48 小时" + "内顾问回复咨询"
 * is "48 小时内顾问回复咨询", "492" + "个类似群" is "492 个类似群". Shown as two lines, the phrase
 * breaks inside a word (小时|内). A caption that is a sentence of its own ("0" + "非本地卖家……的
 * VAT注册门槛", "20%" + "英国") goes under the figure, as in other languages. The answer is what
 * joins them: nothing after a Chinese unit (小时内), a space after a digit or sign (492 个); null
 * when the caption goes under the figure.
 */
export function phraseJoin(value: string, label: string): '' | ' ' | null {
  if (!CONTINUATION.test(label.trim())) return null
  const end = value.trim().slice(-1)
  return !end || CJK.test(end) ? '' : ' '
}

/**
 * A number with what belongs to it, kept on one line: sign and currency, digits with their
 * separators (12,000 · 2024.12.13 · 1–3), a percent or plus sign, and a Chinese numeral unit
 * (80 万+). A line may break between words, never inside a number.
 */
const NUMBER = /[+\-−]?[€£$¥￥]?\d[\d.,:]*(?:\s?[–—-]\s?\d[\d.,:]*)?(?:\s?[万亿千百])?\s?[%+‰]?/g

/** The text in runs, numbers marked, so each number can be kept whole. */
export function numberRuns(text: string): { text: string; number: boolean }[] {
  const runs: { text: string; number: boolean }[] = []
  let last = 0
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index ?? 0
    const found = match[0].trimEnd()
    if (start > last) runs.push({ text: text.slice(last, start), number: false })
    runs.push({ text: found, number: true })
    last = start + found.length
  }
  if (last < text.length) runs.push({ text: text.slice(last), number: false })
  return runs
}

function Figure({ text }: { text: string }) {
  return (
    <>
      {numberRuns(text).map((run, i) =>
        run.number ? (
          <span key={i} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  )
}

/**
 * Figure cards: the figure first, then its caption, in reading order as well as on screen.
 * A Chinese caption continues the figure on the same line (one phrase, wrapping as text
 * does); other languages show the caption under the figure ("48 hours" / "for an adviser
 * to reply"). Numbers never split across lines; long words break only where they must.
 */
export function StatsBlock({ block }: { block: StatsData }) {
  return (
    <section className="border-y border-slate-200 bg-white">
      <div className="container-page py-12">
        <SectionHeading heading={block.heading} intro={block.intro} />
        <ul role="list" className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {block.items?.map((item) => {
            const join = phraseJoin(item.value, item.label)
            return join !== null ? (
              <li key={item.id} className="min-w-0 text-center" data-stat="phrase">
                <p className="text-pretty break-words text-slate-700">
                  <span className="text-3xl font-bold text-brand">
                    <Figure text={item.value.trim()} />
                  </span>
                  {/* The caption continues the figure; a line may break inside it like any Chinese text. */}
                  <span className="text-base">
                    {join}
                    {item.label.trim()}
                  </span>
                </p>
              </li>
            ) : (
              <li key={item.id} className="flex min-w-0 flex-col items-center text-center" data-stat="stacked">
                <p className="stat-value">
                  <Figure text={item.value} />
                </p>
                <p className="stat-label">{item.label}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
