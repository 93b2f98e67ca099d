import { Suspense } from 'react'
import { notFound } from 'next/navigation'

function Signal(): never {
  notFound()
}

/**
 * Makes the page that renders it answer HTTP 404 while the page itself renders normally.
 *
 * Calling notFound() from a page replaces it with the not-found boundary, which Next
 * cannot render on the server: the HTML is an empty shell the browser fills in with
 * JavaScript, and the answer is never cached. A notFound() inside a Suspense boundary
 * only sets the status, and the finished page (status included) is cached like any
 * other. The boundary sits in <noscript> because the browser's React never renders
 * noscript contents: it does not re-run the signal, so the 404 page hydrates without
 * an error, and without JavaScript the element holds nothing visible.
 */
export function NotFoundStatus() {
  return (
    <noscript>
      <Suspense fallback={null}>
        <Signal />
      </Suspense>
    </noscript>
  )
}
