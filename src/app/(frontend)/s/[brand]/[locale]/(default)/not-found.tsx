import { ErrorView } from '@/components/errors/islands'

export default function NotFound() {
  return <ErrorView notFound />
}
