'use client'

import { useTranslations } from 'next-intl'
import { formatDate } from '@/i18n/format'
import type { MessageSummary } from '@/services/compliance/tracker-types'
import { linkClass, Section, useCompliance } from './state'

/** The messages the merchant left through the contact forms, with how far each has got. */
export function MessageList({ messages, contactPath }: { messages: MessageSummary[]; contactPath: string | null }) {
  const t = useTranslations('workbench')
  const { locale } = useCompliance()

  return (
    <Section id="compliance-messages" title={t('compliance.messages.heading')}>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-700">
          {t('compliance.messages.empty')}
          {contactPath ? (
            <>
              {' '}
              <a href={contactPath} className={linkClass}>
                {t('compliance.messages.contactLink')}
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('compliance.messages.subject')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('compliance.messages.date')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('compliance.messages.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {messages.map((m) => (
              <tr key={m.id}>
                <td className="break-words py-2 pr-4 text-ink">{m.subject}</td>
                <td className="whitespace-nowrap py-2 pr-4 text-slate-700">
                  <time dateTime={m.createdAt}>{formatDate(m.createdAt, locale)}</time>
                </td>
                <td className="py-2 text-slate-700">{m.statusText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  )
}
