import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CONFIG_KINDS, COUPON_TYPES, POPUP_LIMIT_TYPES, TH_CHANNEL } from '@/services/campaigns/constants'
import { CAMPAIGNS_FOLDER, loadCampaignContent } from '@/cms/seed/campaigns'
import { projectPath } from '@/lib/paths'

const content = loadCampaignContent()
const campaignsOf = (brand: string) => content.brands.find((b) => b.brand === brand)?.campaigns
const now = Date.parse('2026-11-27T12:00:00+08:00')
const live = (campaign: { startsAt: string; endsAt: string }) => Date.parse(campaign.startsAt) <= now && now < Date.parse(campaign.endsAt)

describe('the demo campaign files', () => {
  it('load and pass their schemas: channels, remote configs, images and the three brands', () => {
    expect(content.brands.map((b) => b.brand)).toEqual(['cht', 'lz', 'mdt'])
    expect(content.channels.length).toBeGreaterThanOrEqual(6)
    expect(content.remoteConfigs.length).toBeGreaterThanOrEqual(4)
  })

  it('list the TH variant’s channel', () => {
    expect(content.channels.map((c) => c.code)).toContain(TH_CHANNEL)
  })

  it('give remote values both for every brand and for single brands', () => {
    expect(content.remoteConfigs.some((c) => !c.brand)).toBe(true)
    expect(content.remoteConfigs.some((c) => c.brand)).toBe(true)
  })

  it('upload every image they name, and every image of the folder is named', () => {
    const named = new Set<string>()
    for (const { campaigns } of content.brands) {
      for (const p of campaigns.popups ?? []) [p.mainImage, p.iconImage].forEach((f) => f && named.add(f))
      for (const p of campaigns.posters ?? []) named.add(p.image)
      for (const c of campaigns.channelPages ?? []) named.add(c.floatImage)
    }
    const listed = content.images.map((i) => i.file).sort()
    expect([...named].sort()).toEqual(listed)
    expect(fs.readdirSync(content.imageFolder).sort()).toEqual(listed)
  })

  it('only trigger pop-ups on pages the brand has', () => {
    for (const { brand, campaigns } of content.brands) {
      for (const popup of campaigns.popups ?? []) {
        for (const page of popup.triggerPages.filter((p) => !p.includes('*'))) {
          expect(fs.existsSync(projectPath(`content/pages/${brand}/${page}.yaml`)), `${brand}: ${page}`).toBe(true)
        }
      }
    }
  })

  it('show a live VAT pop-up and a scheduled one on lz, a once-ever pop-up on the trademark search of mdt', () => {
    const lz = campaignsOf('lz')!.popups!
    const vat = lz.find((p) => p.triggerPages.includes('VAT'))!
    expect(live(vat)).toBe(true)
    expect(vat.limitType).toBe(String(POPUP_LIMIT_TYPES.ONCE_A_DAY))
    expect(vat.buttons?.map((b) => b.link)).toEqual(['/lz/price', undefined])
    expect(lz.some((p) => Date.parse(p.startsAt) > now)).toBe(true)
    const mdt = campaignsOf('mdt')!.popups!.find((p) => p.triggerPages.includes('search'))!
    expect(mdt.limitType).toBe(String(POPUP_LIMIT_TYPES.ONCE_EVER))
    expect(live(mdt)).toBe(true)
  })

  it('show live home posters on lz and cht', () => {
    expect(campaignsOf('lz')!.posters!.filter(live).map((p) => p.link)).toEqual(['/lz/anniversary'])
    expect(campaignsOf('cht')!.posters!.filter(live).map((p) => p.link)).toEqual(['/cht/hot/newcomerActivities'])
  })

  it('give lz new-user rewards of every award type, and a custom config for the trade fair', () => {
    const configs = campaignsOf('lz')!.channelPages!
    const common = configs.find((c) => c.configType === String(CONFIG_KINDS.COMMON))!
    const types = new Set(common.packages.flatMap((p) => p.awards.map((a) => a.type)))
    expect([...types].sort()).toEqual(Object.values(COUPON_TYPES).map(String).sort())
    const custom = configs.find((c) => c.configType === String(CONFIG_KINDS.CUSTOM))!
    expect(custom.channels).toEqual(['canton-fair-2026'])
    const best = (config: typeof common) => Math.max(...config.packages.flatMap((p) => p.awards.map((a) => (a.type === String(COUPON_TYPES.FULL_REDUCTION) ? a.amount ?? 0 : 0))))
    expect(best(custom)).toBeGreaterThan(best(common))
  })

  it('draw SVG images with a title, and the animated one stops for visitors who ask for reduced motion', () => {
    for (const image of content.images.filter((i) => i.file.endsWith('.svg'))) {
      const svg = fs.readFileSync(path.join(content.imageFolder, image.file), 'utf8')
      expect(svg, image.file).toMatch(/<title[^>]*>[^<]+<\/title>/)
      expect(svg, image.file).not.toMatch(/<script|on\w+=|href="(?!#)/i)
      if (/@keyframes/.test(svg)) expect(svg, image.file).toMatch(/@media \(prefers-reduced-motion: reduce\)[^}]*animation: none/)
    }
    expect(content.images.some((i) => /@keyframes/.test(fs.readFileSync(path.join(content.imageFolder, i.file), 'utf8')))).toBe(true)
  })
})

