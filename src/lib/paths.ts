import path from 'node:path'
import { getEnv } from './env'

/**
 * The project folder. The standalone server changes its working directory into
 * .next/standalone, so the start script passes the real root as SITE_ROOT.
 */
export function projectPath(...parts: string[]): string {
  return path.resolve(/*turbopackIgnore: true*/ getEnv().SITE_ROOT || process.cwd(), ...parts)
}
