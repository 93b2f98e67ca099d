import { ErrorView } from '@/components/layout/islands'

// A module state or activity page that does not exist shows the site's 404 view under the activity layout's header.
export default function NotFound() {
  return <ErrorView notFound />
}
