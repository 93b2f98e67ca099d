/**
 * The texts of the admin's own panels (dashboard, navigation tree) in the two admin
 * languages. Payload passes the admin language as `i18n.language`; anything else falls
 * back to Chinese, the admin's default.
 */
import type { NavTreeGroup } from './nav-tree'

export type AdminLanguage = 'zh' | 'en'

type Texts = {
  dashboard: {
    heading: string
    welcome: (name: string) => string
    role: (role: string) => string
    roles: { admin: string; editor: string }
    allBrands: string
    ownBrands: (count: number) => string
    toDo: string
    toDoHelp: string
    brand: string
    newMessages: string
    openRequests: string
    draftPages: string
    noBrands: string
    countLink: (count: number, what: string, brand: string) => string
    quickLinks: string
    links: { pages: string; navigation: string; articles: string; caseStudies: string; media: string; messages: string }
  }
  tree: {
    heading: string
    help: string
    entries: (count: number) => string
    groups: Record<NavTreeGroup, string>
    sort: (sort: number) => string
    disabled: string
    untitled: (id: string) => string
    empty: string
  }
}

export const ADMIN_TEXTS: Record<AdminLanguage, Texts> = {
  zh: {
    dashboard: {
      heading: '工作台',
      welcome: (name) => `欢迎，${name}`,
      role: (role) => `角色：${role}`,
      roles: { admin: '管理员', editor: '品牌编辑' },
      allBrands: '可管理全部品牌',
      ownBrands: (count) => `可管理 ${count} 个品牌`,
      toDo: '待处理事项',
      toDoHelp: '点击数字打开对应列表。',
      brand: '品牌',
      newMessages: '待处理留言',
      openRequests: '未完成的人工检索申请',
      draftPages: '未发布修改的页面',
      noBrands: '您的账号尚未分配品牌，请联系管理员。',
      countLink: (count, what, brand) => `${brand}：${what} ${count} 条`,
      quickLinks: '快捷入口',
      links: { pages: '页面', navigation: '导航（树状结构）', articles: '新闻文章', caseStudies: '客户案例', media: '媒体库', messages: '客户留言' },
    },
    tree: {
      heading: '导航结构',
      help: '按品牌和显示位置列出导航项及其下级，顺序与网站一致；点击名称打开编辑。',
      entries: (count) => `${count} 项`,
      groups: { pcnav: '顶部导航', suspended: '侧边悬浮栏', more: '“更多”悬浮框', compliance: '合规快速指引' },
      sort: (sort) => `排序 ${sort}`,
      disabled: '已停用',
      untitled: (id) => `（无名称，ID ${id}）`,
      empty: '暂无可查看的导航项。',
    },
  },
  en: {
    dashboard: {
      heading: 'Dashboard',
      welcome: (name) => `Welcome, ${name}`,
      role: (role) => `Role: ${role}`,
      roles: { admin: 'Administrator', editor: 'Brand editor' },
      allBrands: 'You manage every brand',
      ownBrands: (count) => `You manage ${count} ${count === 1 ? 'brand' : 'brands'}`,
      toDo: 'Waiting for you',
      toDoHelp: 'Select a number to open the list.',
      brand: 'Brand',
      newMessages: 'New contact messages',
      openRequests: 'Open manual search requests',
      draftPages: 'Pages with unpublished changes',
      noBrands: 'Your account has no brands yet; please ask an administrator.',
      countLink: (count, what, brand) => `${brand}: ${what} ${count}`,
      quickLinks: 'Quick links',
      links: { pages: 'Pages', navigation: 'Navigation (tree)', articles: 'News articles', caseStudies: 'Case studies', media: 'Media', messages: 'Contact messages' },
    },
    tree: {
      heading: 'Navigation structure',
      help: 'Entries and their children per brand and place, in the order the site shows them; select a name to edit it.',
      entries: (count) => `${count} ${count === 1 ? 'entry' : 'entries'}`,
      groups: { pcnav: 'Header navigation', suspended: 'Floating side panel', more: '"More" hover box', compliance: 'Compliance quick guide' },
      sort: (sort) => `sort ${sort}`,
      disabled: 'disabled',
      untitled: (id) => `(no label, ID ${id})`,
      empty: 'No navigation entries to show.',
    },
  },
}

/** The admin language of a request: `en` or, for anything else, `zh`. */
export function adminLanguage(i18n: { language?: string } | undefined): AdminLanguage {
  return i18n?.language === 'en' ? 'en' : 'zh'
}

export function adminTexts(i18n: { language?: string } | undefined): Texts {
  return ADMIN_TEXTS[adminLanguage(i18n)]
}
