import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload memoises it). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
