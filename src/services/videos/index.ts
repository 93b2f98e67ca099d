import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import { getEnv } from '@/lib/env'
import type { Media, VideoCourse } from '@/payload-types'
import { cachedRead } from '../cache'
import { contentTag } from '../content/tags'
import { payloadClient } from '../payload'
import { playbackSource, type PlaybackSource } from './vod'
import { shownOfBrand } from '../visibility'

export interface CourseChapter {
  startSeconds: number
  title: string
}

export interface CourseView {
  id: number | string
  uid: string
  title: string
  summary: string
  metaKeywords: string
  category: string
  lecturer: string
  durationSeconds: number | null
  /** The file the site serves (upload or videoUrl); '' when the course plays only from VOD. */
  src: string
  posterUrl: string
  fileID: string
  appID: string
  autoplay: boolean
  chapters: CourseChapter[]
  sort: number
}

/** What the course player starts from: the Tencent Cloud VOD ids, autoplay and texts, plus the file the site serves. */
export interface PlayerOptions {
  fileID: string
  appID: string
  autoplay: boolean
  title: string
  summary: string
  metaKeywords: string
  src: string
}

function mediaUrl(file: VideoCourse['videoFile']): string {
  return file && typeof file === 'object' ? ((file as Media).url ?? '') : ''
}

function toView(doc: VideoCourse): CourseView {
  return {
    id: doc.id,
    uid: doc.uid,
    title: doc.title,
    summary: doc.summary,
    metaKeywords: doc.metaKeywords ?? '',
    category: doc.category ?? '',
    lecturer: doc.lecturer ?? '',
    durationSeconds: doc.durationSeconds ?? null,
    src: mediaUrl(doc.videoFile) || doc.videoUrl || '',
    posterUrl: doc.posterUrl ?? '',
    fileID: doc.fileID ?? '',
    appID: doc.appID ?? '',
    autoplay: !!doc.autoplay,
    chapters: [...(doc.chapters ?? [])].sort((a, b) => a.startSeconds - b.startSeconds).map((c) => ({ startSeconds: c.startSeconds, title: c.title })),
    sort: doc.sort ?? 0,
  }
}

/** Enabled courses of a brand in the editors' order. */
export async function loadCourses(brand: BrandKey, locale: Locale): Promise<CourseView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'video-courses',
    where: shownOfBrand(brand),
    locale,
    depth: 1,
    pagination: false,
    sort: ['sort', 'createdAt'],
  })
  return docs.map(toView)
}

export function getCourses(brand: BrandKey, locale: Locale): Promise<CourseView[]> {
  return cachedRead(['video-courses', brand, locale], [contentTag('videos', brand)], () => loadCourses(brand, locale))
}

/** One course by uid; without a uid, the first course in order (bare /video and /videoDetail). */
export async function getCourse(brand: BrandKey, locale: Locale, uid?: string | null): Promise<CourseView | null> {
  const courses = await getCourses(brand, locale)
  if (!uid) return courses[0] ?? null
  return courses.find((c) => c.uid === uid) ?? null
}

export function playerOptions(course: CourseView): PlayerOptions {
  return { fileID: course.fileID, appID: course.appID, autoplay: course.autoplay, title: course.title, summary: course.summary, metaKeywords: course.metaKeywords, src: course.src }
}

export function coursePlayback(course: CourseView): PlaybackSource | null {
  const env = getEnv()
  return playbackSource(course, { psign: env.TENCENT_VOD_PSIGN, licenseUrl: env.TENCENT_VOD_LICENSE_URL })
}

/** getVideoCourse's list form: one page of courses. */
export function pageOfCourses(courses: CourseView[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize
  return { list: courses.slice(start, start + pageSize), total: courses.length, page, pageSize, pages: Math.max(1, Math.ceil(courses.length / pageSize)) }
}
