import { cache } from 'react'
import QRCode from 'qrcode'
import { packModules, type QrData } from './qr-path'

/**
 * The module matrix of a QR code for a CMS URL (error correction M, as the footer has always
 * drawn them), or null when the text is too long for one. Cached per request: the footer and
 * the floating panel show the same codes, and handing both the same object lets the page
 * payload carry it once.
 */
export const qrData = cache((value: string): QrData | null => {
  if (!value) return null
  try {
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' })
    return packModules(qr.modules.size, qr.modules.data)
  } catch {
    // Too long for a QR code: show nothing rather than break the page.
    return null
  }
})
