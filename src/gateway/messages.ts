import type { Locale } from '@/brands/registry'

/** The gateway's own messages in the caller's language (toasts show them verbatim). */
const MESSAGES = {
  ok: { cn: '成功', en: 'OK' },
  manualNotFound: { cn: '操作指南不存在或已下线', en: 'No such guide' },
  answerNotFound: { cn: '问答不存在或已下线', en: 'No such answer' },
  articleNotFound: { cn: '资讯不存在或已下线', en: 'No such article' },
  schoolArticleNotFound: { cn: '学堂文章不存在或已下线', en: 'No such article in the knowledge centre' },
  courseNotFound: { cn: '视频课程不存在或已下线', en: 'No such video course' },
  aboutUsNotFound: { cn: '该品牌暂无关于我们页面', en: 'This brand has no about page' },
  customNotFound: { cn: '页面不存在', en: 'No such page' },
  partnerNotFound: { cn: '合作伙伴不存在或已下线', en: 'No such partner' },
  introducerNotFound: { cn: '推荐人不存在或已下线', en: 'No such introducer' },
  notFound: { cn: '接口不存在', en: 'No such gateway path' },
  methodNotAllowed: { cn: '请求方法不被支持', en: 'Method not allowed' },
  badJson: { cn: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: { cn: '请求体过大', en: 'The request body is too large' },
  crossSite: { cn: '拒绝来自其他站点的请求', en: 'Requests from other sites are refused' },
  notJson: { cn: '请求体必须是 JSON（Content-Type: application/json）', en: 'The request body must be JSON (Content-Type: application/json)' },
  badPath: { cn: '请求路径无效', en: 'The request path is not valid' },
  invalidField: { cn: '参数错误', en: 'Invalid parameter' },
  tooManyRequests: { cn: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  serverError: { cn: '系统繁忙，请稍后重试', en: 'The system is busy, please try again later' },
  codeSent: { cn: '验证码已发送', en: 'The code has been sent' },
  invalidPhone: { cn: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  cooldown: { cn: '发送太频繁，请 {seconds} 秒后再试', en: 'Please wait {seconds} seconds before asking for another code' },
  phoneDailyCap: { cn: '该手机号今日获取验证码次数已达上限，请明天再试', en: 'This number has reached today\'s limit for codes; please try again tomorrow' },
  ipDailyCap: { cn: '当前网络今日获取验证码次数已达上限，请明天再试', en: 'Your network has reached today\'s limit for codes; please try again tomorrow' },
  globalDailyCap: { cn: '验证码服务今日繁忙，请稍后再试或联系客服', en: 'The code service is busy today; please try later or contact us' },
  prefixHourlyCap: { cn: '该号段获取验证码过于频繁，请稍后再试', en: 'Too many codes were asked for numbers like this one; please try again later' },
  ipNumbersCap: { cn: '当前网络今日获取验证码的手机号过多，请明天再试', en: 'Your network has asked for codes for too many numbers today; please try again tomorrow' },
  challengeRequired: { cn: '请先完成安全验证再获取验证码', en: 'Please complete the security check before asking for a code' },
  challengeInvalid: { cn: '安全验证未通过或已过期，请重试', en: 'The security check failed or has expired; please try again' },
  codeInvalid: { cn: '验证码错误', en: 'The code is not correct' },
  codeExpired: { cn: '验证码已过期，请重新获取', en: 'The code has expired; please ask for a new one' },
  codeExhausted: { cn: '验证码错误次数过多，请重新获取', en: 'Too many wrong tries; please ask for a new code' },
  deliveryFailed: { cn: '验证码发送失败，请稍后重试', en: 'The code could not be sent; please try again shortly' },
  alreadyRegistered: { cn: '该手机号已注册，请直接登录', en: 'This number is already registered; please log in' },
  notRegistered: { cn: '该手机号尚未注册，请先注册', en: 'This number is not registered yet; please sign up' },
  agreementRequired: { cn: '请阅读并同意最新的用户协议和隐私政策', en: 'Please read and accept the latest terms and privacy policy' },
  notLoggedIn: { cn: '请先登录', en: 'Please log in first' },
  loggedOut: { cn: '账号已退出', en: 'Account logged out' },
  sessionExpired: { cn: '登录已过期，请重新登录', en: 'Your session has expired; please log in again' },
  surveyMissing: { cn: '问题 {question} 未作答', en: 'Question {question} has no answer' },
  surveyUnknownQuestion: { cn: '问卷没有问题 {question}', en: 'The questionnaire has no question {question}' },
  surveyDuplicate: { cn: '问题 {question} 重复作答', en: 'Question {question} is answered twice' },
  surveyUnknownOption: { cn: '问题 {question} 的选项无效', en: 'Question {question} has an option that does not exist' },
  surveyNotSingle: { cn: '问题 {question} 只能选择一个答案', en: 'Question {question} takes exactly one answer' },
  surveyHidden: { cn: '问题 {question} 按前面的回答不应作答', en: 'Question {question} does not apply given the earlier answers' },
  reportNotFound: { cn: '报告不存在或链接已失效', en: 'No report with this id exists' },
  manualDailyLimit: { cn: '今日人工检索申请次数已用完（每天 {limit} 次），请明天再试', en: 'You have used all {limit} manual search requests for today; please try again tomorrow' },
  manualClosed: { cn: '人工检索暂不受理新的申请，请稍后再试或联系客服', en: 'Manual searches are not being accepted at the moment; please try later or contact us' },
  skuNotFound: { cn: '商标服务项不存在', en: 'No such trademark service item' },
  skuNotPriced: { cn: '该商标服务暂未定价，请联系客服', en: 'This trademark service has no price yet; please contact us' },
} as const

export type MessageKey = keyof typeof MESSAGES

export function gatewayMessage(key: MessageKey, locale: Locale, values: Record<string, string | number> = {}): string {
  const entry = MESSAGES[key] as Record<string, string>
  return (entry[locale] ?? entry.en!).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
}
