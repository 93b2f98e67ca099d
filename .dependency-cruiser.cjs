/**
 * Which folder may import which (dependency-cruiser). Dependencies run one way:
 *
 *   routes            src/app/**, src/proxy.ts, src/instrumentation.ts
 *     ↓
 *   components        src/components/**, src/blocks/**
 *     ↓
 *   services          src/services/** (and src/gateway/**, the route-level glue of the
 *                     gateway: its router and handlers call services)
 *     ↓
 *   lib               src/lib/**
 *     ↓
 *   brands, i18n      src/brands/**, src/i18n/**: low-level, usable by every layer
 *
 * The CMS (src/cms/**: collections, hooks, access, migrations, seed) sits beside that
 * stack: it may use services (their domain constants), lib, brands, i18n and the block
 * schemas, and no layer below the routes imports it (the Payload config loads it). Services
 * reach Payload through one module (services/payload.ts, the only importer of the
 * `@payload-config` alias); the generated src/payload-types.ts is a neutral leaf anyone
 * may take types from. No cycles anywhere.
 *
 * `import 'server-only'` marks a module that reaches the database or holds secrets: Next
 * refuses it in a client bundle, and outside Next's server bundle (the Payload CLI, tsx
 * scripts) it throws at import. Two rules follow from that: client components never import
 * such a module, and nothing the Payload config or a CLI script loads may reach one.
 *
 * Checked by tests/unit/dependencies.test.ts and `npm run deps:check`.
 */
const fs = require('node:fs')
const path = require('node:path')

const SRC = path.join(__dirname, 'src')

/** Every source file under src, as dependency-cruiser names it (`src/...`, forward slashes). */
function sourceFiles(dir = SRC) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(__dirname, full).split(path.sep).join('/')] : []
  })
}

function escape(file) {
  return file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** An anchored pattern matching exactly these files; one that matches nothing when empty. */
function exactly(files) {
  return files.length ? `^(${files.map(escape).join('|')})$` : '^$.'
}

const files = sourceFiles().map((file) => ({ file, text: fs.readFileSync(path.join(__dirname, file), 'utf8') }))

/** Files whose first statement is the 'use client' directive (comments may precede it). */
const CLIENT_FILES = files
  .filter(({ text }) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(text))
  .map(({ file }) => file)

/** Modules marked `import 'server-only'`. */
const SERVER_ONLY_FILES = files.filter(({ text }) => /^import\s+['"]server-only['"]/m.test(text)).map(({ file }) => file)

const ROUTES = '^src/(app/|proxy\\.ts$|instrumentation\\.ts$)'
const PAYLOAD_CONFIG = '^src/payload\\.config\\.ts$'
const PAYLOAD_TYPES = '^src/payload-types\\.ts$'
/** Block schemas: Payload loads them through the collections, so the CMS may import them. */
const BLOCK_SCHEMAS = '^src/blocks/(index\\.ts|shared\\.ts|[^/]+/config\\.ts)$'
const SERVER_ONLY_PACKAGE = '^node_modules/server-only/'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order decide what a module sees at import time; split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-imports-nothing-above',
      severity: 'error',
      comment: 'lib is the floor of the stack: it may use other lib modules, brands, i18n and the generated Payload types only.',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: ['^src/(lib|brands|i18n)/', PAYLOAD_TYPES] },
    },
    {
      name: 'brands-i18n-are-low-level',
      severity: 'error',
      comment: 'brands and i18n are used by every layer, so they import only each other (and the generated Payload types).',
      from: { path: '^src/(brands|i18n)/' },
      to: { path: '^src/', pathNot: ['^src/(brands|i18n)/', PAYLOAD_TYPES] },
    },
    {
      name: 'services-not-to-upper-layers',
      severity: 'error',
      comment:
        'Services are shared by pages, the gateway and the CMS: they never import routes, components, blocks, the gateway or the CMS. ' +
        'Domain constants a collection needs live in the service and the collection imports them.',
      from: { path: '^src/services/' },
      to: { path: [ROUTES, '^src/(components|blocks|gateway|cms)/'] },
    },
    {
      name: 'payload-config-only-through-services-payload',
      severity: 'error',
      comment: 'Services reach Payload through services/payload.ts alone; routes (the Payload admin and API) may load the config too.',
      from: { path: '^src/(services|lib|brands|i18n|components|blocks|gateway|cms)/', pathNot: '^src/services/payload\\.ts$' },
      to: { path: PAYLOAD_CONFIG },
    },
    {
      name: 'gateway-not-to-upper-layers',
      severity: 'error',
      comment: 'The gateway is route-level glue over services: it does not import routes, components, blocks or the CMS.',
      from: { path: '^src/gateway/' },
      to: { path: [ROUTES, '^src/(components|blocks|cms)/'] },
    },
    {
      name: 'components-not-to-routes-gateway-cms',
      severity: 'error',
      comment:
        'Components and blocks are used by routes, not the other way round. The browser gateway client lives in lib/gateway-client; ' +
        'the server gateway and the CMS collections are not for components (take constants from services).',
      from: { path: '^src/(components|blocks)/' },
      to: { path: [ROUTES, '^src/(gateway|cms)/'] },
    },
    {
      name: 'cms-not-to-site-code',
      severity: 'error',
      comment:
        'The Payload config loads the CMS folder in the Payload CLI too: it may use services, lib, brands, i18n and the block schemas, ' +
        'never routes, components, block renderers or the gateway.',
      from: { path: '^src/cms/' },
      to: { path: [ROUTES, '^src/(components|gateway)/', '^src/blocks/'], pathNot: BLOCK_SCHEMAS },
    },
    {
      name: 'block-schemas-stay-low',
      severity: 'error',
      comment: 'Block schemas are loaded by the Payload config; they must not pull in renderers, components, the gateway or routes.',
      from: { path: BLOCK_SCHEMAS },
      to: { path: [ROUTES, '^src/(components|gateway|cms)/', '^src/blocks/.*\\.tsx$'] },
    },
    {
      name: 'payload-types-is-a-leaf',
      severity: 'error',
      comment: 'The generated Payload types are imported by every layer, so they import nothing from src.',
      from: { path: PAYLOAD_TYPES },
      to: { path: '^src/' },
    },
    {
      name: 'client-not-to-server-only',
      severity: 'error',
      comment:
        "A 'use client' file never imports a module marked server-only (nor the marker itself): the browser bundle would fail. " +
        'Type-only imports are erased and allowed. tests/unit/dependencies.test.ts also follows the imports of imports.',
      from: { path: exactly(CLIENT_FILES) },
      to: { path: [SERVER_ONLY_PACKAGE, exactly(SERVER_ONLY_FILES)], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'cli-not-to-server-only',
      severity: 'error',
      comment:
        "The Payload config, the bootstrap (migrations and seed) and the tsx scripts also run outside Next, where 'server-only' throws " +
        'at import: nothing they load, directly or through other modules, may be marked server-only.',
      from: { path: [PAYLOAD_CONFIG, '^src/cms/bootstrap\\.ts$', '^(scripts|bench)/[^/]+\\.ts$'] },
      to: { path: SERVER_ONLY_PACKAGE, reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.d\\.ts$', '^src/i18n/messages/', '^bench/results/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count for layering and cycles: they couple modules as much as values do.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
