import type { CollectionConfig } from 'payload'
import { secureCookies } from '@/lib/env'
import { adminFieldOnly, adminsOnly, isAdmin } from '../access'
import { forgiveStaffLogin, limitStaffLogin } from '../access/staff-login'

/** CMS staff. Editors see and change only the brands listed on their account. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { zh: '编辑账号', en: 'Staff user' }, plural: { zh: '编辑账号', en: 'Staff users' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: { zh: '系统', en: 'System' } },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lockout: a stranger could lock any account, the administrator's included,
    // just by knowing its email. Guesses are limited per address instead (access/staff-login).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
  },
  hooks: { beforeOperation: [limitStaffLogin], afterLogin: [forgiveStaffLogin] },
  // Editors see and edit only their own account (name, email, password); their role and
  // brands are administrators' fields, so an editor cannot widen their own reach.
  access: {
    read: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminsOnly,
    delete: adminsOnly,
    update: ({ req }) => (isAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', label: { zh: '姓名', en: 'Name' }, type: 'text' },
    {
      name: 'role',
      label: { zh: '角色', en: 'Role' },
      type: 'select',
      required: true,
      defaultValue: 'editor',
      access: { update: adminFieldOnly, create: adminFieldOnly },
      options: [
        { value: 'admin', label: { zh: '管理员', en: 'Administrator' } },
        { value: 'editor', label: { zh: '品牌编辑', en: 'Brand editor' } },
      ],
    },
    {
      name: 'brands',
      label: { zh: '可管理的品牌', en: 'Brands' },
      type: 'relationship',
      relationTo: 'brands',
      hasMany: true,
      access: { update: adminFieldOnly, create: adminFieldOnly },
      admin: { description: { zh: '编辑只能管理这些品牌的内容', en: 'Editors can manage only these brands' } },
    },
  ],
}
