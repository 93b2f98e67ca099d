import QRCode from 'qrcode'

/**
 * A QR code for a CMS URL, drawn on the server as inline SVG (no image request, no client
 * JavaScript). Exposed to assistive technology as one image named by `label`.
 */
export async function QrCode({ value, label, className = 'h-24 w-24' }: { value: string; label: string; className?: string }) {
  if (!value) return null
  let svg: string
  try {
    svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  } catch {
    // Too long for a QR code: show nothing rather than break the page.
    return null
  }
  return <div role="img" aria-label={label} className={`shrink-0 bg-white [&>svg]:block [&>svg]:h-full [&>svg]:w-full ${className}`} dangerouslySetInnerHTML={{ __html: svg }} />
}
