import fs from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { BRAND_ROUTES, isBrandKey, type BrandKey, type Locale } from '@/brands/registry'
import { ContentFileError, listContentFiles, loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import {
  brandCampaignsSchema,
  channelsFileSchema,
  remoteConfigsFileSchema,
  type BrandCampaignsSeed,
  type ChannelPageSeed,
  type ChannelSeed,
  type PopupSeed,
  type PosterSeed,
  type RemoteConfigSeed,
} from './campaign-schemas'
import { loadImageList, uploadImage, type ImageSeed } from './image-library'
import { createLocalized, seedContext } from './write'

/**
 * The demo marketing layer (content/campaigns/): the marketing channels, the remote
 * configuration values, the campaign images, and each brand's pop-ups, posters and
 * new-user rewards, so the CMS shows working campaigns from the first start.
 *
 *   channels.yaml         marketing channels (collection channels)
 *   remote-configs.yaml   values the site and the workbench read by key
 *   images.yaml           the images of images/ with their alternative texts
 *   <brand>.yaml          a brand's pop-ups, posters and channel pages
 */

export const CAMPAIGNS_FOLDER = 'content/campaigns'
const SHARED_FILES = new Set(['channels.yaml', 'remote-configs.yaml', 'images.yaml'])

export interface CampaignContent {
  channels: ChannelSeed[]
  remoteConfigs: RemoteConfigSeed[]
  images: ImageSeed[]
  brands: { brand: BrandKey; campaigns: BrandCampaignsSeed }[]
  /** Absolute folder of the image files. */
  imageFolder: string
}

type Path = (string | number)[]

/** Every image and channel a brand's campaigns name, with where it is named. */
function references(campaigns: BrandCampaignsSeed): { images: [string, Path][]; channels: [string, Path][] } {
  const images: [string, Path][] = []
  const channels: [string, Path][] = []
  const named = (list: string[] | undefined, at: Path) => list?.forEach((code, i) => channels.push([code, [...at, 'channels', i]]))
  campaigns.popups?.forEach((popup, i) => {
    if (popup.mainImage) images.push([popup.mainImage, ['popups', i, 'mainImage']])
    if (popup.iconImage) images.push([popup.iconImage, ['popups', i, 'iconImage']])
    named(popup.channels, ['popups', i])
  })
  campaigns.posters?.forEach((poster, i) => {
    images.push([poster.image, ['posters', i, 'image']])
    named(poster.channels, ['posters', i])
  })
  campaigns.channelPages?.forEach((config, i) => {
    images.push([config.floatImage, ['channelPages', i, 'floatImage']])
    named(config.channels, ['channelPages', i])
  })
  return { images, channels }
}

/**
 * A brand's campaign file checked against the schema and against the shared files: every
 * image it names is listed in images.yaml, every channel is in channels.yaml and open to
 * the brand. A mistake names the file, the line and the field.
 */
function loadBrandCampaigns(file: string, brand: BrandKey, images: ImageSeed[], channels: ChannelSeed[]): BrandCampaignsSeed {
  const imageFiles = new Set(images.map((image) => image.file))
  const channelBrands = new Map(channels.map((channel) => [channel.code, channel.brands]))
  const schema = brandCampaignsSchema.superRefine((campaigns, ctx) => {
    const refs = references(campaigns)
    for (const [image, at] of refs.images) {
      if (!imageFiles.has(image)) ctx.addIssue({ code: 'custom', message: `${image} is not listed in images.yaml`, path: at })
    }
    for (const [code, at] of refs.channels) {
      if (!channelBrands.has(code)) ctx.addIssue({ code: 'custom', message: `the channel ${code} is not in channels.yaml`, path: at })
      else if (!(channelBrands.get(code) ?? [brand]).includes(brand)) ctx.addIssue({ code: 'custom', message: `the channel ${code} is not open to the brand ${brand}`, path: at })
    }
  })
  return loadDataFile(file, schema)
}

/**
 * Reads and checks every campaign file (the shared files, each brand's file, the image
 * files on disk) and returns them; nothing is written, so a broken file stops the seed
 * before its first write.
 */
export function loadCampaignContent(folder: string = CAMPAIGNS_FOLDER): CampaignContent {
  const root = path.isAbsolute(folder) ? folder : projectPath(folder)
  const imageFolder = path.join(root, 'images')
  const channels = loadDataFile(path.join(root, 'channels.yaml'), channelsFileSchema)
  const remoteConfigs = loadDataFile(path.join(root, 'remote-configs.yaml'), remoteConfigsFileSchema)
  const images = loadImageList(path.join(root, 'images.yaml'), imageFolder)
  const brands = listContentFiles(root, ['.yaml'])
    .filter((file) => !SHARED_FILES.has(path.basename(file)))
    .map((file) => {
      const brand = path.basename(file, '.yaml')
      if (!isBrandKey(brand)) throw new ContentFileError(path.relative(projectPath(), file).split(path.sep).join('/'), undefined, '', `${brand} is not a brand key: name a brand's campaign file after the brand (lz.yaml)`)
      return { brand, campaigns: loadBrandCampaigns(file, brand, images, channels) }
    })
  return { channels, remoteConfigs, images, brands, imageFolder }
}

type Id = number | string


/** The brand's languages with its default first, so fallbacks point at a complete text. */
function brandLocales(brand: BrandKey): Locale[] {
  const route = BRAND_ROUTES[brand]
  return [route.defaultLocale, ...route.locales.filter((l) => l !== route.defaultLocale)]
}

function lookup(ids: Map<string, Id>, key: string, what: string): Id {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`Seed: ${what} ${key} missing`)
  return id
}

