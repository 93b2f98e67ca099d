// `npm run deps:check`: checks the import rules of .dependency-cruiser.cjs over src, the
// scripts and the bench, and prints each broken rule the way dependency-cruiser's command
// line does (its `err` reporter); exits non-zero when a rule is broken.
//
// It calls dependency-cruiser's API rather than its command line because the command line
// refuses to start on Node versions older than the ones it lists in its engines, while
// this project runs on Node 20, where the API works. On a newer Node the same check is
// `npx depcruise src scripts bench --config .dependency-cruiser.cjs`.
// tests/unit/dependencies.test.ts runs the same rules with `npm test`.
import path from 'node:path'
import { cruise, format } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { root } from './lib.mjs'

const ROOTS = ['src', 'scripts', 'bench']

const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'))
const tsConfigFile = path.join(root, 'tsconfig.json')
const answer = await cruise(ROOTS, { ...options, baseDir: root, tsConfig: { fileName: tsConfigFile }, outputType: 'json' }, undefined, {
  tsConfig: extractTSConfig(tsConfigFile),
})
const result = typeof answer.output === 'string' ? JSON.parse(answer.output) : answer.output
const report = await format(result, { outputType: 'err' })
process.stdout.write(report.output)
process.exitCode = report.exitCode
