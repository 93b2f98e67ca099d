import type { Locale } from '@/brands/registry'

/** The gateway's own messages in the caller's language (toasts show them verbatim). */
const MESSAGES = {
  ok: { cn: '成功', en: 'OK' },
  notFound: { cn: '接口不存在', en: 'No such gateway path' },
  methodNotAllowed: { cn: '请求方法不被支持', en: 'Method not allowed' },
  badJson: { cn: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: { cn: '请求体过大', en: 'The request body is too large' },
  invalidField: { cn: '参数错误', en: 'Invalid parameter' },
  tooManyRequests: { cn: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  serverError: { cn: '系统繁忙，请稍后重试', en: 'The system is busy, please try again later' },
} as const

export type MessageKey = keyof typeof MESSAGES

export function gatewayMessage(key: MessageKey, locale: Locale): string {
  const entry = MESSAGES[key] as Record<string, string>
  return entry[locale] ?? entry.en!
}
