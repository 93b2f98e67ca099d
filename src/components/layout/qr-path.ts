/**
 * A QR code as compact data (its module matrix, one bit a module, base64) and the SVG path
 * drawn from it. The server computes the matrix (qr-data.ts); the browser island draws it
 * (QrSvg.tsx), so a page's payload carries about 160 characters per code instead of its
 * 1.5 KB drawing. Pure, so a unit test can hold the drawing to the qrcode package's own.
 */
export interface QrData {
  /** Modules per side. */
  size: number
  /** The modules row by row, dark = 1, most significant bit first, base64. */
  bits: string
}

export function packModules(size: number, modules: ArrayLike<number | boolean>): QrData {
  const bytes = new Uint8Array(Math.ceil((size * size) / 8))
  for (let i = 0; i < size * size; i++) if (modules[i]) bytes[i >> 3] |= 0x80 >> (i & 7)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return { size, bits: btoa(binary) }
}

/**
 * The dark modules as one stroked path of horizontal runs, exactly as the qrcode package's
 * SVG renderer writes it (`M` at a row's first run, `m` to the next, `h` for a run's length).
 */
export function qrPath({ size, bits }: QrData, margin: number): string {
  const binary = atob(bits)
  const dark = (i: number) => (binary.charCodeAt(i >> 3) & (0x80 >> (i & 7))) !== 0
  let path = ''
  let moveBy = 0
  let newRow = false
  let lineLength = 0
  for (let i = 0; i < size * size; i++) {
    const col = i % size
    const row = Math.floor(i / size)
    if (!col && !newRow) newRow = true
    if (dark(i)) {
      lineLength++
      if (!(i > 0 && col > 0 && dark(i - 1))) {
        path += newRow ? `M${col + margin} ${0.5 + row + margin}` : `m${moveBy} 0`
        moveBy = 0
        newRow = false
      }
      if (!(col + 1 < size && dark(i + 1))) {
        path += `h${lineLength}`
        lineLength = 0
      }
    } else {
      moveBy++
    }
  }
  return path
}
