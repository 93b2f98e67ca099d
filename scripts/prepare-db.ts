/**
 * `payload run scripts/prepare-db.ts`: applies migrations and seeds an empty database.
 * The start script and the end-to-end server run it before `next start`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { prepareDatabase } from '@/cms/bootstrap'

const payload = await getPayload({ config })
const { seeded } = await prepareDatabase(payload)
console.log(seeded ? '[db] migrations applied; demo content seeded' : '[db] migrations applied; existing content kept')
await payload.destroy?.()
process.exit(0)
