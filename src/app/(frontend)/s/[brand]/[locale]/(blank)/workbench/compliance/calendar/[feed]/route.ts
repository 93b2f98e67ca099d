/** The private calendar feed of My compliance: the address is the permission (no cookie). */
export const dynamic = 'force-dynamic'
export { calendarFeed as GET } from '@/components/workbench/file-routes'
