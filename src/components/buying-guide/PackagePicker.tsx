'use client'

import { useState } from 'react'
import { formatMoney } from '@/lib/money'
import type { PackageLine } from '@/services/compliance/buying-guide'

interface Texts {
  required: string
  recommended: string
  originalPrice: string
  officialFeeIncluded: string
  officialFeeExcluded: string
  selectedTotal: string
  currency: string
}


/** The recommended services as a checklist: required ones ticked, the total follows the choice. */
export function PackagePicker({ lines, texts }: { lines: PackageLine[]; texts: Texts }) {
  const [chosen, setChosen] = useState(() => new Set(lines.filter((l) => l.required).map((l) => l.priceId)))
  const total = lines.filter((l) => chosen.has(l.priceId)).reduce((a, l) => a + Math.round(l.finalPrice * 100), 0) / 100
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {lines.map((line) => (
          <li key={line.priceId} data-line={line.priceId}>
            <label className="flex cursor-pointer flex-wrap items-start gap-3 px-4 py-4 hover:bg-surface">
              <input type="checkbox" checked={chosen.has(line.priceId)} onChange={() => toggle(line.priceId)} className="mt-1 h-4 w-4 accent-[var(--brand-primary)]" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{line.productName}</span>
                  <span className={`rounded px-2 py-0.5 text-xs font-medium ${line.required ? 'bg-brand text-brand-contrast' : 'bg-surface text-slate-700'}`}>{line.required ? texts.required : texts.recommended}</span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  {line.market} · {line.obligation}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-bold text-brand">{formatMoney(line.finalPrice, texts.currency)}</span>
                <span className="block text-xs text-slate-600">
                  {line.priceUnit}
                  {line.discountPrice > 0 ? (
                    <>
                      {' · '}
                      {texts.originalPrice} <s>{formatMoney(line.unitPrice, texts.currency)}</s>
                    </>
                  ) : null}
                </span>
                <span className="block text-xs text-slate-600">{line.officialFeeIncluded ? texts.officialFeeIncluded : texts.officialFeeExcluded}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap items-baseline justify-end gap-2 text-lg" aria-live="polite">
        <span className="text-slate-700">{texts.selectedTotal.replace('{count}', String(chosen.size))}</span>
        <span className="text-2xl font-bold text-brand" data-field="selected-total">
          {formatMoney(total, texts.currency)}
        </span>
      </p>
    </div>
  )
}
