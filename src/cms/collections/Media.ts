import type { CollectionConfig } from 'payload'
import { projectPath } from '@/lib/paths'
import { adminsOnly, anyone } from '../access'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media' }, plural: { zh: '媒体库', en: 'Media' } },
  admin: { group: { zh: '内容', en: 'Content' } },
  access: { read: anyone, create: ({ req }) => Boolean(req.user), update: ({ req }) => Boolean(req.user), delete: adminsOnly },
  upload: {
    staticDir: projectPath(process.env.MEDIA_DIR ?? 'data/media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'video/mp4'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
