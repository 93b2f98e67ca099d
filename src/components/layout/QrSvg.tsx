'use client'

import { useDrawnInBrowser } from '@/components/ui/DrawnInBrowser'
import { qrPath, type QrData } from './qr-path'

/** White quiet zone of one module around the code, as the footer's codes have always had. */
const MARGIN = 1

/** The code itself: inline SVG from its module matrix (no image request). */
export function QrDrawing({ qr }: { qr: QrData }) {
  const full = qr.size + MARGIN * 2
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${full} ${full}`} shapeRendering="crispEdges" className="block h-full w-full">
      <path fill="#ffffff" d={`M0 0h${full}v${full}H0z`} />
      <path stroke="#000000" d={qrPath(qr, MARGIN)} />
    </svg>
  )
}

/**
 * A QR code, exposed to assistive technology as one image named by `label`. The server
 * renders only its labelled, sized box; the browser draws the code into it once hydrated.
 * A drawing is about 1.5 KB of path data, on every page twice or more (footer, side
 * panel), to be scanned by a phone from a screen: the compact matrix in the page payload
 * is enough to draw it in the browser.
 */
export function QrSvg({ qr, label, className = 'h-24 w-24' }: { qr: QrData; label: string; className?: string }) {
  const drawn = useDrawnInBrowser()
  return (
    <div role="img" aria-label={label} className={`shrink-0 bg-white ${className}`}>
      {drawn ? <QrDrawing qr={qr} /> : null}
    </div>
  )
}
