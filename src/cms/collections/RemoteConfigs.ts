import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { adminsOnly, staffOnly } from '../access'
import { revalidateShared } from '../hooks/revalidate'
import { brandKeyOptions } from './fields'

/** A remote configuration key: letters, digits, `.`, `_` and `-`. */
export const REMOTE_CONFIG_KEY = /^[A-Za-z][\w.-]{0,79}$/

/**
 * One value per key and brand: a second document for the same key and brand (or two for
 * every brand) would leave which one the site reads to chance, so it is refused with a
 * message naming both. The index backs this up; the hook explains it in words.
 */
const oneValuePerKeyAndBrand: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const key = data?.key ?? originalDoc?.key
  if (typeof key !== 'string' || !key) return data
  const brand = (data && 'brand' in data ? data.brand : originalDoc?.brand) || null
  const { docs } = await req.payload.find({
    collection: 'remote-configs',
    where: { and: [{ key: { equals: key } }, brand ? { brand: { equals: brand } } : { brand: { exists: false } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  if (docs.length) {
    const scope = brand ? `brand ${brand}` : 'every brand'
    throw new ValidationError({ collection: 'remote-configs', errors: [{ path: 'key', message: `A value for key ${key} and ${scope} exists already (id ${docs[0]!.id}); edit that one instead` }] })
  }
  return data
}

/**
 * Remote configuration values (business/biz/remote/config/getByKey): switches and small
 * settings the browser reads by key without a deploy. A value for one brand wins over
 * the value for every brand (brand left empty). Only administrators write them.
 */
export const RemoteConfigs: CollectionConfig = {
  slug: 'remote-configs',
  labels: { singular: { zh: '远程配置', en: 'Remote config' }, plural: { zh: '远程配置', en: 'Remote configs' } },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'brand', 'description', 'enabled'], group: { zh: '营销', en: 'Marketing' } },
  access: { read: staffOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: { ...revalidateShared('remote-config'), beforeValidate: [oneValuePerKeyAndBrand] },
  indexes: [{ fields: ['key', 'brand'], unique: true }],
  fields: [
    {
      name: 'key',
      label: { zh: '配置键', en: 'Key' },
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => (typeof value === 'string' && REMOTE_CONFIG_KEY.test(value)) || 'Key: a letter first, then letters, digits, ., _ and -, at most 80',
      admin: { description: { zh: '网站按此键读取配置；字母开头，只含字母、数字、.、_ 和 -', en: 'The key the site reads the value by; a letter first, then letters, digits, ., _ and -' } },
    },
    { name: 'brand', label: { zh: '适用品牌', en: 'Brand' }, type: 'select', options: brandKeyOptions, admin: { description: { zh: '留空则对所有品牌生效', en: 'Empty: every brand' } } },
    {
      name: 'value',
      label: { zh: '配置值', en: 'Value' },
      type: 'json',
      // Not `required`: Payload counts false, 0 and "" as missing, and a switch must be able to be off.
      validate: (value: unknown) => (value !== undefined && value !== null) || 'Value: a JSON value is required (false, 0 and "" are values)',
      admin: { description: { zh: 'JSON 值（字符串、数字、布尔或对象）', en: 'A JSON value (string, number, boolean or object)' } },
    },
    { name: 'description', label: { zh: '说明', en: 'Description' }, type: 'textarea', admin: { description: { zh: '这个配置控制什么', en: 'What the value controls' } } },
    { name: 'public', label: { zh: '浏览器可读取', en: 'Readable by browsers' }, type: 'checkbox', defaultValue: true, admin: { description: { zh: '访客浏览器可读取；关闭则仅服务器使用', en: 'Readable by visitors\' browsers; off: server use only' } } },
    { name: 'enabled', label: { zh: '启用', en: 'Enabled' }, type: 'checkbox', defaultValue: true, admin: { description: { zh: '取消勾选则此配置不生效', en: 'Unticked: the value is not used' } } },
  ],
}
