'use client'

import { useId, useState, type FormEvent } from 'react'
import { calculateVat, formatCents, type AmountBasis, type AmountProblem, type VatErrors, type VatResult } from '@/services/tax/calculate'

export interface VatCalculatorTexts {
  sales: string
  salesHint: string
  basis: string
  basisNet: string
  basisGross: string
  purchases: string
  purchasesHint: string
  rate: string
  submit: string
  resultsHeading: string
  resultsEmpty: string
  resultsFailed: string
  salesNet: string
  salesGross: string
  outputTax: string
  inputTax: string
  taxDue: string
  refundNote: string
  /** Contains {rate}. */
  appliedRate: string
  disclaimer: string
  errors: Record<AmountProblem | 'invalidRate', string>
}

type Field = 'sales' | 'purchases'

/**
 * The calculator's form: sales (net or gross), deductible purchases and one of the
 * country's rates. Arithmetic lives in services/tax/calculate.ts (integer cents). A
 * field's problem shows beside it once the visitor leaves it or presses Calculate;
 * after the first calculation the result follows every change.
 */
export function VatCalculator({ currency, rates, texts }: { currency: string; rates: { value: number; label: string }[]; texts: VatCalculatorTexts }) {
  const id = useId()
  const [sales, setSales] = useState('')
  const [basis, setBasis] = useState<AmountBasis>('net')
  const [purchases, setPurchases] = useState('0')
  const [rateIndex, setRateIndex] = useState(0)
  const [touched, setTouched] = useState<Record<Field, boolean>>({ sales: false, purchases: false })
  const [submitted, setSubmitted] = useState(false)

  const outcome = calculateVat({ sales, salesBasis: basis, purchases, rate: rates[rateIndex]?.value ?? Number.NaN })
  const errors: VatErrors = outcome.ok ? {} : outcome.errors
  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined)
  const result: VatResult | null = submitted && outcome.ok ? outcome.result : null
  const money = (cents: bigint) => `${currency} ${formatCents(cents)}`

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    const firstInvalid = (['sales', 'purchases'] as const).find((f) => errors[f])
    if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus()
  }

  const amountField = (field: Field, label: string, hint: string, value: string, set: (v: string) => void) => {
    const problem = shown(field)
    const describedBy = [`${id}-${field}-hint`, problem ? `${id}-${field}-error` : null].filter(Boolean).join(' ')
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className="block font-medium text-ink">
          {label}
          <span className="ml-1 text-slate-600">({currency})</span>
        </label>
        <p id={`${id}-${field}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
        <input
          id={`${id}-${field}`}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => set(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          data-field={field}
          className={`mt-2 w-full rounded-lg border px-3 py-2 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand ${problem ? 'border-red-700' : 'border-slate-400'}`}
        />
        {problem ? (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700" data-error={field}>
            {texts.errors[problem]}
          </p>
        ) : null}
      </div>
    )
  }

  const rows: [string, bigint, string][] = result
    ? [
        [texts.salesNet, result.salesNet, 'sales-net'],
        [texts.salesGross, result.salesGross, 'sales-gross'],
        [texts.outputTax, result.outputTax, 'output-tax'],
        [texts.inputTax, result.inputTax, 'input-tax'],
        [texts.taxDue, result.taxDue, 'tax-due'],
      ]
    : []

  return (
    <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
      <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {amountField('sales', texts.sales, texts.salesHint, sales, setSales)}
        <fieldset>
          <legend className="font-medium text-ink">{texts.basis}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['net', 'gross'] as const).map((b) => (
              <label key={b} className="inline-flex items-center gap-2 text-slate-800">
                <input type="radio" name="basis" value={b} checked={basis === b} onChange={() => setBasis(b)} className="h-4 w-4 accent-[var(--brand-primary)]" />
                {b === 'net' ? texts.basisNet : texts.basisGross}
              </label>
            ))}
          </div>
        </fieldset>
        {amountField('purchases', texts.purchases, texts.purchasesHint, purchases, setPurchases)}
        <fieldset>
          <legend className="font-medium text-ink">{texts.rate}</legend>
          <div className="mt-2 space-y-2">
            {rates.map((r, i) => (
              <label key={`${r.value}-${i}`} className="flex items-start gap-2 text-slate-800">
                <input type="radio" name="rate" value={r.value} checked={rateIndex === i} onChange={() => setRateIndex(i)} className="mt-1 h-4 w-4 accent-[var(--brand-primary)]" />
                <span>{r.label}</span>
              </label>
            ))}
          </div>
          {errors.rate && submitted ? <p className="mt-1 text-sm font-medium text-red-700">{texts.errors.invalidRate}</p> : null}
        </fieldset>
        <button type="submit" className="rounded-lg bg-brand px-6 py-3 font-semibold text-brand-contrast transition hover:opacity-90 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2">
          {texts.submit}
        </button>
      </form>

      <section aria-labelledby={`${id}-results`} className="rounded-xl bg-surface p-6">
        <h3 id={`${id}-results`} className="text-lg font-semibold text-ink">
          {texts.resultsHeading}
        </h3>
        <div role="status" aria-live="polite" className="mt-4" data-results>
          {result ? (
            <>
              <p className="text-sm text-slate-700">{texts.appliedRate.replace('{rate}', String(rates[rateIndex]?.value ?? ''))}</p>
              <dl className="mt-3 divide-y divide-slate-200">
                {rows.map(([label, cents, key]) => (
                  <div key={key} className="flex items-baseline justify-between gap-4 py-2">
                    <dt className="text-slate-700">{label}</dt>
                    <dd className={key === 'tax-due' ? 'text-xl font-bold text-brand' : 'font-semibold text-ink'} data-field={key}>
                      {money(cents)}
                    </dd>
                  </div>
                ))}
              </dl>
              {result.taxDue < 0n ? <p className="mt-3 text-sm text-slate-800">{texts.refundNote}</p> : null}
            </>
          ) : (
            <p className="text-slate-700">{submitted ? texts.resultsFailed : texts.resultsEmpty}</p>
          )}
        </div>
        <p className="mt-4 text-xs text-slate-600">{texts.disclaimer}</p>
      </section>
    </div>
  )
}
