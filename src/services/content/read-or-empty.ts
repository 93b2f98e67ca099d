import { unstable_rethrow } from 'next/navigation'

/**
 * Runs a read whose data only decorates a page (navigation, footer, the header's search
 * list). If it fails, the page still renders with the fallback and the failure is logged,
 * rather than the whole page turning into the error screen. Next's own control-flow
 * throws (notFound, redirect, dynamic-rendering bail-outs) are passed on untouched.
 */
export async function readOrEmpty<T>(label: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    unstable_rethrow(error)
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[content] ${label} failed: ${message}`)
    return fallback
  }
}
