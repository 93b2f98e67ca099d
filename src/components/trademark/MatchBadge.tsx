import type { SimilarityReason } from '@/services/trademarks/score'

/**
 * How a mark matched, as a badge that differs in colour, symbol and words, so the match
 * type reads without colour (for colour-blind visitors and in print). Each pair of text
 * and background colour is a dark shade on its palest tint: at least 8:1 contrast.
 */
const STYLES: Record<SimilarityReason, { symbol: string; className: string }> = {
  identical: {
    symbol: '=',
    className: 'border-red-700 bg-red-50 text-red-800',
  },
  soundsAlike: {
    symbol: '♪',
    className: 'border-orange-700 bg-orange-50 text-orange-900',
  },
  oneLetterApart: {
    symbol: '±1',
    className: 'border-amber-700 bg-amber-50 text-amber-900',
  },
  contains: {
    symbol: '⊂',
    className: 'border-sky-700 bg-sky-50 text-sky-900',
  },
  similar: {
    symbol: '≈',
    className: 'border-slate-500 bg-slate-100 text-slate-800',
  },
}

export function MatchBadge({ reason, label }: { reason: SimilarityReason; label: string }) {
  const style = STYLES[reason]
  return (
    <span data-reason={reason} className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm font-semibold ${style.className}`}>
      <span aria-hidden="true" className="font-mono">
        {style.symbol}
      </span>
      {label}
    </span>
  )
}

/** A dead mark's status (expired, refused, withdrawn) in words with a symbol, so it is never told by colour alone. */
export function DeadMarkLabel({ status, statusText, note }: { status: string; statusText: string; note: string }) {
  return (
    <span data-dead-status={status} className="inline-flex items-center gap-1 rounded-md border border-slate-500 bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
      <span aria-hidden="true">⊘</span>
      {statusText}
      <span className="font-normal">· {note}</span>
    </span>
  )
}
