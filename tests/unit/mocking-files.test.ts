import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOCKING_UNIT_TESTS } from '../mocking-unit-tests'

describe('unit test files that mock modules', () => {
  it('are exactly the files listed to run isolated', () => {
    const folder = path.join(import.meta.dirname)
    const mocking = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => /\bvi\.(mock|doMock|hoisted)\(/.test(fs.readFileSync(path.join(folder, name), 'utf8').replace(/\/\/.*$/gm, '')))
      .map((name) => `tests/unit/${name}`)
      .sort()
    expect(mocking).toEqual([...MOCKING_UNIT_TESTS].sort())
  })
})
