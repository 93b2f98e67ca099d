/** The deadlines of My compliance as CSV (session cookie). */
export const dynamic = 'force-dynamic'
export { csvDownload as GET } from '@/components/workbench/file-routes'
