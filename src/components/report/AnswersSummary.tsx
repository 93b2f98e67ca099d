import type { AnswerWords, DerivedWords } from '@/services/compliance/report'

/**
 * The seller's answers, worded, at the head of a report or a buying-guide package: only the
 * questions they were asked; facts derived from other answers follow apart, with the reason.
 */
export function AnswersSummary({ heading, answers, derived = [], derivedHeading, className = '' }: { heading: string; answers: AnswerWords[]; derived?: DerivedWords[]; derivedHeading?: string; className?: string }) {
  return (
    <section aria-labelledby="answers-heading" className={`rounded-xl bg-surface p-5 ${className}`}>
      <h2 id="answers-heading" className="font-semibold text-ink">
        {heading}
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm md:grid-cols-2">
        {answers.map((a) => (
          <div key={a.question}>
            <dt className="text-slate-600">{a.question}</dt>
            <dd className="font-medium text-slate-900">{a.answer}</dd>
          </div>
        ))}
      </dl>
      {derived.length && derivedHeading ? (
        <div className="mt-4 border-t border-slate-200 pt-3 text-sm" data-field="derived">
          <h3 className="font-semibold text-slate-700">{derivedHeading}</h3>
          <ul className="mt-2 space-y-1">
            {derived.map((d) => (
              <li key={d.question} className="text-slate-700">
                {d.question} <span className="font-medium text-slate-900">{d.answer}</span>
                {' — '}
                {d.because}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
