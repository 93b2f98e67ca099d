/**
 * The course of /videoDetail/{uid} and /video/{uid}: undefined for the bare path (the
 * first course is shown), null when the path cannot name a course (a 404).
 */
export function parseCourseSegments(segments: readonly string[] | undefined): string | null | undefined {
  const parts = segments ?? []
  if (parts.length === 0) return undefined
  if (parts.length > 1) return null
  let uid: string
  try {
    uid = decodeURIComponent(parts[0]!).trim()
  } catch {
    return null
  }
  return uid && uid.length <= 100 ? uid : null
}
