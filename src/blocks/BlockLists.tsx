'use client'

import { SmartLink } from '@/components/ui/SmartLink'

/*
 * The repeated items of three blocks (feature cards, steps, questions), rendered from short
 * arrays of their texts. Client components only so that the page payload carries each item
 * once as data instead of again as an element tree: a service page has a dozen or more of
 * these. The HTML is what the server renders; the block renderers beside this file shape the
 * data (links already localized) and keep the headings and sections server-rendered.
 */

/** A feature card: title, tag, text, link target and link label ('' where the editor left one out). */
export type FeatureCard = [title: string, tag: string, text: string, href: string, linkLabel: string]

export function FeatureCards({ className, items, newTabLabel }: { className: string; items: FeatureCard[]; newTabLabel: string }) {
  return (
    <ul className={className}>
      {items.map(([title, tag, text, href, linkLabel], i) => (
        <li key={i} className="fg-card">
          <div className="fg-top">
            <h3 className="fg-title">{title}</h3>
            {tag ? <span className="fg-tag">{tag}</span> : null}
          </div>
          {text ? <p className="fg-text">{text}</p> : null}
          {href && linkLabel ? (
            <SmartLink href={href} className="fg-link" newTabLabel={newTabLabel}>
              {linkLabel}
              <span aria-hidden="true"> →</span>
            </SmartLink>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** A step: title and text ('' for none); its number is its place in the list. */
export type StepCard = [title: string, text: string]

export function StepCards({ className, items }: { className: string; items: StepCard[] }) {
  return (
    <ol className={className}>
      {items.map(([title, text], i) => (
        <li key={i} className="step">
          <span className="step-num" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="step-title">{title}</h3>
          {text ? <p className="step-text">{text}</p> : null}
        </li>
      ))}
    </ol>
  )
}

/** A question and its answer. */
export type FaqEntry = [question: string, answer: string]

/** Native <details> disclosure: keyboard and screen-reader friendly without JavaScript. The + turns while open (`.faq-mark`). */
export function FaqItems({ items }: { items: FaqEntry[] }) {
  return (
    <div className="faq">
      {items.map(([question, answer], i) => (
        <details key={i} className="faq-item">
          <summary className="faq-q">
            {question}
            <span aria-hidden="true" className="faq-mark">
              +
            </span>
          </summary>
          <p className="faq-a">{answer}</p>
        </details>
      ))}
    </div>
  )
}