describe('a broken campaign file fails with its file and field', () => {
  let folder: string
  afterEach(() => folder && fs.rmSync(folder, { recursive: true, force: true }))

  /** A copy of the campaign folder with one file changed. */
  function copyWith(file: string, change: (text: string) => string): string {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campaigns-'))
    fs.cpSync(projectPath(CAMPAIGNS_FOLDER), folder, { recursive: true })
    const target = path.join(folder, file)
    fs.writeFileSync(target, change(fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : ''))
    return folder
  }

  it('a channel that channels.yaml does not list', () => {
    const dir = copyWith('lz.yaml', (t) => t.replace('- canton-fair-2026', '- canton-fair-1999'))
    expect(() => loadCampaignContent(dir)).toThrow(/lz\.yaml:\d+ channelPages\.1\.channels\.0: the channel canton-fair-1999 is not in channels\.yaml/)
  })

  it('a channel not open to the brand', () => {
    const dir = copyWith('cht.yaml', (t) => t.replace('    showType: sameTab', '    showType: sameTab\n    channels:\n      - amazon-spn'))
    expect(() => loadCampaignContent(dir)).toThrow(/cht\.yaml:\d+ posters\.0\.channels\.0: the channel amazon-spn is not open to the brand cht/)
  })

  it('an end before the start', () => {
    const dir = copyWith('mdt.yaml', (t) => t.replace('endsAt: 2027-01-31T23:59:59+08:00', 'endsAt: 2026-11-01T00:00:00+08:00'))
    expect(() => loadCampaignContent(dir)).toThrow(/mdt\.yaml:\d+ popups\.0\.endsAt: the end must come after the start/)
  })

  it('a time without its offset', () => {
    const dir = copyWith('cht.yaml', (t) => t.replace('startsAt: 2026-11-20T00:00:00+08:00', 'startsAt: 2026-11-20 00:00'))
    expect(() => loadCampaignContent(dir)).toThrow(/cht\.yaml:\d+ posters\.0\.startsAt: expected a date and time with its offset/)
  })

  it('an image images.yaml does not list', () => {
    const dir = copyWith('mdt.yaml', (t) => t.replace('mainImage: mdt-trademark-watch-popup.svg', 'mainImage: mdt-missing.svg'))
    expect(() => loadCampaignContent(dir)).toThrow(/mdt\.yaml:\d+ popups\.0\.mainImage: mdt-missing\.svg is not listed in images\.yaml/)
  })

  it('an image file that is missing', () => {
    const dir = copyWith('images.yaml', (t) => `${t}\n- file: ghost.svg\n  alt:\n    cn: 无\n    en: none\n`)
    expect(() => loadCampaignContent(dir)).toThrow(/images\.yaml:\d+ 7\.file: no such file beside images\.yaml: ghost\.svg/)
  })

  it('a misspelt field, an unknown code word, an award without its value', () => {
    let dir = copyWith('lz.yaml', (t) => t.replace('    triggerType: onArrival', '    trigerType: onArrival'))
    expect(() => loadCampaignContent(dir)).toThrow(/lz\.yaml:\d+ popups\.0: .*trigerType/)
    fs.rmSync(dir, { recursive: true })
    dir = copyWith('mdt.yaml', (t) => t.replace('limitType: onceEver', 'limitType: twiceADay'))
    expect(() => loadCampaignContent(dir)).toThrow(/mdt\.yaml:\d+ popups\.0\.limitType/)
    fs.rmSync(dir, { recursive: true })
    dir = copyWith('lz.yaml', (t) => t.replace('            points: 500\n', ''))
    expect(() => loadCampaignContent(dir)).toThrow(/lz\.yaml:\d+ channelPages\.0\.packages\.0\.awards\.2\.points: bonus points need points/)
  })

  it('a custom config without a channel', () => {
    const dir = copyWith('lz.yaml', (t) => t.replace('    channels:\n      - canton-fair-2026\n', ''))
    expect(() => loadCampaignContent(dir)).toThrow(/lz\.yaml:\d+ channelPages\.1\.channels: a custom config names at least one channel/)
  })

  it('a channel code listed twice, a remote value given twice for one brand', () => {
    let dir = copyWith('channels.yaml', (t) => t.replace('- code: sem-bing', '- code: sem-baidu'))
    expect(() => loadCampaignContent(dir)).toThrow(/channels\.yaml:\d+ 1\.code: the channel code sem-baidu is listed twice/)
    fs.rmSync(dir, { recursive: true })
    dir = copyWith('remote-configs.yaml', (t) => t.replace('  brand: mdt\n', '  brand: lz\n'))
    expect(() => loadCampaignContent(dir)).toThrow(/remote-configs\.yaml:\d+ 2\.key: customerService\.hours is given twice for lz/)
  })

  it('a remote value of null, while false is a value a switch may hold', () => {
    const off = copyWith('remote-configs.yaml', (t) => t.replace('- key: questionnaire.entryEnabled\n  value: true', '- key: questionnaire.entryEnabled\n  value: false'))
    expect(loadCampaignContent(off).remoteConfigs.find((c) => c.key === 'questionnaire.entryEnabled')?.value).toBe(false)
    const dir = copyWith('remote-configs.yaml', (t) => t.replace('- key: questionnaire.entryEnabled\n  value: true', '- key: questionnaire.entryEnabled\n  value: null'))
    expect(() => loadCampaignContent(dir)).toThrow(/remote-configs\.yaml:\d+ \d+\.value: expected a JSON value/)
  })

  it('a campaign file not named after a brand', () => {
    const dir = copyWith('northstar.yaml', () => 'posters: []\n')
    expect(() => loadCampaignContent(dir)).toThrow(/northstar\.yaml northstar is not a brand key/)
  })
})
