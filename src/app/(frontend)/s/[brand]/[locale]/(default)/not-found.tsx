import { ErrorView } from '@/components/errors/ErrorView'

export default function NotFound() {
  return <ErrorView notFound />
}
