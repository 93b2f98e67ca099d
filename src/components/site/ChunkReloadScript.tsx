'use client'

import { chunkReloadScript } from '@/lib/chunk-reload'

/**
 * The chunk-reload guard as an inline <script> for <head> (lib/chunk-reload.ts). Written by a
 * client component so its text comes from this module: the server renders it into the HTML,
 * where it runs before any bundle, and the page payload carries only a reference to this
 * component instead of the script's text a second time. React never runs a script it
 * renders or hydrates in the browser, so the guard still runs exactly once, from the HTML.
 */
const SCRIPT = { __html: chunkReloadScript() }

export function ChunkReloadScript() {
  return <script dangerouslySetInnerHTML={SCRIPT} />
}
