import { getEnv } from '@/lib/env'

/**
 * The editor logins the demo seed creates and prints. Passwords come from the environment
 * when set. A module of its own so tests and tools can read them without loading the seed
 * and its content.
 */
export function demoLogins() {
  const env = getEnv()
  return {
    admin: { email: env.SEED_ADMIN_EMAIL ?? 'admin@example.com', password: env.SEED_ADMIN_PASSWORD ?? 'demo-admin-2026' },
    mdtEditor: { email: 'editor.mdt@example.com', password: env.SEED_EDITOR_PASSWORD ?? 'demo-editor-2026' },
  }
}
