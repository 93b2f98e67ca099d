import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EnvError, getEnv, parseEnv, smsVariables } from '@/lib/env'

const { parseTrust } = createRequire(import.meta.url)('../../server/client-address.cjs') as { parseTrust: (raw: string | undefined) => (address: string, index: number) => boolean }

/** The message parseEnv throws for these variables (empty when they are fine). */
function problem(source: Record<string, string>): string {
  try {
    parseEnv(source)
    return ''
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as Error).message
  }
}

describe('environment defaults', () => {
  it('keeps every default the site had', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      SITE_ROOT: undefined,
      SITE_URL: undefined,
      PAYLOAD_SECRET: undefined,
      DATABASE_URL: undefined,
      DATABASE_POOL_MAX: 10,
      SQLITE_FILE: 'data/site.db',
      PAYLOAD_DB_PUSH: false,
      MEDIA_DIR: 'data/media',
      SEED_DEMO: true,
      REDIS_URL: undefined,
      TRUST_PROXY: null,
      BRAND_HOSTS: {},
      LOGIN_COOKIE_DOMAIN: undefined,
      INSECURE_COOKIES: false,
      GEO_COUNTRY_HEADER: undefined,
      GEO_UNKNOWN_IS_FOREIGN: false,
      TENCENT_VOD_PSIGN: undefined,
      TENCENT_VOD_LICENSE_URL: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: 'no-reply@localhost',
      SMS_PROVIDER: undefined,
      SMS_DAILY_CAP_PER_PHONE: 10,
      SMS_DAILY_CAP_PER_IP: 20,
      SMS_DAILY_CAP_GLOBAL: 5000,
      SMS_DAILY_NUMBERS_PER_IP: undefined,
      SMS_HOURLY_CAP_PER_PREFIX: 5,
      SMS_CHALLENGE_MAXNUMBER: 1_000_000,
      SMS_FREE_CODES_PER_IP: 1,
    })
  })

  it('reads an empty variable as unset', () => {
    expect(parseEnv({ SQLITE_FILE: '', DATABASE_POOL_MAX: '', REDIS_URL: '', MAIL_FROM: '' })).toMatchObject({ SQLITE_FILE: 'data/site.db', DATABASE_POOL_MAX: 10, REDIS_URL: undefined, MAIL_FROM: 'no-reply@localhost' })
  })

  it('reads switches as before: only 1 turns one on, only 0 turns the demo seed off', () => {
    expect(parseEnv({ GEO_UNKNOWN_IS_FOREIGN: '1', INSECURE_COOKIES: '1', PAYLOAD_DB_PUSH: '1' })).toMatchObject({ GEO_UNKNOWN_IS_FOREIGN: true, INSECURE_COOKIES: true, PAYLOAD_DB_PUSH: true })
    expect(parseEnv({ GEO_UNKNOWN_IS_FOREIGN: 'true', INSECURE_COOKIES: '0' })).toMatchObject({ GEO_UNKNOWN_IS_FOREIGN: false, INSECURE_COOKIES: false })
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false)
    expect(parseEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true)
  })

  it('types what it reads', () => {
    const env = parseEnv({ DATABASE_URL: 'postgresql://u@db:5432/site', SMS_DAILY_CAP_GLOBAL: '0', BRAND_HOSTS: 'mdt=ip.example.com, CHT=Corp.example.com,', SMS_PROVIDER: ' Dev ' })
    expect(env.DATABASE_URL).toBe('postgresql://u@db:5432/site')
    expect(env.SMS_DAILY_CAP_GLOBAL).toBe(0)
    expect(env.BRAND_HOSTS).toEqual({ 'ip.example.com': 'mdt', 'corp.example.com': 'cht' })
    expect(env.SMS_PROVIDER).toBe('dev')
  })
})

