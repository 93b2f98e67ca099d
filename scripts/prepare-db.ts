/**
 * `payload run scripts/prepare-db.ts`: applies migrations and seeds an empty database.
 * The start script and the end-to-end server run it before the site starts.
 */

// If the event loop ever drains before the work below finishes, Node exits with this
// code instead of a misleading 0, and the caller tries again (see scripts/lib.mjs). It is
// set before the imports, which are dynamic for that reason.
process.exitCode = 75

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { prepareDatabase } = await import('@/cms/bootstrap')

const payload = await getPayload({ config })
const { seeded } = await prepareDatabase(payload)
console.log(seeded ? '[db] migrations applied; demo content seeded' : '[db] migrations applied; existing content kept')
await payload.destroy?.()
process.exit(0)

export {}