function popupDoc(popup: PopupSeed, image: (file: string) => Id) {
  return {
    name: popup.name,
    moduleType: popup.moduleType,
    limitType: popup.limitType,
    popupBoxTriggerType: popup.triggerType,
    triggerPages: popup.triggerPages.map((page) => ({ page })),
    displayStyle: popup.displayStyle,
    imageOptionType: popup.imageClick,
    imgJumpUrl: popup.imageLink,
    title: popup.title,
    content: popup.content,
    contentRichText: popup.contentRichText ? { $richText: popup.contentRichText } : undefined,
    mainImg: popup.mainImage ? image(popup.mainImage) : undefined,
    iconImg: popup.iconImage ? image(popup.iconImage) : undefined,
    buttonDetailList: (popup.buttons ?? []).map((button) => ({ buttonName: button.name, buttonUrl: button.link })),
  }
}

function posterDoc(poster: PosterSeed, image: (file: string) => Id) {
  return { name: poster.name, posterImg: image(poster.image), alt: poster.alt, showWay: poster.link, showType: poster.showType }
}

function channelPageDoc(config: ChannelPageSeed, image: (file: string) => Id) {
  return {
    name: config.name,
    configType: config.configType,
    floatImage: image(config.floatImage),
    floatAlt: config.floatAlt,
    modalTitle: config.modalTitle,
    modalIntro: config.modalIntro,
    packages: config.packages.map((pack) => ({
      platform: pack.platform,
      awardList: pack.awards.map((award) => ({
        awardType: award.type,
        discountType: award.discount,
        count: award.count,
        amount: award.amount,
        threshold: award.threshold,
        awardScore: award.points,
        serviceName: award.service,
      })),
    })),
  }
}

/**
 * Writes the demo marketing layer into an empty database: channels, remote configuration
 * values, the images (media library), then each brand's pop-ups, posters and channel
 * pages, every text in the brand's default language first. Brand keys become brand ids and
 * channel codes channel ids. Every file is read and checked before the first write.
 */
export async function seedCampaigns(payload: Payload): Promise<void> {
  const content = loadCampaignContent()
  const { docs: brandDocs } = await payload.find({ collection: 'brands', limit: 100, depth: 0, pagination: false })
  const brandIds = new Map<string, Id>(brandDocs.map((doc) => [doc.key, doc.id]))

  const channelIds = new Map<string, Id>()
  for (const [i, { code, brands, sort, enabled, ...texts }] of content.channels.entries()) {
    const id = await createLocalized(payload, 'channels', texts, ['cn', 'en'], { code, brands: brands ?? [], sort: sort ?? (i + 1) * 10, enabled: enabled ?? true })
    channelIds.set(code, id)
  }

  for (const config of content.remoteConfigs) {
    await payload.create({
      collection: 'remote-configs',
      data: { key: config.key, brand: config.brand, value: config.value, description: config.description, public: config.public ?? true, enabled: config.enabled ?? true },
      context: seedContext,
    })
  }

  const imageIds = new Map<string, Id>()
  for (const image of content.images) imageIds.set(image.file, await uploadImage(payload, content.imageFolder, image))
  const image = (file: string) => lookup(imageIds, file, 'image')

  for (const { brand, campaigns } of content.brands) {
    const brandId = lookup(brandIds, brand, 'brand')
    const locales = brandLocales(brand)
    const write = async (collection: CollectionSlug, seed: unknown, campaign: { startsAt: string; endsAt: string; channels?: string[]; sort?: number; enabled?: boolean }, i: number) => {
      await createLocalized(payload, collection, seed, locales, {
        brand: brandId,
        startsAt: campaign.startsAt,
        endsAt: campaign.endsAt,
        channels: (campaign.channels ?? []).map((code) => lookup(channelIds, code, 'channel')),
        sort: campaign.sort ?? (i + 1) * 10,
        enabled: campaign.enabled ?? true,
      })
    }
    for (const [i, popup] of (campaigns.popups ?? []).entries()) await write('popups', popupDoc(popup, image), popup, i)
    for (const [i, poster] of (campaigns.posters ?? []).entries()) await write('posters', posterDoc(poster, image), poster, i)
    for (const [i, config] of (campaigns.channelPages ?? []).entries()) await write('channel-pages', channelPageDoc(config, image), config, i)
  }
}
