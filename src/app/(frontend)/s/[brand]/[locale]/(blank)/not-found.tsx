import { ErrorView } from '@/components/layout/islands'

// Pages of the blank layout (a course, a landing page, the 618 page) that do not exist show the site's 404 view.
export default function NotFound() {
  return <ErrorView notFound />
}
