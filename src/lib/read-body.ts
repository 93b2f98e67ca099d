/**
 * Reads a request body, stopping as soon as it grows past `limit` bytes. `request.text()`
 * would read a chunked body of any size whole before anyone could look at its length;
 * this keeps at most `limit` bytes and cancels the rest of the stream.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<{ ok: true; bytes: Uint8Array } | { ok: false }> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) return { ok: false }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { ok: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}
