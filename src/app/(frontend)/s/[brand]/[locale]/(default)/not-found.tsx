import { ErrorView } from '@/components/layout/islands'

export default function NotFound() {
  return <ErrorView notFound />
}