describe('a bad value names the variable and what is wrong', () => {
  it('TRUST_PROXY', () => {
    expect(problem({ TRUST_PROXY: 'my-balancer' })).toMatch(/^Invalid environment:\n {2}TRUST_PROXY: expected a hop count, "loopback" or addresses \(.*my-balancer.*\)$/)
    expect(problem({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/TRUST_PROXY: expected a hop count/)
  })

  it('numbers, URLs, hosts and header names', () => {
    expect(problem({ DATABASE_POOL_MAX: 'ten' })).toContain('DATABASE_POOL_MAX: expected a whole number of at least 1')
    expect(problem({ DATABASE_POOL_MAX: '0' })).toContain('DATABASE_POOL_MAX: expected a whole number of at least 1')
    expect(problem({ SMS_DAILY_CAP_PER_IP: '-1' })).toContain('SMS_DAILY_CAP_PER_IP: expected a whole number')
    expect(problem({ DATABASE_URL: 'mysql://u@db/site' })).toContain('DATABASE_URL: expected a postgres:// or postgresql:// URL')
    expect(problem({ REDIS_URL: '127.0.0.1:6379' })).toContain('REDIS_URL: expected a redis:// or rediss:// URL')
    expect(problem({ SMTP_URL: 'smtp.example.com' })).toContain('SMTP_URL: expected a smtp:// or smtps:// URL')
    expect(problem({ SITE_URL: 'www.example.com' })).toContain('SITE_URL: expected a http:// or https:// URL')
    expect(problem({ LOGIN_COOKIE_DOMAIN: 'https://example.com' })).toContain('LOGIN_COOKIE_DOMAIN: expected a domain')
    expect(problem({ GEO_COUNTRY_HEADER: 'cf ipcountry' })).toContain('GEO_COUNTRY_HEADER: expected a header name')
    expect(problem({ BRAND_HOSTS: 'mdt=ip.example.com,acme=acme.example.com' })).toContain('BRAND_HOSTS: expected brand=host pairs separated by commas, brand one of lz, ')
  })

  it('the SMS provider and what it needs', () => {
    expect(problem({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER: expected one of dev, tencent, aliyun')
    const message = problem({ SMS_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'AKID', TENCENT_SECRET_KEY: ' ', TENCENT_SMS_SDK_APP_ID: '1400000000', TENCENT_SMS_SIGN_NAME: 'x' })
    expect(message).toContain('TENCENT_SECRET_KEY: required when SMS_PROVIDER=tencent')
    expect(message).toContain('TENCENT_SMS_TEMPLATE_ID: required when SMS_PROVIDER=tencent')
    expect(message).not.toContain('TENCENT_SECRET_ID:')
  })

  it('every bad variable at once, without their values', () => {
    const message = problem({ TRUST_PROXY: 'x y', SMS_CHALLENGE_MAXNUMBER: '1e6', PAYLOAD_SECRET: 'not shown', REDIS_URL: 'secret-host:6379' })
    expect(message.split('\n').slice(1).map((line) => line.trim().split(':')[0])).toEqual(['REDIS_URL', 'TRUST_PROXY', 'SMS_CHALLENGE_MAXNUMBER'])
    expect(message).not.toContain('secret-host')
  })
})

describe('TRUST_PROXY follows the edge', () => {
  // server/client-address.cjs compiles the same variable before Next starts.
  const edgeAccepts = (value: string) => {
    try {
      parseTrust(value)
      return true
    } catch {
      return false
    }
  }

  it('accepts and refuses the same values', () => {
    for (const value of ['', '0', 'false', '1', '3', 'loopback', 'loopback, 10.0.0.0/8', '::1,fd00::/8', 'uniquelocal,linklocal', '192.168.0.1/255.255.255.0', 'proxy', '10.0.0.0/33', '1.2.3', 'loopback;10.0.0.1']) {
      expect(problem({ TRUST_PROXY: value }) === '', value).toBe(edgeAccepts(value))
    }
  })

  it('trusts a proxy exactly when the edge does', () => {
    for (const value of ['', '0', 'false', '00', '1', 'loopback', ' , ']) {
      const trustsAny = ['127.0.0.1', '10.0.0.1', '::1'].some((address) => parseTrust(value)(address, 0))
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY !== null, value).toBe(trustsAny)
    }
  })
})

describe('getEnv', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('reads variables a test changes while it runs', () => {
    vi.stubEnv('SMS_DAILY_CAP_PER_PHONE', '2')
    expect(getEnv().SMS_DAILY_CAP_PER_PHONE).toBe(2)
    vi.stubEnv('SMS_DAILY_CAP_PER_PHONE', '3')
    expect(getEnv().SMS_DAILY_CAP_PER_PHONE).toBe(3)
    expect(getEnv()).toBe(getEnv())
  })

  it('throws for a bad value each time it is asked', () => {
    vi.stubEnv('TRUST_PROXY', 'nonsense')
    expect(() => getEnv()).toThrow(/TRUST_PROXY: expected a hop count/)
    expect(() => getEnv()).toThrow(EnvError)
  })

  it('gives the SMS provider its variables', () => {
    vi.stubEnv('SMS_PROVIDER', 'aliyun')
    vi.stubEnv('ALIYUN_ACCESS_KEY_ID', 'LTAI')
    vi.stubEnv('ALIYUN_ACCESS_KEY_SECRET', 's')
    vi.stubEnv('ALIYUN_SMS_SIGN_NAME', 'n')
    vi.stubEnv('ALIYUN_SMS_TEMPLATE_CODE', 'SMS_1')
    expect(smsVariables()).toMatchObject({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'LTAI', ALIYUN_TTS_CODE: undefined })
  })
})
