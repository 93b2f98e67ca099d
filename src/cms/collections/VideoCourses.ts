import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { brandField, enabledField, sortField } from './fields'

/**
 * Video courses (getVideoCourse). A course plays its uploaded file or `videoUrl` (a file
 * the site serves); with a Tencent Cloud VOD `fileID` and `appID` it plays through that
 * service instead.
 */
export const VideoCourses: CollectionConfig = {
  slug: 'video-courses',
  labels: { singular: { zh: '视频课程', en: 'Video course' }, plural: { zh: '视频课程', en: 'Video courses' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'uid', 'category', 'sort', 'brand'], group: { zh: '帮助中心', en: 'Help centre' } },
  access: brandContent.access,
  hooks: { ...revalidateArea('videos'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'uid', type: 'text', required: true, index: true, admin: { description: { zh: '播放页地址中的标识：/lz/video/{uid}', en: 'Identifier in the player URL: /lz/video/{uid}' } } },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
    { name: 'summary', type: 'textarea', required: true, localized: true, maxLength: 600 },
    { name: 'metaKeywords', type: 'text', localized: true },
    { name: 'category', type: 'text', localized: true },
    { name: 'lecturer', type: 'text', localized: true },
    { name: 'durationSeconds', type: 'number', min: 0 },
    { name: 'videoFile', type: 'upload', relationTo: 'media' },
    { name: 'videoUrl', type: 'text', admin: { description: { zh: '站内视频文件地址，如 /videos/course.mp4', en: 'A video file the site serves, e.g. /videos/course.mp4' } } },
    { name: 'posterUrl', type: 'text' },
    { name: 'fileID', type: 'text', admin: { description: { zh: '腾讯云点播 fileID（与 appID 同时填写时使用云点播播放）', en: 'Tencent Cloud VOD fileID (used with appID)' } } },
    { name: 'appID', type: 'text' },
    { name: 'autoplay', type: 'checkbox', defaultValue: false },
    { name: 'chapters', type: 'array', fields: [
      { name: 'startSeconds', type: 'number', required: true, min: 0 },
      { name: 'title', type: 'text', required: true, localized: true },
    ] },
    sortField,
    enabledField,
  ],
}
