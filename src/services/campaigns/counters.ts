import 'server-only'
import type { BrandKey } from '@/brands/registry'
import { payloadClient } from '../payload'
import { consume } from '../rate-limit'
import { sqlRunner, type SqlRunner } from '../trademarks/sql'
import type { CampaignKind } from './constants'
import { chinaDay } from './schedule'

/**
 * Views and clicks of pop-ups and posters. Each count is one INSERT … ON CONFLICT on the
 * day's row and one UPDATE of the campaign's totals, so counts arriving at the same moment
 * all land (a read-then-write through Payload would lose some). A visitor counts at most
 * once per campaign, action and China day; an address at most COUNTS_PER_ADDRESS times an
 * hour, so rotating device ids cannot inflate the figures.
 */

export type CountAction = 'view' | 'click'

export const COUNTS_PER_ADDRESS = 120
const ADDRESS_WINDOW_SECONDS = 60 * 60
/**
 * The once-a-day key names the China day, so a new day is a new key whatever is left of
 * the old one; a window of one day means a key outlives its day by less than a day, after
 * which the store forgets it.
 */
const ONCE_WINDOW_SECONDS = 24 * 60 * 60

const DEVICE_ID = /^[0-9a-f]{32}$/i

/** The visitor behind a count: the client address, narrowed by the browser's device id when it sends a well-formed one. */
export function visitorKey(ip: string, deviceId: string | null | undefined): string {
  return deviceId && DEVICE_ID.test(deviceId) ? `${ip}|${deviceId.toLowerCase()}` : ip
}

/** Takes `items` counts from the address's hourly allowance; refused with the seconds to wait. */
export function takeCountAllowance(ip: string, items: number) {
  return consume('campaign-counts', ip, COUNTS_PER_ADDRESS, ADDRESS_WINDOW_SECONDS, items)
}

/** True the first time this visitor views (or clicks) this campaign on this China day, false after. */
export async function firstTodayFor(kind: CampaignKind, id: number, action: CountAction, visitor: string, now: number): Promise<boolean> {
  const result = await consume('campaign-once', `${kind}:${id}:${action}:${chinaDay(now)}:${visitor}`, 1, ONCE_WINDOW_SECONDS)
  return result.allowed
}

const TABLES: Record<CampaignKind, { table: string; column: string }> = {
  popup: { table: 'popups', column: 'popup_id' },
  poster: { table: 'posters', column: 'poster_id' },
}

/** The click-through rate in percent with two decimals, from the row's new figures; 0 without views. */
const ctrOf = (views: string, clicks: string) => `CASE WHEN ${views} > 0 THEN ROUND((${clicks}) * 100.0 / (${views}), 2) ELSE 0 END`

async function writeCount(sql: SqlRunner, kind: CampaignKind, id: number, brand: BrandKey, views: number, clicks: number, now: number) {
  const { table, column } = TABLES[kind]
  const at = new Date(now).toISOString()
  const firstCtr = views > 0 ? Math.round((clicks * 10000) / views) / 100 : 0
  await sql.all(
    `INSERT INTO campaign_stats (brand, kind, campaign_id, ${column}, day, views, clicks, ctr, updated_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, campaign_id, day) DO UPDATE SET
       views = campaign_stats.views + excluded.views,
       clicks = campaign_stats.clicks + excluded.clicks,
       ctr = ${ctrOf('campaign_stats.views + excluded.views', 'campaign_stats.clicks + excluded.clicks')},
       updated_at = excluded.updated_at`,
    [brand, kind, id, id, chinaDay(now), views, clicks, firstCtr, at, at],
  )
  await sql.all(
    `UPDATE ${table} SET
       views = COALESCE(views, 0) + ?,
       clicks = COALESCE(clicks, 0) + ?,
       ctr = ${ctrOf('COALESCE(views, 0) + ?', 'COALESCE(clicks, 0) + ?')}
     WHERE id = ?`,
    [views, clicks, views, clicks, views, id],
  )
}

/**
 * Adds one view or click to the campaign's row of the China day and to its totals. On
 * PostgreSQL both statements run in one transaction on a pooled connection. On SQLite
 * each runs on its own: libsql hands a transaction its connection and gives everything
 * else a fresh one, which would put concurrent counts on connections that fail instead of
 * waiting; each statement is still atomic, so a count is never lost to a concurrent one.
 */
export async function recordCount(kind: CampaignKind, id: number, brand: BrandKey, action: CountAction, now: number): Promise<void> {
  const sql = sqlRunner(await payloadClient())
  const views = action === 'view' ? 1 : 0
  const clicks = action === 'click' ? 1 : 0
  if (sql.dialect === 'postgres') await sql.transaction((tx) => writeCount(tx, kind, id, brand, views, clicks, now))
  else await writeCount(sql, kind, id, brand, views, clicks, now)
}

/** Counts the action unless this visitor already did it today: whether it counted. */
export async function countOnce(kind: CampaignKind, id: number, brand: BrandKey, action: CountAction, visitor: string, now: number): Promise<boolean> {
  if (!(await firstTodayFor(kind, id, action, visitor, now))) return false
  await recordCount(kind, id, brand, action, now)
  return true
}
