import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, importChain } from './import-chain'

/**
 * The full gateway client (lib/gateway-client/index.ts, with its answer policy, toasts and
 * error types) stays out of the JavaScript every page loads first. Every page renders
 * ClientBoot and the header's AccountButtons, so neither may reach it through a static
 * import: ClientBoot sets the client's options in defaults.ts, AccountButtons checks the
 * session with session.ts and loads the client with import() when the visitor logs out.
 * (Imports are followed as ./import-chain.ts does.)
 */
const CLIENT = 'src/lib/gateway-client/index.ts'
const ON_EVERY_PAGE = ['src/components/site/ClientBoot.tsx', 'src/components/header/AccountButtons.tsx']

const chainToClient = (start: string) => importChain(start, (target) => target === CLIENT)

describe('JavaScript of every page', () => {
  it('leaves the full gateway client out of the site-wide islands', () => {
    const problems = ON_EVERY_PAGE.map(chainToClient).filter((chain): chain is string[] => chain !== null)
    expect(problems.map((chain) => chain.join(' → '))).toEqual([])
  })

  it('still finds the client where a page island imports it', () => {
    expect(chainToClient('src/components/trademark/MarkSearch.tsx')).not.toBeNull()
  })

  it('loads the client in the contact form only when the visitor starts on the form', () => {
    expect(chainToClient('src/components/contact/ContactForm.tsx')).toBeNull()
    const source = fs.readFileSync(path.join(ROOT, 'src/components/contact/ContactForm.tsx'), 'utf8')
    expect(source).toMatch(/import\(['"]@\/lib\/gateway-client['"]\)/)
  })

  it('loads the client in AccountButtons only on demand, for logging out', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src/components/header/AccountButtons.tsx'), 'utf8')
    expect(source).toMatch(/await import\(['"]@\/lib\/gateway-client['"]\)/)
  })
})
