import 'server-only'
import type { Payload, PayloadRequest } from 'payload'

/** Runs `work` in one database transaction: all of its writes land, or none do. */
export async function withTransaction<T>(payload: Payload, work: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const result = await work({ transactionID })
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
