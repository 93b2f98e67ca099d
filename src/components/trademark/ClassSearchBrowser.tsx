import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/brands/registry'
import { niceData } from '@/services/nice/data'
import { classList, type ClassSummary } from '@/services/nice/views'
import { ClassSearchDetails } from './ClassSearchDetails'

/**
 * Every class on the server (readable without JavaScript and the same HTML for every
 * visitor): number, short name and description in the page language, 1–45 and the US
 * special class 46. Groups and items load on demand when a class is opened.
 */
export async function ClassSearchBrowser({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'classSearch' })
  const classes = classList(niceData(), locale)
  return (
    <section aria-labelledby="class-browse-heading" className="container-page pb-14">
      <h2 id="class-browse-heading" className="text-2xl font-bold text-ink">
        {t('browseHeading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('browseIntro')}</p>
      {locale === 'cn' ? null : <p className="mt-2 max-w-3xl text-sm text-slate-600">{t('chineseNamesNote')}</p>}
      <ol className="mt-6 grid items-start gap-3 md:grid-cols-2">
        {classes.map((cls) => (
          <li key={cls.classId} id={`class-${cls.classId}`} data-class={cls.classId} className="md:has-[details[open]]:col-span-2">
            {cls.special ? (
              <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <ClassSummaryText cls={cls} label={t('classLabel', { number: cls.classId })} counts={t('specialNote')} />
              </div>
            ) : (
              <ClassSearchDetails classId={cls.classId} summary={<ClassSummaryText cls={cls} label={t('classLabel', { number: cls.classId })} counts={t('counts', { groups: cls.groupCount, items: cls.itemCount })} />} />
            )}
          </li>
        ))}
      </ol>
      <p className="mt-6 max-w-3xl text-sm text-slate-600">{t('sourceNote')}</p>
    </section>
  )
}

function ClassSummaryText({ cls, counts, label }: { cls: ClassSummary; counts: string; label: string }) {
  return (
    <>
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand font-bold text-brand-contrast">
        {cls.code}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-ink">
          <span className="sr-only">{label} </span>
          {cls.name}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-slate-700 group-open/cls:line-clamp-none">{cls.description}</span>
        <span className="mt-1 block text-xs text-slate-600">{counts}</span>
      </span>
    </>
  )
}
