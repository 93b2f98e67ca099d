// `npm run migrate:create -- name`: one migration per dialect for the same schema change.
// PostgreSQL migrations are generated against MIGRATE_PG_URL (default: the local test database).
import { NODE_OPTIONS_FOR_PAYLOAD, run } from './lib.mjs'

const name = process.argv[2] ?? 'change'
await run('npx', ['payload', 'migrate:create', name], { env: { DATABASE_URL: '', NODE_OPTIONS: NODE_OPTIONS_FOR_PAYLOAD } })
await run('npx', ['payload', 'migrate:create', name], { env: { DATABASE_URL: process.env.MIGRATE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test', NODE_OPTIONS: NODE_OPTIONS_FOR_PAYLOAD } })
