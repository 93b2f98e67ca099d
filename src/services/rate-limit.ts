import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { getEnv } from '@/lib/env'

/**
 * Named limits shared by every instance: in memory by default, in Redis when REDIS_URL
 * is set, so N instances behind a load balancer count together.
 * Not marked `import 'server-only'`: the staff login hooks use it, and the Payload CLI
 * loads those with the Payload config outside Next, where the marker throws at import.
 */
const limiters = new Map<string, RateLimiterAbstract>()
let redisClient: unknown

async function redis(): Promise<unknown> {
  if (!redisClient) {
    const { Redis } = await import('ioredis')
    redisClient = new Redis(getEnv().REDIS_URL!, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
  }
  return redisClient
}

export async function limiter(name: string, points: number, durationSeconds: number): Promise<RateLimiterAbstract> {
  const key = `${name}:${points}:${durationSeconds}`
  let existing = limiters.get(key)
  if (!existing) {
    existing = getEnv().REDIS_URL
      ? new RateLimiterRedis({ storeClient: await redis(), keyPrefix: `rl:${name}`, points, duration: durationSeconds, insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }) })
      : new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds })
    limiters.set(key, existing)
  }
  return existing
}

/** Consumes `cost` points for `key`; resolves to false (with retry seconds) when over the limit. */
export async function consume(name: string, key: string, points: number, durationSeconds: number, cost = 1): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const l = await limiter(name, points, durationSeconds)
  try {
    await l.consume(key, cost)
    return { allowed: true }
  } catch (result) {
    if (result instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.ceil(result.msBeforeNext / 1000) }
    throw result
  }
}
