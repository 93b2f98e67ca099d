import { useTranslations } from 'next-intl'
import type { ClassResultView } from '@/services/nice/views'
import type { ClassSearchAnswer } from './class-search-client'
import { highlightParts } from './class-search-highlight'

/**
 * The class finder's answer, grouped by class (best first as the server ranks them):
 * class number and short name, why it matched, the matching similar groups and a table of
 * the matching items with group code, item code and name (the query's words marked).
 */
export function ClassSearchResults({ keyword, answer }: { keyword: string; answer: ClassSearchAnswer }) {
  const t = useTranslations('classSearch')
  if (!answer.classes.length) return null
  return (
    <div className="mt-8">
      <h3 className="text-xl font-bold text-ink">{t('resultsHeading')}</h3>
      <div className="mt-4 space-y-6">
        {answer.classes.map((cls) => (
          <ClassResult key={cls.classId} cls={cls} keyword={keyword} />
        ))}
      </div>
    </div>
  )
}

function ClassResult({ cls, keyword }: { cls: ClassResultView; keyword: string }) {
  const t = useTranslations('classSearch')
  const headingId = `class-result-${cls.classId}`
  return (
    <section aria-labelledby={headingId} data-result-class={cls.classId} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-lg font-semibold text-ink">
          {t('classTitle', { number: cls.classId, name: cls.name })}
        </h4>
        <p className="text-xs text-slate-600">{t('matchedBy', { reasons: cls.matchedBy.map((r) => t(`reasons.${r}`)).join(t('reasonSeparator')) })}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700">{cls.description}</p>

      {cls.groups.length ? (
        <p className="mt-3 text-sm text-ink">
          <span className="font-medium">{t('matchedGroups')}</span>{' '}
          {cls.groups.map((g, i) => (
            <span key={g.code}>
              {i ? t('reasonSeparator') : null}
              <span className="font-mono">{g.code}</span> {g.name}
            </span>
          ))}
        </p>
      ) : null}

      {cls.items.length ? (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('itemsCaption', { number: cls.classId, keyword })}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('columns.group')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('columns.code')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('columns.name')}
              </th>
            </tr>
          </thead>
          <tbody>
            {cls.items.map((item) => (
              <tr key={item.code} data-item={item.code} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <span className="font-mono text-ink">{item.groupCode}</span>
                  <span className="block text-xs text-slate-600">{item.groupName}</span>
                </td>
                <td className="py-2 pr-3 font-mono text-ink">{item.code}</td>
                <td className="py-2 text-ink">
                  {highlightParts(item.name, keyword).map((part, i) =>
                    part.match ? (
                      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-ink">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                  {item.supplementary ? <span className="block text-xs text-slate-600">{t('supplementary')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t('noItems')}</p>
      )}

      <p className="mt-3 text-sm">
        <a href={`#class-${cls.classId}`} className="font-medium text-brand underline underline-offset-2 hover:no-underline">
          {t('viewClass', { number: cls.classId })}
        </a>
      </p>
    </section>
  )
}
