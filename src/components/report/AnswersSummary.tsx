/** The seller's answers, worded, at the head of a report or a buying-guide package. */
export function AnswersSummary({ heading, answers, className = '' }: { heading: string; answers: { question: string; answer: string }[]; className?: string }) {
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
    </section>
  )
}
