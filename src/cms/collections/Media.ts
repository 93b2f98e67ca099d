import type { CollectionConfig } from 'payload'
import { getEnv } from '@/lib/env'
import { projectPath } from '@/lib/paths'
import { adminsOnly, anyone, staffOnly } from '../access'
import { revalidateShared } from '../hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { zh: '媒体文件', en: 'Media' }, plural: { zh: '媒体库', en: 'Media' } },
  admin: { group: { zh: '内容', en: 'Content' } },
  // One library for all brands (files carry no brand): editors upload, but replacing or
  // deleting a file could change another brand's pages, so that is for administrators.
  access: { read: anyone, create: staffOnly, update: adminsOnly, delete: adminsOnly },
  // Pages name images by id and read them through one cached lookup (services/content/media.ts).
  hooks: revalidateShared('media'),
  upload: {
    staticDir: projectPath(getEnv().MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'video/mp4'],
  },
  fields: [{ name: 'alt', label: { zh: '替代文字', en: 'Alternative text' }, type: 'text', required: true, localized: true, admin: { description: { zh: '图片内容的文字说明，供读屏软件朗读，图片无法加载时显示', en: 'What the image shows, read out by screen readers and shown when the image cannot load' } } }],
}
