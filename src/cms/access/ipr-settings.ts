import type { Access } from 'payload'
import { PRIVATE_IPR_SETTING_KEYS } from '@/services/trademarks/ipr-setting-keys'
import { isAdmin } from '@/services/staff'

/** Administrators read every setting; editors and anonymous callers only the public ones. */
export const readIprSettings: Access = ({ req }) => (isAdmin(req.user) ? true : { key: { not_in: [...PRIVATE_IPR_SETTING_KEYS] } })
