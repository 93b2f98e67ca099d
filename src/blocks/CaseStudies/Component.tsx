import type { CaseStudiesBlock as CaseStudiesData } from '@/payload-types'
import { getCaseStudies } from '@/services/about/cases'
import { ActionLink, SectionHeading, type BlockContext } from '../render-context'

/** The brand's first case studies as cards: industry, outcome, title, client and services. */
export async function CaseStudiesBlock({ block, ctx }: { block: CaseStudiesData; ctx: BlockContext }) {
  const cases = (await getCaseStudies(ctx.brand, ctx.locale)).slice(0, block.limit ?? 3)
  if (!cases.length) return null
  const headingId = `cases-${block.id ?? 'block'}`
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} id={headingId} />
      <ul className="grid gap-6 md:grid-cols-3">
        {cases.map((study) => (
          <li key={study.id}>
            <article className="tile">
              {study.industry ? <p className="case-kicker">{study.industry}</p> : null}
              {study.highlight ? <p className="case-figure">{study.highlight}</p> : null}
              <h3 className="case-title">{study.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{study.client}</p>
              <p className="case-text">{study.result}</p>
              {study.services.length ? (
                <ul className="mt-4 flex flex-wrap gap-2">
                  {study.services.slice(0, 4).map((service) => (
                    <li key={service} className="chip">
                      {service}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ActionLink action={block.moreAction} ctx={ctx} variant="secondary" />
      </div>
    </section>
  )
}
