import type { BrandContentSeed, L } from '../types'
import { MDT_PAGES } from './mdt-pages'

/** Meridian IP (mdt, platform 08): trademark, patent, copyright and litigation for cross-border sellers. */
const l = (cn: string, en: string): L => ({ cn, en })

const PRESALE = '400-000-0808'
const COOPERATION = '+86 755 0000 1808'

export const content: BrandContentSeed = {
  brand: {
    key: 'mdt',
    platformCode: '08',
    name: l('子午知识产权', 'Meridian IP'),
    siteTitle: l('跨境品牌知识产权服务', 'IP services for cross-border brands'),
    tagline: l('让每一个出海品牌都有法可依、有权可护', 'Protect the brand before you scale it'),
    description: l(
      '子午知识产权为跨境电商卖家和出海企业提供全球商标注册、外观设计与发明专利申请、版权登记、侵权应诉与维权服务，覆盖美国、欧盟、英国、日本等主要市场。',
      'Meridian IP helps cross-border sellers and export brands register trademarks worldwide, file design and utility patents, register copyright, and respond to or enforce infringement claims in the US, EU, UK, Japan and other key markets.',
    ),
    logoText: l('子午知识产权', 'Meridian IP'),
    defaultLocale: 'cn',
    locales: ['cn', 'en'],
    flags: { languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: '400-000-0818' },
    email: 'service@meridian-ip.example',
    address: l('深圳市南山区粤海街道海天一路 8 号 A 座 16 层', '16/F, Tower A, 8 Haitian 1st Road, Yuehai, Nanshan, Shenzhen, China'),
    chatUrl: 'https://chat.meridian-ip.example/im?channel=web',
    signUpBanner: {
      title: l('注册账户，免费查询全球商标', 'Create an account and search trademarks for free'),
      text: l('保存检索记录、跟踪案件进度、接收官方期限提醒，品牌资产一目了然。', 'Keep your search history, follow each application and get reminders before official deadlines.'),
      buttonLabel: l('免费注册', 'Sign up free'),
    },
    copyright: l('© 2026 深圳子午知识产权代理有限公司 版权所有', '© 2026 Shenzhen Meridian IP Agency Co., Ltd. All rights reserved.'),
    filingNumbers: [
      { text: '粤ICP备00000000号-2', url: 'https://beian.miit.gov.cn/' },
      { text: '粤公网安备00000000000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#8B1E2D', primaryContrast: '#FFFFFF', accent: '#B8892B', surface: '#FBF6F5', ink: '#2A1215' },
    domains: [],
  },

  navigation: [
    { group: 'pcnav', label: l('首页', 'Home'), path: '/mdt/homes', pageType: '1', analyticsName: 'mdt_nav_home', sort: 10 },
    {
      group: 'pcnav',
      label: l('知识产权服务', 'IP services'),
      subtitle: l('商标 · 专利 · 版权 · 维权', 'Trademarks · Patents · Copyright · Enforcement'),
      key: 'Services',
      pageType: '3',
      analyticsName: 'mdt_nav_services',
      sort: 20,
      // Mega menu: each sub-entry is a left-hand item; its divPageList is the submenu on the right.
      children: [
        {
          group: 'pcnav',
          label: l('商标', 'Trademarks'),
          path: '/mdt/trademark',
          pageType: '1',
          analyticsName: 'mdt_nav_services_trademark',
          sort: 1,
          divPageList: [
            { name: l('商标注册', 'Trademark registration'), description: l('美国、欧盟、英国、日本及马德里国际注册', 'US, EU, UK, Japan and Madrid international filings'), icon: 'trademark', url: '/mdt/trademark', pageType: '1' },
            { name: l('商标查询', 'Trademark search'), description: l('提交前检索在先商标，降低驳回风险', 'Check earlier marks before you file'), icon: 'search', url: '/mdt/search', pageType: '1' },
            { name: l('尼斯分类查询', 'Nice class search'), description: l('按商品或服务名称查找对应类别', 'Find the right class for a product or service'), icon: 'book', url: '/mdt/searchCategory', pageType: '1' },
            { name: l('WIPO 全球品牌数据库', 'WIPO Global Brand Database'), description: l('官方免费检索工具，新窗口打开', 'Free official search tool, opens in a new tab'), icon: 'search', url: 'https://branddb.wipo.int/', pageType: '1' },
          ],
        },
        {
          group: 'pcnav',
          label: l('专利与版权', 'Patents & copyright'),
          path: '/mdt/patent',
          pageType: '1',
          analyticsName: 'mdt_nav_services_patent',
          sort: 2,
          divPageList: [
            { name: l('专利申请', 'Patents'), description: l('外观设计、实用新型与发明专利布局', 'Design, utility model and invention patent filings'), icon: 'patent', url: '/mdt/patent', pageType: '1' },
            { name: l('版权登记', 'Copyright registration'), description: l('产品图片、包装、文案与软件的权属证明', 'Ownership evidence for images, packaging, copy and software'), icon: 'copyright', url: '/mdt/copyright', pageType: '1' },
          ],
        },
        {
          group: 'pcnav',
          label: l('维权与应诉', 'Enforcement'),
          path: '/mdt/litigation',
          pageType: '1',
          analyticsName: 'mdt_nav_services_litigation',
          sort: 3,
          divPageList: [
            { name: l('侵权应诉与维权', 'Litigation and enforcement'), description: l('TRO 冻结应诉、平台投诉申诉、跨境维权', 'TRO defence, platform complaints and cross-border enforcement'), icon: 'gavel', url: '/mdt/litigation', pageType: '1' },
          ],
        },
      ],
    },
    {
      group: 'pcnav',
      label: l('业务领域', 'PRACTICE AREAS'),
      key: 'PRACTICE AREAS',
      pageType: '2',
      analyticsName: 'mdt_nav_practice_areas',
      sort: 30,
      children: [
        { group: 'pcnav', label: l('商标', 'Trademark'), path: '/mdt/practiceAreas/trademark', key: 'PRACTICE AREAS', pageType: '1', analyticsName: 'mdt_nav_pa_trademark', sort: 10 },
        { group: 'pcnav', label: l('专利', 'Patent'), path: '/mdt/practiceAreas/patent', key: 'PRACTICE AREAS', pageType: '1', analyticsName: 'mdt_nav_pa_patent', sort: 20 },
        { group: 'pcnav', label: l('版权', 'Copyright'), path: '/mdt/practiceAreas/copyright', key: 'PRACTICE AREAS', pageType: '1', analyticsName: 'mdt_nav_pa_copyright', sort: 30 },
        { group: 'pcnav', label: l('诉讼', 'Litigation'), path: '/mdt/practiceAreas/litigation', key: 'PRACTICE AREAS', pageType: '1', analyticsName: 'mdt_nav_pa_litigation', sort: 40 },
      ],
    },
    {
      group: 'pcnav',
      label: l('查询工具', 'Search tools'),
      key: 'OnlineTool',
      pageType: '2',
      analyticsName: 'mdt_nav_tools',
      sort: 40,
      children: [
        { group: 'pcnav', label: l('商标查询', 'Trademark search'), path: '/mdt/search', key: 'OnlineTool', pageType: '1', analyticsName: 'mdt_nav_tool_search', sort: 10 },
        { group: 'pcnav', label: l('类别查询', 'Class search'), path: '/mdt/searchCategory', key: 'OnlineTool', pageType: '1', analyticsName: 'mdt_nav_tool_class', sort: 20 },
        { group: 'pcnav', label: l('USPTO 商标检索（官方）', 'USPTO trademark search (official)'), path: 'https://tmsearch.uspto.gov/', key: 'OnlineTool', pageType: '1', analyticsName: 'mdt_nav_tool_uspto', sort: 30 },
      ],
    },
    { group: 'pcnav', label: l('常见问题', 'FAQ'), path: '/mdt/faq', pageType: '1', analyticsName: 'mdt_nav_faq', sort: 50 },
    { group: 'pcnav', label: l('关于我们', 'About us'), path: '/mdt/aboutUs', pageType: '1', analyticsName: 'mdt_nav_about', sort: 60 },
    { group: 'pcnav', label: l('联系我们', 'Contact us'), path: '/mdt/contactUs', pageType: '1', analyticsName: 'mdt_nav_contact', sort: 70 },

    { group: 'suspended', label: l('免费查询', 'Free search'), subtitle: l('商标近似检索', 'Similar-mark check'), path: '/mdt/search', action: 'freeTrial', analyticsName: 'mdt_side_free_search', sort: 10 },
    { group: 'suspended', label: l('在线客服', 'Live chat'), path: 'https://chat.meridian-ip.example/im?channel=web', action: 'onlineService', analyticsName: 'mdt_side_chat', sort: 20 },
    { group: 'suspended', label: l('联系我们', 'Contact us'), path: '/mdt/contactUs', action: 'contactUs', analyticsName: 'mdt_side_contact', sort: 30 },
    { group: 'suspended', label: l('售前电话', 'Sales hotline'), subtitle: l(PRESALE, PRESALE), action: 'preSaleTelephone', analyticsName: 'mdt_side_phone', sort: 40 },
    { group: 'suspended', label: l('更多', 'More'), action: 'more', analyticsName: 'mdt_side_more', sort: 50 },
    { group: 'suspended', label: l('返回顶部', 'Back to top'), action: 'backTop', analyticsName: 'mdt_side_top', sort: 60 },
    {
      group: 'more',
      label: l('更多服务', 'More'),
      subtitle: l('扫码关注，获取各国商标政策更新', 'Scan to follow trademark policy updates'),
      action: 'more',
      sort: 10,
      children: [
        { group: 'more', label: l('常见问题', 'FAQ'), path: '/mdt/faq', sort: 10 },
        { group: 'more', label: l('尼斯分类查询', 'Class search'), path: '/mdt/searchCategory', sort: 20 },
        { group: 'more', label: l('TRO 应诉指引', 'TRO defence guide'), path: '/mdt/practiceAreas/litigation', sort: 30 },
        { group: 'more', label: l('关于子午', 'About Meridian'), path: '/mdt/aboutUs', sort: 40 },
      ],
    },
  ],

  footer: [
    {
      kind: 'function',
      title: l('商标服务', 'Trademarks'),
      sort: 10,
      items: [
        { label: l('美国商标注册', 'US trademark'), url: '/mdt/trademark' },
        { label: l('欧盟商标注册', 'EU trademark'), url: '/mdt/trademark' },
        { label: l('英国商标注册', 'UK trademark'), url: '/mdt/trademark' },
        { label: l('商标查询', 'Trademark search'), url: '/mdt/search' },
        { label: l('类别查询', 'Class search'), url: '/mdt/searchCategory' },
      ],
    },
    {
      kind: 'function',
      title: l('专利与维权', 'Patents and enforcement'),
      sort: 20,
      items: [
        { label: l('外观设计专利', 'Design patents'), url: '/mdt/patent' },
        { label: l('版权登记', 'Copyright registration'), url: '/mdt/copyright' },
        { label: l('TRO 应诉', 'TRO defence'), url: '/mdt/litigation' },
        { label: l('业务领域', 'Practice areas'), url: '/mdt/practiceAreas/trademark' },
      ],
    },
    {
      kind: 'function',
      title: l('关于子午', 'About Meridian'),
      sort: 30,
      items: [
        { label: l('关于我们', 'About us'), url: '/mdt/aboutUs' },
        { label: l('常见问题', 'FAQ'), url: '/mdt/faq' },
        { label: l('联系我们', 'Contact us'), url: '/mdt/contactUs' },
      ],
    },
    {
      kind: 'contactInformation',
      title: l('联系方式', 'Contact'),
      sort: 40,
      items: [
        { label: l('咨询热线', 'Hotline'), value: l(PRESALE, PRESALE), icon: 'phone' },
        { label: l('商务合作', 'Partnerships'), value: l(COOPERATION, COOPERATION), icon: 'handshake' },
        { label: l('官方邮箱', 'Email'), value: l('service@meridian-ip.example', 'service@meridian-ip.example'), icon: 'mail' },
        { label: l('公司地址', 'Address'), value: l('深圳市南山区粤海街道海天一路 8 号 A 座 16 层', '16/F, Tower A, 8 Haitian 1st Road, Nanshan, Shenzhen'), icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: l('关注我们', 'Follow us'),
      sort: 50,
      items: [
        { label: l('微信公众号', 'WeChat official account'), url: 'https://mp.meridian-ip.example/wechat' },
        { label: l('企业微信顾问', 'WeChat Work adviser'), url: 'https://work.meridian-ip.example/adviser' },
      ],
    },
    {
      kind: 'blogroll',
      title: l('友情链接', 'Useful links'),
      sort: 60,
      items: [
        { label: l('世界知识产权组织（WIPO）', 'WIPO'), url: 'https://www.wipo.int/' },
        { label: l('美国专利商标局（USPTO）', 'USPTO'), url: 'https://www.uspto.gov/' },
        { label: l('欧盟知识产权局（EUIPO）', 'EUIPO'), url: 'https://www.euipo.europa.eu/' },
        { label: l('英国知识产权局（UKIPO）', 'UK IPO'), url: 'https://www.gov.uk/government/organisations/intellectual-property-office' },
        { label: l('国家知识产权局（CNIPA）', 'CNIPA'), url: 'https://www.cnipa.gov.cn/' },
      ],
    },
    {
      kind: 'bottom',
      title: l('底部信息', 'Legal'),
      sort: 70,
      items: [
        { label: l('© 2026 深圳子午知识产权代理有限公司 版权所有', '© 2026 Shenzhen Meridian IP Agency Co., Ltd. All rights reserved.') },
        { label: l('粤ICP备00000000号-2', '粤ICP备00000000号-2'), url: 'https://beian.miit.gov.cn/' },
        { label: l('粤公网安备00000000000000号', '粤公网安备00000000000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: l('美国商标注册', 'US trademark registration'), category: l('商标注册', 'Trademark registration'), path: '/mdt/trademark', hot: true, sort: 10 },
    { menuName: l('欧盟商标注册', 'EU trademark registration'), category: l('商标注册', 'Trademark registration'), path: '/mdt/trademark', hot: true, sort: 20 },
    { menuName: l('英国商标注册', 'UK trademark registration'), category: l('商标注册', 'Trademark registration'), path: '/mdt/trademark', hot: true, sort: 30 },
    { menuName: l('日本商标注册', 'Japan trademark registration'), category: l('商标注册', 'Trademark registration'), path: '/mdt/trademark', sort: 40 },
    { menuName: l('马德里国际商标注册', 'Madrid international registration'), category: l('商标注册', 'Trademark registration'), path: '/mdt/trademark', sort: 50 },
    { menuName: l('商标近似查询', 'Trademark clearance search'), category: l('查询工具', 'Search tools'), path: '/mdt/search', hot: true, sort: 60 },
    { menuName: l('尼斯分类类别查询', 'Nice class search'), category: l('查询工具', 'Search tools'), path: '/mdt/searchCategory', sort: 70 },
    { menuName: l('商标审查意见答复', 'Trademark office action response'), category: l('商标维护', 'Trademark maintenance'), path: '/mdt/practiceAreas/trademark', sort: 80 },
    { menuName: l('商标异议与撤销', 'Trademark opposition and cancellation'), category: l('商标维护', 'Trademark maintenance'), path: '/mdt/practiceAreas/trademark', sort: 90 },
    { menuName: l('商标续展与变更', 'Trademark renewal and recordals'), category: l('商标维护', 'Trademark maintenance'), path: '/mdt/trademark', sort: 100 },
    { menuName: l('美国外观设计专利', 'US design patent'), category: l('专利', 'Patents'), path: '/mdt/patent', hot: true, sort: 110 },
    { menuName: l('欧盟外观设计注册', 'Registered EU design'), category: l('专利', 'Patents'), path: '/mdt/patent', sort: 120 },
    { menuName: l('发明与实用新型专利', 'Invention and utility model patents'), category: l('专利', 'Patents'), path: '/mdt/patent', sort: 130 },
    { menuName: l('专利侵权风险排查（FTO）', 'Freedom-to-operate search'), category: l('专利', 'Patents'), path: '/mdt/practiceAreas/patent', sort: 140 },
    { menuName: l('美国版权登记', 'US copyright registration'), category: l('版权', 'Copyright'), path: '/mdt/copyright', sort: 150 },
    { menuName: l('作品著作权登记', 'Copyright registration in China'), category: l('版权', 'Copyright'), path: '/mdt/copyright', sort: 160 },
    { menuName: l('美国 TRO 冻结应诉', 'US TRO and asset-freeze defence'), category: l('诉讼维权', 'Litigation'), path: '/mdt/litigation', hot: true, sort: 170 },
    { menuName: l('平台侵权投诉与申诉', 'Marketplace infringement complaints and appeals'), category: l('诉讼维权', 'Litigation'), path: '/mdt/practiceAreas/litigation', sort: 180 },
  ],

  pages: [
    {
      slug: 'homes',
      title: l('子午知识产权 | 全球商标注册、专利申请与跨境维权', 'Meridian IP | Global trademarks, patents and cross-border enforcement'),
      navLabel: l('首页', 'Home'),
      meta: {
        keywords: l(
          '美国商标注册,欧盟商标注册,英国商标注册,马德里国际注册,亚马逊品牌备案,外观设计专利,版权登记,TRO应诉,跨境电商知识产权',
          'US trademark registration, EU trademark, UK trademark, Madrid Protocol, Amazon Brand Registry trademark, design patent, copyright registration, TRO defence, cross-border seller IP',
        ),
        description: l(
          '子午知识产权为跨境卖家提供美国、欧盟、英国、日本商标注册与马德里国际注册，外观设计专利、版权登记及 TRO 冻结应诉服务，提交前免费检索，顾问一对一跟进至下证。',
          'Meridian IP files trademarks in the US, EU, UK and Japan and through the Madrid system, registers designs and copyright, and defends sellers against TRO asset freezes. Free clearance search before filing and one adviser from search to certificate.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: l('跨境卖家的知识产权伙伴', 'The IP partner for cross-border sellers'),
          heading: l('先注册，再出海：把品牌变成真正属于你的资产', 'Register first, then scale: make your brand an asset you actually own'),
          text: l(
            '商标只在注册地受保护。从提交前检索、类别规划到审查答复、亚马逊品牌备案与侵权应诉，子午的商标代理人和合作律师陪你走完每一步，让品牌在美国、欧洲、日本站稳脚跟。',
            'A trademark protects you only where it is registered. From clearance searches and class planning to office action responses, Amazon Brand Registry and infringement defence, our attorneys and partner counsel take your brand through every step in the US, Europe and Japan.',
          ),
          primaryAction: { label: l('免费查询商标', 'Search a trademark free'), url: '/mdt/search' },
          secondaryAction: { label: l('预约顾问评估', 'Talk to an adviser'), url: '/mdt/contactUs' },
          highlights: [
            { value: l('50+', '50+'), label: l('可代理申请的国家和地区', 'countries and regions we file in') },
            { value: l('1 个工作日', '1 business day'), label: l('出具商标检索分析报告', 'to deliver a clearance report') },
            { value: l('一对一', 'One adviser'), label: l('从检索到下证全程跟进', 'from search to registration') },
            { value: l('全生命周期', 'Full lifecycle'), label: l('续展、监测与维权提醒', 'renewal, watch and enforcement alerts') },
          ],
        },
        {
          blockType: 'stats',
          heading: l('专注跨境品牌保护', 'Focused on cross-border brand protection'),
          intro: l('我们只做一件事：帮助出海品牌把知识产权做扎实。', 'We do one thing: help export brands get their IP right.'),
          items: [
            { value: l('12 年', '12 years'), label: l('知识产权代理经验', 'of IP agency practice') },
            { value: l('30,000+', '30,000+'), label: l('件海外商标申请', 'overseas trademark applications filed') },
            { value: l('8,000+', '8,000+'), label: l('跨境卖家与品牌客户', 'sellers and brand owners served') },
            { value: l('1,500+', '1,500+'), label: l('件侵权应诉与维权案件', 'infringement defence and enforcement matters') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: l('覆盖品牌出海的每一个知识产权环节', 'Every IP step of taking a brand abroad'),
          intro: l('按市场和阶段选择服务，也可以让顾问为你做整体布局。', 'Pick a service by market and stage, or let an adviser plan the whole portfolio.'),
          items: [
            {
              title: l('美国商标注册', 'US trademark registration'),
              text: l('由美国执业律师代表递交（USPTO 对境外申请人的强制要求），使用证据与商品描述提前把关，减少审查意见。', 'Filed by a US-licensed attorney, as the USPTO requires for foreign applicants, with specimens and the goods description checked up front to avoid office actions.'),
              tag: l('热门', 'Popular'),
              url: '/mdt/trademark',
              linkLabel: l('了解美国商标', 'US trademarks'),
            },
            {
              title: l('欧盟与英国商标', 'EU and UK trademarks'),
              text: l('一件欧盟商标覆盖全部 27 个成员国；英国脱欧后需单独申请英国商标，我们同步规划两地申请。', 'One EU trade mark covers all 27 member states; since Brexit the UK needs its own filing. We plan both together.'),
              tag: l('热门', 'Popular'),
              url: '/mdt/trademark',
              linkLabel: l('了解欧洲商标', 'European trademarks'),
            },
            {
              title: l('马德里国际注册', 'Madrid international registration'),
              text: l('以中国申请或注册为基础，一份申请指定多个成员国，适合同时进入多个市场的品牌。', 'One application based on your Chinese filing designates many member countries: efficient when you enter several markets at once.'),
              url: '/mdt/trademark',
              linkLabel: l('评估是否适合', 'Is Madrid right for you?'),
            },
            {
              title: l('外观设计专利', 'Design patents'),
              text: l('在产品上架前为外观申请美国外观设计专利或欧盟外观设计，应对跟卖和仿款。', 'File a US design patent or registered EU design before launch to act against copycat listings.'),
              url: '/mdt/patent',
              linkLabel: l('了解专利服务', 'Patent services'),
            },
            {
              title: l('版权登记', 'Copyright registration'),
              text: l('为产品图片、包装设计、说明书和软件登记版权，投诉盗图时提供清晰的权属证明。', 'Register product photos, packaging artwork, manuals and software so you can prove ownership when images are copied.'),
              url: '/mdt/copyright',
              linkLabel: l('了解版权登记', 'Copyright services'),
            },
            {
              title: l('TRO 冻结应诉', 'TRO and asset-freeze defence'),
              text: l('店铺被美国法院临时禁令冻结时，第一时间核查诉状、评估侵权风险，协助和解或抗辩，尽快解冻资金。', 'When a US court order freezes your store, we review the complaint, assess the infringement claim and pursue settlement or a defence to release funds quickly.'),
              tag: l('紧急', 'Urgent'),
              url: '/mdt/litigation',
              linkLabel: l('获取应诉方案', 'Get a defence plan'),
            },
            {
              title: l('商标近似查询', 'Trademark clearance search'),
              text: l('提交前检索目标国在先商标，识别近似风险，及早调整商标或类别。', 'Search earlier marks in the target country before filing and adjust the mark or classes early.'),
              tag: l('免费', 'Free'),
              url: '/mdt/search',
              linkLabel: l('立即查询', 'Search now'),
            },
            {
              title: l('尼斯分类查询', 'Nice class search'),
              text: l('输入商品名称，查找对应的尼斯分类和规范的商品描述，避免类别选错。', 'Type a product name to find its Nice class and an acceptable description of goods.'),
              url: '/mdt/searchCategory',
              linkLabel: l('查询类别', 'Find a class'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: l('商标注册怎么走', 'How a trademark filing works'),
          intro: l('以美国商标为例，其他国家流程相近，审查周期各有不同。', 'The US process as an example; other offices follow similar steps with different timelines.'),
          items: [
            { title: l('免费检索', 'Free clearance search'), text: l('检索目标国在先商标和近似标识，出具可注册性分析。', 'We search earlier and similar marks in the target country and report on registrability.') },
            { title: l('确定申请方案', 'Filing strategy'), text: l('确认申请主体、商标形式（文字或图形）、类别和商品描述，以及使用依据或意图使用依据。', 'We settle the applicant, the form of the mark (word or logo), classes, goods and the filing basis: use or intent to use.') },
            { title: l('递交申请', 'File the application'), text: l('准备委托书和使用证据，向商标局递交并第一时间反馈申请号，可用于亚马逊品牌备案。', 'We prepare the authorisation and specimens, file with the office and send you the serial number, which Amazon Brand Registry accepts.') },
            { title: l('审查与公告', 'Examination and publication'), text: l('跟进审查进度，代为答复审查意见；公告期内监测第三方异议。', 'We track examination, respond to office actions and watch for oppositions during publication.') },
            { title: l('下证与长期维护', 'Registration and upkeep'), text: l('注册后管理使用证据、续展期限和侵权监测，让商标持续有效。', 'After registration we manage proof of use, renewal deadlines and watch services so the mark stays enforceable.') },
          ],
        },
        {
          blockType: 'faq',
          heading: l('卖家最常问的问题', 'Questions sellers ask most'),
          items: [
            {
              question: l('我在中国注册了商标，在美国和欧洲也受保护吗？', 'My trademark is registered in China. Is it protected in the US and Europe?'),
              answer: l(
                '不受保护。商标权具有地域性，只在注册的国家或地区有效。要在美国、欧盟、英国或日本销售并维权，需要分别在当地申请，或通过马德里体系指定这些国家。',
                'No. Trademark rights are territorial and only apply where the mark is registered. To sell and enforce in the US, EU, UK or Japan you need a filing in each market, either directly or by designating them through the Madrid system.',
              ),
            },
            {
              question: l('美国商标和欧盟商标在申请规则上有什么不同？', 'How do US and EU trademark rules differ?'),
              answer: l(
                '美国以使用为基础：可以按“已使用”申请并提交使用证据，也可以按“意图使用”先行申请，但在注册前必须提交实际使用声明。欧盟、英国、日本和中国实行申请在先原则，申请时无需证明使用，但注册后连续五年不使用，可能被第三方申请撤销。',
                'The US is use-based: you can file on actual use with a specimen, or on intent to use, but you must file a statement of use before the mark registers. The EU, UK, Japan and China are first-to-file systems: no use is needed to apply, but a mark left unused for five consecutive years after registration can be revoked at a third party\'s request.',
              ),
            },
            {
              question: l('境外申请人申请美国商标必须委托美国律师吗？', 'Do foreign applicants need a US attorney to file in the US?'),
              answer: l(
                '是的。自 2019 年 8 月起，住所或主营业地在美国境外的申请人，必须由美国执业律师代表办理美国商标申请及后续程序。子午的美国商标申请均由合作的美国执业律师签署递交。',
                'Yes. Since August 2019 applicants domiciled outside the US must be represented by a US-licensed attorney for trademark applications and later filings. Every US filing we handle is signed and filed by a partner US attorney.',
              ),
            },
            {
              question: l('马德里国际注册适合我吗？', 'Should I use the Madrid system?'),
              answer: l(
                '如果你已有中国商标申请或注册，并计划同时进入三个以上成员国，马德里体系通常更省事：一份申请、一套费用、统一续展。但要注意：国际注册在五年内依附于国内基础商标，基础商标被驳回或撤销会连带影响各指定国；各指定国仍会独立审查。只进入美国一个市场时，直接申请往往更灵活。',
                'If you already have a Chinese application or registration and plan to enter three or more member countries, Madrid is usually simpler: one application, one set of fees, one renewal. Be aware that for five years the international registration depends on the Chinese basic mark, so its refusal or cancellation affects every designation, and each designated office still examines the mark on its own. For the US alone, a direct filing is often more flexible.',
              ),
            },
            {
              question: l('商标应该注册哪些类别？', 'Which classes should I file in?'),
              answer: l(
                '商标按尼斯分类共 45 类（第 1–34 类为商品，第 35–45 类为服务），每增加一个类别都会增加官费。建议首先覆盖你实际销售的商品，例如手机壳在第 9 类、服装在第 25 类、家居收纳多在第 20 或 21 类，再结合未来 2–3 年的品类扩展计划补充。可用本站的类别查询工具先行确认。',
                'The Nice classification has 45 classes (1-34 for goods, 35-45 for services) and official fees rise with each class. Cover what you actually sell first, for example phone cases in class 9, clothing in class 25 and storage products usually in class 20 or 21, then add classes for the product lines you plan in the next two or three years. Our class search tool helps you check.',
              ),
            },
            {
              question: l('做亚马逊品牌备案需要什么样的商标？', 'What trademark do I need for Amazon Brand Registry?'),
              answer: l(
                '需要在对应站点所属国家或地区已注册、或已递交申请的商标，文字商标或含文字的图形商标均可，商标文字须与品牌名称一致。拿到申请号后即可提交备案，不必等到下证；我们会协助准备备案所需信息。',
                'You need a trademark registered or applied for in the marketplace\'s country or region, either a word mark or a logo containing the brand name exactly as listed. You can enrol with the application serial number without waiting for registration; we help prepare the enrolment details.',
              ),
            },
            {
              question: l('店铺被 TRO 冻结了，我该怎么办？', 'My store has been frozen under a TRO. What should I do?'),
              answer: l(
                '这通常是权利人在美国联邦法院（常见于伊利诺伊州北区的“Schedule A”案件）申请临时禁令，由平台冻结店铺资金。请不要忽视：逾期未应诉可能被缺席判决。应尽快保存销售记录、确认被控商品和销售额，由律师评估侵权成立的可能性，再选择和解、抗辩或申请调整冻结范围。',
                'This is usually a temporary restraining order from a US federal court, often a so-called Schedule A case in the Northern District of Illinois, under which the marketplace freezes your funds. Do not ignore it: failing to appear can lead to a default judgment. Preserve your sales records, identify the accused listings and revenue, and have counsel assess the claim before choosing settlement, a defence or a request to narrow the freeze.',
              ),
            },
            {
              question: l('从申请到拿证大概要多久？', 'How long does registration take?'),
              answer: l(
                '视审查和异议情况而定。没有审查意见和异议时，欧盟商标一般约 4–6 个月、英国商标约 4 个月可以注册；美国商标通常需要 12 个月以上，收到审查意见或需要提交使用声明时会更长。',
                'It depends on examination and any opposition. Without objections an EU trade mark usually registers in about four to six months and a UK mark in about four; a US mark normally takes more than twelve months, longer if there is an office action or a statement of use to file.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: l('上架之前，先确认你的品牌能不能注册', 'Before you list, check that your brand can be registered'),
          text: l('提交品牌名称和目标市场，顾问会在 1 个工作日内给出检索结论和申请建议。', 'Send us the brand name and target markets; an adviser replies with search results and a filing plan within one business day.'),
          primaryAction: { label: l('免费查询商标', 'Search a trademark free'), url: '/mdt/search' },
          secondaryAction: { label: l('联系顾问', 'Contact an adviser'), url: '/mdt/contactUs' },
        },
      ],
    },
    ...MDT_PAGES,
  ],
}
