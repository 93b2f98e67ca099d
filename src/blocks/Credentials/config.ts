import type { Block } from 'payload'
import { anchorField, itemsField, sectionHeadingFields } from '../shared'

/** Why the brand can be trusted: licences, memberships, offices and the team. */
export const CredentialsBlock: Block = {
  slug: 'credentials',
  interfaceName: 'CredentialsBlock',
  labels: { singular: { zh: '资质与团队', en: 'Credentials' }, plural: { zh: '资质与团队', en: 'Credentials' } },
  fields: [
    ...sectionHeadingFields,
    itemsField(
      [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'licence',
          label: { zh: '类型', en: 'Kind' },
          options: [
            { value: 'licence', label: { zh: '资质许可', en: 'Licence' } },
            { value: 'membership', label: { zh: '会员与认证', en: 'Membership' } },
            { value: 'office', label: { zh: '办公地点', en: 'Office' } },
            { value: 'team', label: { zh: '团队', en: 'Team' } },
          ],
        },
        { name: 'title', type: 'text', required: true, localized: true, label: { zh: '标题', en: 'Title' } },
        { name: 'detail', type: 'textarea', localized: true, label: { zh: '说明', en: 'Detail' }, admin: { description: { zh: '例如注册编号、地址或团队构成，须可核实', en: 'E.g. a registration number, an address or who the team is; it must be verifiable' } } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '图片', en: 'Image' }, admin: { description: { zh: '可选：证书、办公室或团队的图片', en: 'Optional: a picture of the certificate, office or team' } } },
      ],
      { field: { zh: '资质条目', en: 'Entries' }, row: { zh: '资质条目', en: 'Entry' } },
    ),
    anchorField,
  ],
}
