import { ErrorView } from '@/components/errors/ErrorView'

// The blank layout has no not-found screen of its own: an unknown course shows the site's 404 view.
export default function NotFound() {
  return <ErrorView notFound />
}
