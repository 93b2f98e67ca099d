import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { coursePlayback, getCourse, getCourses } from '@/services/videos'
import { formatDuration } from '@/services/videos/rates'
import { ChapterList, CoursePlayer, type CoursePlayerTexts } from './CoursePlayer'

/**
 * Video courses (getVideoCourse) as server components, shared by /videos + /videoDetail
 * and the help centre's /support/video + /support/videoDetail screens.
 * `detailPage` is the page path below the brand prefix that shows one course
 * (`videoDetail` by default, `support/videoDetail` in the help centre).
 */

type Heading = 'h1' | 'h2'

function detailHref(brand: BrandKey, locale: Locale, detailPage: string, uid: string): string {
  return publicPath(BRAND_ROUTES[brand], locale, `${detailPage.replace(/^\/+|\/+$/g, '')}/${encodeURIComponent(uid)}`)
}

function playerTexts(t: (key: 'speed' | 'unsupported' | 'download' | 'vodFailed') => string): CoursePlayerTexts {
  return { speed: t('speed'), unsupported: t('unsupported'), download: t('download'), vodFailed: t('vodFailed') }
}

export function videoPlayerId(uid: string): string {
  return `course-video-${uid.replace(/[^A-Za-z0-9_-]/g, '-')}`
}

/** Course cards, each linking to its detail page. */
export async function VideoCourseList({ brand, locale, detailPage = 'videoDetail', heading }: { brand: BrandKey; locale: Locale; detailPage?: string; heading?: string }) {
  const [courses, t] = await Promise.all([getCourses(brand, locale), getTranslations({ locale, namespace: 'videos' })])
  const headingId = `video-courses-${brand}`
  return (
    <section aria-labelledby={headingId} className="container-page py-12">
      <h2 id={headingId} className="mb-8 text-2xl font-bold text-ink md:text-3xl">
        {heading ?? t('allCourses')}
      </h2>
      {courses.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.uid} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {course.category ? <span className="rounded-full bg-surface px-3 py-0.5 font-medium text-brand">{course.category}</span> : null}
                {course.durationSeconds ? (
                  <span className="text-slate-600">
                    <span className="sr-only">{t('duration')}: </span>
                    {formatDuration(course.durationSeconds)}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-3 text-lg font-semibold text-ink">
                <Link href={detailHref(brand, locale, detailPage, course.uid)} prefetch={false} className="hover:text-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand">
                  {course.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{course.summary}</p>
              {course.lecturer ? (
                <p className="mt-4 text-sm text-slate-600">
                  {t('lecturer')}: {course.lecturer}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * One course: player with rate control, title, summary, chapters and keywords, plus the
 * other courses. Without `uid` it shows the first course in order; an unknown uid is a 404.
 * `headingLevel` is 'h1' where the course is the page's subject (/videoDetail), 'h2' where
 * the page has its own h1 (the help centre).
 */
export async function VideoCourseDetail({ brand, locale, uid, detailPage = 'videoDetail', headingLevel = 'h2' }: { brand: BrandKey; locale: Locale; uid?: string; detailPage?: string; headingLevel?: Heading }) {
  const [courses, t] = await Promise.all([getCourses(brand, locale), getTranslations({ locale, namespace: 'videos' })])
  const course = uid ? courses.find((c) => c.uid === uid) : courses[0]
  if (!course) notFound()
  const Title = headingLevel
  const Sub = headingLevel === 'h1' ? 'h2' : 'h3'
  const source = coursePlayback(course)
  const videoId = videoPlayerId(course.uid)
  const keywords = course.metaKeywords.split(/[,，、]\s*/).map((k) => k.trim()).filter(Boolean)
  const others = courses.filter((c) => c.uid !== course.uid).slice(0, 5)
  return (
    <article className="container-page grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
      <div>
        <Title className="text-2xl font-bold text-ink md:text-3xl">{course.title}</Title>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          {course.category ? (
            <div className="flex gap-1">
              <dt>{t('category')}:</dt>
              <dd>{course.category}</dd>
            </div>
          ) : null}
          {course.lecturer ? (
            <div className="flex gap-1">
              <dt>{t('lecturer')}:</dt>
              <dd>{course.lecturer}</dd>
            </div>
          ) : null}
          {course.durationSeconds ? (
            <div className="flex gap-1">
              <dt>{t('duration')}:</dt>
              <dd>{formatDuration(course.durationSeconds)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-6">
          {source ? (
            <CoursePlayer videoId={videoId} source={source} title={course.title} autoplay={course.autoplay} posterUrl={course.posterUrl} texts={playerTexts(t)} />
          ) : (
            <p className="rounded-xl bg-surface p-6 text-slate-700">{t('noSource')}</p>
          )}
        </div>
        <p className="mt-5 text-lg leading-relaxed text-slate-800">{course.summary}</p>
        <p className="mt-4">
          <Link href={publicPath(BRAND_ROUTES[brand], locale, `video/${encodeURIComponent(course.uid)}`)} prefetch={false} className="text-brand underline underline-offset-4 hover:opacity-80">
            {t('openPlayer')}
          </Link>
        </p>
        {course.chapters.length ? (
          <section className="mt-8" aria-labelledby={`${videoId}-chapters`}>
            <Sub id={`${videoId}-chapters`} className="mb-3 text-xl font-semibold text-ink">
              {t('chapters')}
            </Sub>
            <ChapterList videoId={videoId} chapters={course.chapters.map((c) => ({ ...c, time: formatDuration(c.startSeconds) }))} />
          </section>
        ) : null}
        {keywords.length ? (
          <section className="mt-8" aria-labelledby={`${videoId}-keywords`}>
            <Sub id={`${videoId}-keywords`} className="mb-3 text-xl font-semibold text-ink">
              {t('keywords')}
            </Sub>
            <ul className="flex flex-wrap gap-2">
              {keywords.map((k) => (
                <li key={k} className="rounded-full bg-surface px-3 py-1 text-sm text-slate-800">
                  {k}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {others.length ? (
        <section aria-labelledby={`${videoId}-more`}>
          <Sub id={`${videoId}-more`} className="mb-4 text-xl font-semibold text-ink">
            {t('moreCourses')}
          </Sub>
          <ul className="space-y-3">
            {others.map((c) => (
              <li key={c.uid}>
                <Link href={detailHref(brand, locale, detailPage, c.uid)} prefetch={false} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand">
                  <span className="font-medium text-ink">{c.title}</span>
                  {c.durationSeconds ? <span className="mt-1 block text-sm text-slate-600">{formatDuration(c.durationSeconds)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

/** The blank-layout player (/video/{uid}): the video and its title alone. */
export async function VideoCoursePlayerOnly({ brand, locale, uid }: { brand: BrandKey; locale: Locale; uid?: string }) {
  const [course, t] = await Promise.all([getCourse(brand, locale, uid), getTranslations({ locale, namespace: 'videos' })])
  if (!course) notFound()
  const source = coursePlayback(course)
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="mb-4 text-xl font-bold text-ink md:text-2xl">{course.title}</h1>
      {source ? (
        <CoursePlayer videoId={videoPlayerId(course.uid)} source={source} title={course.title} autoplay={course.autoplay} posterUrl={course.posterUrl} texts={playerTexts(t)} />
      ) : (
        <p className="rounded-xl bg-surface p-6 text-slate-700">{t('noSource')}</p>
      )}
      <p className="mt-4 text-slate-700">{course.summary}</p>
    </div>
  )
}
