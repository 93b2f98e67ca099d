import type { CollectionConfig } from 'payload'
import { brandContent } from '../access'
import { revalidateArea } from '../hooks/revalidate'
import { videoCoursePreviewUrl } from '@/services/content/preview-url'
import { brandField, enabledField, sortField } from './fields'

/**
 * Video courses (getVideoCourse). A course plays its uploaded file or `videoUrl` (a file
 * the site serves); with a Tencent Cloud VOD `fileID` and `appID` it plays through that
 * service instead.
 */
export const VideoCourses: CollectionConfig = {
  slug: 'video-courses',
  labels: { singular: { zh: '视频课程', en: 'Video course' }, plural: { zh: '视频课程', en: 'Video courses' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'uid', 'category', 'sort', 'brand'],
    group: { zh: '帮助中心', en: 'Help centre' },
    // View on site: the course's player page (no drafts: a save is live).
    preview: (doc, options) => videoCoursePreviewUrl(doc, options),
  },
  access: brandContent.access,
  hooks: { ...revalidateArea('videos'), beforeChange: [brandContent.guard] },
  defaultSort: 'sort',
  fields: [
    brandField,
    { name: 'uid', label: { zh: '视频标识', en: 'Video ID' }, type: 'text', required: true, index: true, admin: { description: { zh: '播放页地址中的标识：/lz/video/{uid}', en: 'Identifier in the player URL: /lz/video/{uid}' } } },
    { name: 'title', label: { zh: '课程标题', en: 'Course title' }, type: 'text', required: true, localized: true, maxLength: 160 },
    { name: 'summary', label: { zh: '课程简介', en: 'Summary' }, type: 'textarea', required: true, localized: true, maxLength: 600 },
    { name: 'metaKeywords', label: { zh: '关键词', en: 'Keywords' }, type: 'text', localized: true, admin: { description: { zh: '用逗号分隔，供搜索引擎使用', en: 'Comma-separated, for search engines' } } },
    { name: 'category', label: { zh: '课程分类', en: 'Category' }, type: 'text', localized: true },
    { name: 'lecturer', label: { zh: '讲师', en: 'Lecturer' }, type: 'text', localized: true },
    { name: 'durationSeconds', label: { zh: '时长（秒）', en: 'Duration (seconds)' }, type: 'number', min: 0 },
    { name: 'videoFile', label: { zh: '视频文件', en: 'Video file' }, type: 'upload', relationTo: 'media', admin: { description: { zh: '上传到媒体库的 MP4 文件；也可以改填下方视频地址', en: 'An MP4 file in the media library; or give a video address below instead' } } },
    { name: 'videoUrl', label: { zh: '视频地址', en: 'Video address' }, type: 'text', admin: { description: { zh: '站内视频文件地址，如 /videos/course.mp4', en: 'A video file the site serves, e.g. /videos/course.mp4' } } },
    { name: 'posterUrl', label: { zh: '封面图地址', en: 'Poster image address' }, type: 'text', admin: { description: { zh: '播放前显示的封面图片地址', en: 'Address of the image shown before the video plays' } } },
    { name: 'fileID', label: { zh: '腾讯云点播文件 ID', en: 'Tencent Cloud VOD file ID' }, type: 'text', admin: { description: { zh: '腾讯云点播文件 ID（与应用 ID 同时填写时使用云点播播放）', en: 'Tencent Cloud VOD file ID (used with the app ID)' } } },
    { name: 'appID', label: { zh: '腾讯云点播应用 ID', en: 'Tencent Cloud VOD app ID' }, type: 'text', admin: { description: { zh: '腾讯云点播应用 ID（与文件 ID 同时填写时使用云点播播放）', en: 'Tencent Cloud VOD app ID (used with the file ID)' } } },
    { name: 'autoplay', label: { zh: '自动播放', en: 'Autoplay' }, type: 'checkbox', defaultValue: false },
    { name: 'chapters', label: { zh: '章节', en: 'Chapters' }, type: 'array', labels: { singular: { zh: '章节', en: 'Chapter' }, plural: { zh: '章节', en: 'Chapters' } }, admin: { description: { zh: '播放器中可跳转的章节', en: 'Chapters the player can jump to' } }, fields: [
      { name: 'startSeconds', label: { zh: '开始时间（秒）', en: 'Starts at (seconds)' }, type: 'number', required: true, min: 0 },
      { name: 'title', label: { zh: '章节标题', en: 'Chapter title' }, type: 'text', required: true, localized: true },
    ] },
    sortField,
    enabledField,
  ],
}
