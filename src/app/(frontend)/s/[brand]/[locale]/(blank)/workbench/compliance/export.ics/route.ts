/** The deadlines of My compliance as an iCalendar download (session cookie). */
export const dynamic = 'force-dynamic'
export { calendarDownload as GET } from '@/components/workbench/file-routes'
