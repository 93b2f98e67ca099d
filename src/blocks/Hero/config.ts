import type { Block } from 'payload'
import { linkFields, anchorField } from '../shared'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { zh: '首屏横幅', en: 'Hero' }, plural: { zh: '首屏横幅', en: 'Heroes' } },
  fields: [
    { name: 'eyebrow', type: 'text', localized: true, label: { zh: '标题上方小字', en: 'Line above the heading' }, admin: { description: { zh: '显示在主标题上方的一行强调色小字，例如“欧洲 VAT 一站式服务”', en: 'A short line in the brand colour above the heading' } } },
    { name: 'heading', type: 'text', required: true, localized: true, label: { zh: '主标题', en: 'Heading' } },
    { name: 'text', type: 'textarea', localized: true, label: { zh: '说明文字', en: 'Text' } },
    { name: 'primaryAction', type: 'group', label: { zh: '主按钮', en: 'Primary button' }, fields: linkFields },
    { name: 'secondaryAction', type: 'group', label: { zh: '次按钮', en: 'Secondary button' }, fields: linkFields },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { zh: '插图', en: 'Illustration' },
      admin: { description: { zh: '横幅右侧的插图（SVG、PNG 或 WebP，横向）；有插图时数据卡片排在按钮下方', en: 'The picture beside the heading (SVG, PNG or WebP, landscape); with a picture the key figures sit below the buttons' } },
    },
    {
      name: 'highlights',
      type: 'array',
      maxRows: 4,
      label: { zh: '亮点数据', en: 'Key figures' },
      labels: { singular: { zh: '亮点数据', en: 'Key figure' }, plural: { zh: '亮点数据', en: 'Key figures' } },
      admin: { description: { zh: '横幅右侧的数据卡片，最多 4 个，例如“10,000+ / 服务卖家”', en: 'Figure cards beside the heading, at most 4, e.g. "10,000+ / sellers served"' } },
      fields: [
        { name: 'value', type: 'text', required: true, localized: true, label: { zh: '数字', en: 'Figure' } },
        { name: 'label', type: 'text', required: true, localized: true, label: { zh: '数字说明', en: 'Caption' } },
      ],
    },
    anchorField,
  ],
}
