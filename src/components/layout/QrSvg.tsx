'use client'

import { qrPath, type QrData } from './qr-path'

/** White quiet zone of one module around the code, as the footer's codes have always had. */
const MARGIN = 1

/**
 * A QR code drawn as inline SVG from its module matrix (no image request). Exposed to
 * assistive technology as one image named by `label`. A client component only so that the
 * page payload carries the compact matrix, not the drawing; the server renders it too.
 */
export function QrSvg({ qr, label, className = 'h-24 w-24' }: { qr: QrData; label: string; className?: string }) {
  const full = qr.size + MARGIN * 2
  return (
    <div role="img" aria-label={label} className={`shrink-0 bg-white ${className}`}>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${full} ${full}`} shapeRendering="crispEdges" className="block h-full w-full">
        <path fill="#ffffff" d={`M0 0h${full}v${full}H0z`} />
        <path stroke="#000000" d={qrPath(qr, MARGIN)} />
      </svg>
    </div>
  )
}
