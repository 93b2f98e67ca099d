import type { BrandContentSeed, L } from '../types'

/**
 * Hanbridge Consulting (hk, platform 00): Korea market services. Locale-prefixed (cn, en, ko),
 * so paths are written without the locale (`/service#taxService`). Korea facts follow spec 9.
 */
const l = (cn: string, en: string, ko: string): L => ({ cn, en, ko })
const same = (v: string): L => ({ cn: v, en: v, ko: v })

const PRESALE = '400-000-0082'
const COOPERATION = '+86 21 0000 0082'
const SEOUL_PHONE = '+82 2 0000 0082'
const ADDRESS = l('上海市长宁区仙霞路 99 号 12 层', '12/F, 99 Xianxia Road, Changning District, Shanghai, China', '중국 상하이시 창닝구 셴샤로 99, 12층')
const SEOUL = l('首尔特别市江南区德黑兰路 311 号 9 层', '9F, 311 Teheran-ro, Gangnam-gu, Seoul, Korea', '서울특별시 강남구 테헤란로 311, 9층')

export const content: BrandContentSeed = {
  brand: {
    key: 'hk',
    platformCode: '00',
    name: l('韩桥咨询', 'Hanbridge Consulting', '한브리지 컨설팅'),
    siteTitle: l('韩国市场进入服务', 'Korea market entry services', '한국 시장 진출 서비스'),
    tagline: l('进入韩国市场，从一座可靠的桥开始', 'Your bridge into the Korean market', '한국 시장으로 가는 든든한 다리'),
    description: l(
      '韩桥咨询为中国及海外企业提供韩国公司注册、税务申报、D-8-4 与 D-8 签证办理，以及网红与专家营销服务，中韩两地团队全程协作。',
      'Hanbridge Consulting helps Chinese and international companies enter Korea: company registration, tax filing, D-8-4 and D-8 visas, and influencer and expert marketing, delivered by one team across Shanghai and Seoul.',
      '한브리지 컨설팅은 중국 및 해외 기업의 한국 진출을 위해 법인 설립, 세무 신고, D-8-4·D-8 비자, 인플루언서·전문가 마케팅 서비스를 상하이와 서울의 한 팀이 함께 제공합니다.',
    ),
    logoText: l('韩桥咨询', 'Hanbridge', '한브리지'),
    defaultLocale: 'cn',
    locales: ['cn', 'en', 'ko'],
    flags: { languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: SEOUL_PHONE },
    email: 'contact@hanbridge.example',
    address: ADDRESS,
    chatUrl: 'https://chat.hanbridge.example/consult',
    signUpBanner: {
      title: l('获取韩国市场进入方案', 'Get your Korea entry plan', '한국 진출 플랜 받기'),
      text: l('留下需求，商务顾问将在 48 小时内与您联系。', 'Tell us what you need and a business adviser will contact you within 48 hours.', '요청을 남겨 주시면 48시간 이내에 비즈니스 컨설턴트가 연락드립니다.'),
      buttonLabel: l('免费咨询', 'Free consultation', '무료 상담'),
    },
    copyright: l('© 2026 上海韩桥企业管理咨询有限公司 版权所有', '© 2026 Shanghai Hanbridge Business Consulting Co., Ltd. All rights reserved.', '© 2026 상하이 한브리지 비즈니스 컨설팅 유한회사. All rights reserved.'),
    filingNumbers: [
      { text: '沪ICP备00000000号-5', url: 'https://beian.miit.gov.cn/' },
      { text: '沪公网安备00000000000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#1F4E9E', primaryContrast: '#FFFFFF', accent: '#D62F3A', surface: '#F4F7FC', ink: '#10213F' },
    domains: [],
  },

  navigation: [
    { group: 'pcnav', label: l('首页', 'Home', '홈'), path: '/', pageType: '1', analyticsName: 'hk_nav_home', sort: 10 },
    {
      group: 'pcnav',
      label: l('服务', 'Services', '서비스'),
      path: '/service',
      key: 'Services',
      pageType: '2',
      analyticsName: 'hk_nav_services',
      sort: 20,
      children: [
        { group: 'pcnav', label: l('公司注册', 'Company registration', '법인 설립'), path: '/service#companyRegistration', key: 'Services', pageType: '1', analyticsName: 'hk_nav_company', sort: 10 },
        { group: 'pcnav', label: l('税务服务', 'Tax services', '세무 서비스'), path: '/service#taxService', key: 'Services', pageType: '1', analyticsName: 'hk_nav_tax', sort: 20 },
        { group: 'pcnav', label: l('签证服务', 'Visa services', '비자 서비스'), path: '/service#visaService', key: 'Services', pageType: '1', analyticsName: 'hk_nav_visa', sort: 30 },
        { group: 'pcnav', label: l('网红与专家营销', 'Influencer and expert marketing', '인플루언서·전문가 마케팅'), path: '/service#expertMarketing', key: 'Services', pageType: '1', analyticsName: 'hk_nav_marketing', sort: 40 },
      ],
    },
    { group: 'pcnav', label: l('成功案例', 'Case studies', '성공 사례'), path: '/case_studies', pageType: '1', analyticsName: 'hk_nav_cases', sort: 30 },
    { group: 'pcnav', label: l('新闻动态', 'News', '뉴스'), path: '/news', pageType: '1', analyticsName: 'hk_nav_news', sort: 40 },
    // Hidden until the first market reports are published.
    { group: 'pcnav', label: l('市场洞察', 'Insights', '시장 인사이트'), path: '/insight', pageType: '1', analyticsName: 'hk_nav_insight', sort: 50, enabled: false },
    { group: 'pcnav', label: l('联系我们', 'Contact', '문의하기'), path: '/contact', pageType: '1', analyticsName: 'hk_nav_contact', sort: 60 },

    { group: 'suspended', label: l('在线咨询', 'Live chat', '실시간 상담'), path: 'https://chat.hanbridge.example/consult', action: 'onlineService', analyticsName: 'hk_side_chat', sort: 10 },
    { group: 'suspended', label: l('联系我们', 'Contact us', '문의하기'), path: '/contact', action: 'contactUs', analyticsName: 'hk_side_contact', sort: 20 },
    { group: 'suspended', label: l('咨询电话', 'Call us', '상담 전화'), subtitle: same(PRESALE), action: 'preSaleTelephone', analyticsName: 'hk_side_phone', sort: 30 },
    { group: 'suspended', label: l('返回顶部', 'Back to top', '맨 위로'), action: 'backTop', analyticsName: 'hk_side_top', sort: 40 },
  ],

  footer: [
    {
      kind: 'function',
      title: l('服务', 'Services', '서비스'),
      sort: 10,
      items: [
        { label: l('韩国公司注册', 'Company registration', '법인 설립'), url: '/service#companyRegistration' },
        { label: l('韩国税务服务', 'Tax services', '세무 서비스'), url: '/service#taxService' },
        { label: l('D-8-4 / D-8 签证', 'D-8-4 and D-8 visas', 'D-8-4·D-8 비자'), url: '/service#visaService' },
        { label: l('网红与专家营销', 'Influencer and expert marketing', '인플루언서·전문가 마케팅'), url: '/service#expertMarketing' },
      ],
    },
    {
      kind: 'function',
      title: l('了解韩桥', 'About Hanbridge', '한브리지 소개'),
      sort: 20,
      items: [
        { label: l('成功案例', 'Case studies', '성공 사례'), url: '/case_studies' },
        { label: l('新闻动态', 'News', '뉴스'), url: '/news' },
        { label: l('联系我们', 'Contact', '문의하기'), url: '/contact' },
      ],
    },
    {
      kind: 'contactInformation',
      title: l('联系方式', 'Contact', '연락처'),
      sort: 30,
      items: [
        { label: l('咨询热线', 'Hotline', '상담 전화'), value: same(PRESALE), icon: 'phone' },
        { label: l('商务合作', 'Partnerships', '제휴 문의'), value: same(COOPERATION), icon: 'handshake' },
        { label: l('官方邮箱', 'Email', '이메일'), value: same('contact@hanbridge.example'), icon: 'mail' },
        { label: l('上海办公室', 'Shanghai office', '상하이 사무소'), value: ADDRESS, icon: 'location' },
        { label: l('首尔办公室', 'Seoul office', '서울 사무소'), value: l(`${SEOUL.cn}（${SEOUL_PHONE}）`, `${SEOUL.en} (${SEOUL_PHONE})`, `${SEOUL.ko} (${SEOUL_PHONE})`), icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: l('关注我们', 'Follow us', '팔로우하기'),
      sort: 40,
      items: [
        { label: l('微信公众号', 'WeChat official account', '위챗 공식 계정'), url: 'https://mp.hanbridge.example/wechat' },
        { label: l('KakaoTalk 频道', 'KakaoTalk channel', '카카오톡 채널'), url: 'https://pf.hanbridge.example/kakao' },
      ],
    },
    {
      kind: 'blogroll',
      title: l('友情链接', 'Useful links', '관련 기관'),
      sort: 50,
      items: [
        { label: l('Invest KOREA（韩国投资促进机构）', 'Invest KOREA', '인베스트 코리아'), url: 'https://www.investkorea.org/' },
        { label: l('韩国国税厅', 'National Tax Service (Korea)', '국세청'), url: 'https://www.nts.go.kr/' },
        { label: l('HiKorea 出入境综合服务', 'HiKorea immigration portal', '하이코리아'), url: 'https://www.hikorea.go.kr/' },
        { label: l('韩国互联网登记所', 'Korean Internet Registry Office', '인터넷등기소'), url: 'https://www.iros.go.kr/' },
      ],
    },
    {
      kind: 'bottom',
      title: l('底部信息', 'Legal', '법적 고지'),
      sort: 60,
      items: [
        { label: l('© 2026 上海韩桥企业管理咨询有限公司 版权所有', '© 2026 Shanghai Hanbridge Business Consulting Co., Ltd. All rights reserved.', '© 2026 상하이 한브리지 비즈니스 컨설팅 유한회사. All rights reserved.') },
        { label: same('沪ICP备00000000号-5'), url: 'https://beian.miit.gov.cn/' },
        { label: same('沪公网安备00000000000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: l('韩国法人设立', 'Korean company incorporation', '한국 법인 설립'), category: l('公司注册', 'Company registration', '법인 설립'), path: '/service#companyRegistration', hot: true, sort: 10 },
    { menuName: l('韩国分公司与联络办事处设立', 'Korean branch and liaison office', '한국 지점·연락사무소 설립'), category: l('公司注册', 'Company registration', '법인 설립'), path: '/service#companyRegistration', sort: 20 },
    { menuName: l('韩国增值税季度申报', 'Korean quarterly VAT filing', '부가가치세 분기 신고'), category: l('税务服务', 'Tax services', '세무 서비스'), path: '/service#taxService', hot: true, sort: 30 },
    { menuName: l('韩国法人税年度申报', 'Korean annual corporate tax return', '법인세 연간 신고'), category: l('税务服务', 'Tax services', '세무 서비스'), path: '/service#taxService', sort: 40 },
    { menuName: l('韩国记账与税务代理', 'Korean bookkeeping and tax agency', '기장 및 세무 대리'), category: l('税务服务', 'Tax services', '세무 서비스'), path: '/service#taxService', sort: 50 },
    { menuName: l('D-8-4 技术创业签证', 'D-8-4 technology start-up visa', 'D-8-4 기술창업 비자'), category: l('签证服务', 'Visa services', '비자 서비스'), path: '/service#visaService', hot: true, sort: 60 },
    { menuName: l('D-8 企业投资签证', 'D-8 corporate investment visa', 'D-8 기업투자 비자'), category: l('签证服务', 'Visa services', '비자 서비스'), path: '/service#visaService', sort: 70 },
    { menuName: l('韩国网红营销', 'Korean influencer marketing', '인플루언서 마케팅'), category: l('营销服务', 'Marketing', '마케팅'), path: '/service#expertMarketing', hot: true, sort: 80 },
    { menuName: l('专家与 KOL 背书营销', 'Expert and KOL endorsement marketing', '전문가·KOL 추천 마케팅'), category: l('营销服务', 'Marketing', '마케팅'), path: '/service#expertMarketing', sort: 90 },
  ],

  pages: [
    {
      slug: 'homes',
      title: l('韩桥咨询 | 韩国公司注册、税务、D-8-4 签证与网红营销', 'Hanbridge Consulting | Korean company registration, tax, D-8-4 visa and influencer marketing', '한브리지 컨설팅 | 한국 법인 설립·세무·D-8-4 비자·인플루언서 마케팅'),
      navLabel: l('首页', 'Home', '홈'),
      meta: {
        keywords: l(
          '韩国公司注册,韩国法人设立,韩国增值税,韩国法人税,D-8-4签证,D-8签证,韩国网红营销,韩国市场进入',
          'Korea company registration, Korean corporation setup, Korea VAT, Korean corporate tax, D-8-4 visa, D-8 visa, Korean influencer marketing, Korea market entry',
          '한국 법인 설립,외국인 법인 설립,부가가치세 신고,법인세 신고,D-8-4 비자,D-8 비자,인플루언서 마케팅,한국 시장 진출',
        ),
        description: l(
          '韩桥咨询已助力 2000+ 企业进入韩国：公司注册约 1–2 个月，D-8-4 签证最低投资 1,000 万韩元，季度增值税与年度法人税申报全程代理，80 万+ 网红资源助力品牌推广，48 小时内商务对接。',
          'Hanbridge Consulting has helped 2,000+ companies enter Korea: company registration in about 1-2 months, D-8-4 visas from a KRW 10 million investment, quarterly VAT and annual corporate tax filing, 800,000+ influencers for brand campaigns, and a business adviser in touch within 48 hours.',
          '한브리지 컨설팅은 2,000개 이상 기업의 한국 진출을 도왔습니다. 법인 설립 약 1~2개월, 투자금 1,000만 원부터 가능한 D-8-4 비자, 분기 부가가치세·연간 법인세 신고 대행, 80만 명 이상의 인플루언서 네트워크, 48시간 이내 비즈니스 상담 연결.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: l('韩国市场进入一站式服务', 'Korea market entry, end to end', '한국 시장 진출 원스톱 서비스'),
          heading: l('从公司注册到品牌走红，一站打通韩国市场', 'From incorporation to a brand Koreans talk about: one partner for the Korean market', '법인 설립부터 브랜드 확산까지, 한국 시장을 한 번에'),
          text: l(
            '韩桥咨询的中韩双语团队帮您完成韩国法人设立、税务申报和 D-8-4 / D-8 签证，再用 80 万+ 网红与专家资源把产品推向韩国消费者。每一步都有明确时间表，不走弯路。',
            'Our bilingual Chinese-Korean team sets up your Korean company, files your taxes and secures your D-8-4 or D-8 visa, then puts your product in front of Korean consumers through 800,000+ influencers and expert voices. Every step comes with a clear timeline.',
            '한중 이중언어 팀이 한국 법인 설립, 세무 신고, D-8-4·D-8 비자를 처리하고, 80만 명 이상의 인플루언서와 전문가 네트워크로 제품을 한국 소비자에게 알립니다. 모든 단계에 명확한 일정이 있습니다.',
          ),
          primaryAction: { label: l('免费咨询', 'Free consultation', '무료 상담 신청'), url: '/contact' },
          secondaryAction: { label: l('查看全部服务', 'See all services', '전체 서비스 보기'), url: '/service' },
          highlights: [
            { value: l('1–2 个月', '1-2 months', '1~2개월'), label: l('完成韩国公司注册', 'to register a Korean company', '한국 법인 설립 완료') },
            { value: l('1,000 万韩元', 'KRW 10 million', '1,000만 원'), label: l('D-8-4 签证投资门槛', 'investment for a D-8-4 visa', 'D-8-4 비자 투자 요건') },
            { value: l('80 万+', '800,000+', '80만+'), label: l('合作网红资源', 'influencers in our network', '협업 인플루언서') },
            { value: l('48 小时', '48 hours', '48시간'), label: l('内商务顾问联系您', 'to hear from a business adviser', '이내 컨설턴트 연락') },
          ],
        },
        {
          blockType: 'stats',
          heading: l('用结果说话', 'Results that speak', '숫자로 보는 한브리지'),
          items: [
            { value: l('2000+', '2,000+', '2,000+'), label: l('家企业在我们的帮助下进入韩国', 'companies helped into Korea', '한국 진출을 도운 기업') },
            { value: l('80 万+', '800,000+', '80만+'), label: l('网红与创作者资源', 'influencers and creators', '인플루언서·크리에이터') },
            { value: l('4–5 个月', '4-5 months', '4~5개월'), label: l('D-8-4 签证全程（D-8 约 6–8 个月）', 'for a D-8-4 visa (D-8: 6-8 months)', 'D-8-4 비자 전 과정 (D-8은 6~8개월)') },
            { value: l('48 小时', '48 hours', '48시간'), label: l('内完成商务对接', 'to a first business contact', '이내 비즈니스 상담 연결') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: l('进入韩国需要的每一项服务', 'Everything you need to enter Korea', '한국 진출에 필요한 모든 서비스'),
          intro: l('公司、税务、签证、营销四大板块，可单项委托，也可打包推进。', 'Company, tax, visa and marketing: take one service or combine them.', '법인·세무·비자·마케팅 네 가지 영역을 개별 또는 패키지로 이용하세요.'),
          items: [
            {
              title: l('韩国法人设立', 'Korean company incorporation', '한국 법인 설립'),
              text: l('外商投资申报、资本金汇入、法院法人登记到税务局事业者登记，约 1–2 个月完成。', 'Foreign investment notification, capital remittance, court registration and business registration with the tax office, done in about 1-2 months.', '외국인투자 신고, 자본금 송금, 법인 등기, 세무서 사업자등록까지 약 1~2개월에 완료합니다.'),
              tag: l('热门', 'Popular', '인기'),
              url: '/service#companyRegistration',
              linkLabel: l('了解公司注册', 'Company registration', '법인 설립 보기'),
            },
            {
              title: l('分公司与联络办事处', 'Branch and liaison office', '지점·연락사무소'),
              text: l('不想设立独立法人时，可设立分公司开展经营，或设立联络办事处进行市场调研。', 'If you do not need a separate company, open a branch to trade or a liaison office for market research.', '별도 법인이 필요 없다면 영업용 지점이나 시장조사용 연락사무소를 설치할 수 있습니다.'),
              url: '/service#companyRegistration',
              linkLabel: l('了解设立方式', 'Entity options', '설립 형태 보기'),
            },
            {
              title: l('增值税季度申报', 'Quarterly VAT filing', '부가가치세 분기 신고'),
              text: l('税率 10%，按销项税额减进项税额计算，每季度结束后 25 天内申报缴纳。', 'VAT of 10 %, calculated on sales less input tax credit, filed and paid within 25 days after each quarter ends.', '세율 10%, 매출세액에서 매입세액을 공제해 계산하며 분기 종료 후 25일 이내에 신고·납부합니다.'),
              tag: l('必做', 'Required', '필수'),
              url: '/service#taxService',
              linkLabel: l('了解税务服务', 'Tax services', '세무 서비스 보기'),
            },
            {
              title: l('法人税年度申报', 'Annual corporate tax return', '법인세 연간 신고'),
              text: l('2 亿韩元以下部分税率 9%，超过部分 19%，年度申报截止日为 3 月 31 日。', '9 % up to KRW 200 million and 19 % above; the annual return is due by 31 March.', '2억 원 이하 9%, 초과분 19%이며 연간 신고 기한은 3월 31일입니다.'),
              url: '/service#taxService',
              linkLabel: l('了解法人税', 'Corporate tax', '법인세 보기'),
            },
            {
              title: l('D-8-4 技术创业签证', 'D-8-4 technology start-up visa', 'D-8-4 기술창업 비자'),
              text: l('投资 1,000 万韩元即可申请，全程约 4–5 个月，适合初创团队和个人创业者。', 'Available with an investment of KRW 10 million and about 4-5 months end to end: a fit for founders and small teams.', '투자금 1,000만 원으로 신청 가능하며 전 과정 약 4~5개월로 창업자와 소규모 팀에 적합합니다.'),
              tag: l('热门', 'Popular', '인기'),
              url: '/service#visaService',
              linkLabel: l('了解 D-8-4', 'About D-8-4', 'D-8-4 보기'),
            },
            {
              title: l('D-8 企业投资签证', 'D-8 corporate investment visa', 'D-8 기업투자 비자'),
              text: l('投资 1 亿韩元设立外商投资企业，全程约 6–8 个月，适合正式经营规模的投资。', 'For a foreign-invested company with KRW 100 million of investment, about 6-8 months end to end.', '투자금 1억 원으로 외국인투자기업을 설립하며 전 과정 약 6~8개월이 소요됩니다.'),
              url: '/service#visaService',
              linkLabel: l('了解 D-8', 'About D-8', 'D-8 보기'),
            },
            {
              title: l('网红营销', 'Influencer marketing', '인플루언서 마케팅'),
              text: l('从 80 万+ 网红中按品类、粉丝画像和平台（Instagram、YouTube、Naver 博客）精准匹配。', 'We match you with creators from 800,000+ by category, audience and platform: Instagram, YouTube and Naver Blog.', '80만 명 이상의 인플루언서 중에서 카테고리, 팔로워 특성, 플랫폼(인스타그램·유튜브·네이버 블로그)별로 매칭합니다.'),
              tag: l('增长', 'Growth', '성장'),
              url: '/service#expertMarketing',
              linkLabel: l('了解网红营销', 'Influencer marketing', '인플루언서 마케팅 보기'),
            },
            {
              title: l('专家营销', 'Expert marketing', '전문가 마케팅'),
              text: l('邀请行业专家、测评达人进行专业评测与内容背书，建立韩国消费者的信任。', 'Industry experts and specialist reviewers test and endorse your product to build trust with Korean consumers.', '업계 전문가와 리뷰 전문가의 평가·추천 콘텐츠로 한국 소비자의 신뢰를 쌓습니다.'),
              url: '/service#expertMarketing',
              linkLabel: l('了解专家营销', 'Expert marketing', '전문가 마케팅 보기'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: l('进入韩国的五个步骤', 'Five steps into Korea', '한국 진출 5단계'),
          items: [
            { title: l('需求诊断', 'Needs assessment', '요구 사항 진단'), text: l('了解您的行业、投资预算和人员安排，推荐法人形式与签证类型。', 'We look at your industry, budget and people, then recommend the entity and the visa type.', '업종, 투자 예산, 인력 계획을 파악해 법인 형태와 비자 종류를 제안합니다.') },
            { title: l('公司设立', 'Company set-up', '법인 설립'), text: l('办理外商投资申报、资本金汇入、法人登记和事业者登记，约 1–2 个月。', 'Investment notification, capital remittance, corporate registration and business registration, about 1-2 months.', '외국인투자 신고, 자본금 송금, 법인 등기, 사업자등록을 약 1~2개월에 진행합니다.') },
            { title: l('签证申请', 'Visa application', '비자 신청'), text: l('准备 D-8-4 或 D-8 申请材料并递交，审批一般需要 1–3 个月。', 'We prepare and submit the D-8-4 or D-8 application; a decision usually takes 1-3 months.', 'D-8-4 또는 D-8 신청 서류를 준비·제출하며 심사는 보통 1~3개월 걸립니다.') },
            { title: l('税务托管', 'Tax management', '세무 관리'), text: l('记账、季度增值税和年度法人税申报按期完成，期限前提醒。', 'Bookkeeping, quarterly VAT and the annual corporate tax return filed on time, with reminders ahead of each deadline.', '기장, 분기 부가가치세, 연간 법인세 신고를 기한 내 처리하고 사전에 알려 드립니다.') },
            { title: l('市场推广', 'Market launch', '시장 출시'), text: l('匹配网红与专家资源，策划种草与评测内容，推动品牌在韩国落地。', 'We match influencers and experts and plan review and seeding content to launch the brand in Korea.', '인플루언서와 전문가를 매칭하고 체험·리뷰 콘텐츠를 기획해 브랜드 안착을 돕습니다.') },
          ],
        },
        {
          blockType: 'faq',
          heading: l('常见问题', 'Frequently asked questions', '자주 묻는 질문'),
          items: [
            {
              question: l('外国企业在韩国注册公司需要多久？流程是什么？', 'How long does it take to register a company in Korea, and what are the steps?', '외국 기업이 한국에서 법인을 설립하려면 얼마나 걸리고 절차는 어떻게 되나요?'),
              answer: l(
                '一般约 1–2 个月。主要步骤为：通过外汇银行或 KOTRA 办理外商投资申报；将资本金汇入韩国并取得出资证明；向法院登记所办理法人设立登记；最后到管辖税务局办理事业者登记。公证、认证文件的准备时间会影响整体进度，我们会提前列出清单。',
                'Usually about 1-2 months. The main steps are a foreign investment notification through a foreign exchange bank or KOTRA, remitting the capital to Korea and obtaining the certificate of deposit, registering the company at the court registry, and registering the business with the local tax office. Notarising and legalising documents affects the timeline, so we send a checklist up front.',
                '보통 약 1~2개월이 걸립니다. 외국환은행 또는 KOTRA를 통한 외국인투자 신고, 자본금 국내 송금 및 출자 증명 발급, 법원 등기소 법인 설립 등기, 관할 세무서 사업자등록 순으로 진행됩니다. 공증·인증 서류 준비 기간이 전체 일정에 영향을 주므로 사전에 체크리스트를 드립니다.',
              ),
            },
            {
              question: l('韩国增值税怎么计算，什么时候申报？', 'How is Korean VAT calculated and when is it filed?', '한국 부가가치세는 어떻게 계산하고 언제 신고하나요?'),
              answer: l(
                '韩国增值税税率为 10%，应纳税额为销项税额减去可抵扣的进项税额。申报按季度（第一至第四季度）进行，须在每季度结束后 25 天内完成申报和缴纳，例如第一季度须在 4 月 25 日前完成。',
                'Korean VAT is 10 %; the amount payable is output tax on sales minus creditable input tax. Returns are filed quarterly (Q1 to Q4) and must be filed and paid within 25 days after the quarter ends, so Q1 is due by 25 April.',
                '부가가치세율은 10%이며, 납부세액은 매출세액에서 공제 가능한 매입세액을 뺀 금액입니다. 1~4분기별로 신고하며 분기 종료 후 25일 이내에 신고·납부해야 합니다. 예를 들어 1분기는 4월 25일까지입니다.',
              ),
            },
            {
              question: l('韩国法人税税率是多少？年度申报截止日是哪天？', 'What is the Korean corporate tax rate and when is the annual return due?', '법인세율과 연간 신고 기한은 어떻게 되나요?'),
              answer: l(
                '应纳税所得额 2 亿韩元以下部分适用 9% 的税率，超过 2 亿韩元的部分适用 19%。年度法人税申报须在 3 月 31 日前完成。季度增值税申报与年度法人税申报是两项独立义务，需要分别按期办理。',
                'Taxable income up to KRW 200 million is taxed at 9 % and the part above KRW 200 million at 19 %. The annual corporate tax return is due by 31 March. Quarterly VAT and the annual corporate tax return are separate obligations, each with its own deadlines.',
                '과세표준 2억 원 이하 부분은 9%, 2억 원 초과 부분은 19%의 세율이 적용됩니다. 연간 법인세 신고는 3월 31일까지 해야 합니다. 분기 부가가치세 신고와 연간 법인세 신고는 별개의 의무이므로 각각 기한을 지켜야 합니다.',
              ),
            },
            {
              question: l('D-8-4 和 D-8 签证有什么区别？', 'What is the difference between the D-8-4 and D-8 visas?', 'D-8-4와 D-8 비자는 어떻게 다른가요?'),
              answer: l(
                'D-8-4 技术创业签证的投资门槛为 1,000 万韩元，从筹备到获签全程约 4–5 个月，另需满足学历和创业能力评估等条件；D-8 企业投资签证要求投资 1 亿韩元，全程约 6–8 个月。初创团队通常先选 D-8-4，业务规模扩大后再考虑 D-8。',
                'The D-8-4 technology start-up visa requires an investment of KRW 10 million and takes about 4-5 months from preparation to approval, with further conditions on education and a start-up capability assessment. The D-8 corporate investment visa requires KRW 100 million and takes about 6-8 months. Start-ups usually begin with D-8-4 and move to D-8 as the business grows.',
                'D-8-4 기술창업 비자는 투자금 1,000만 원이 필요하고 준비부터 발급까지 약 4~5개월이 걸리며, 학력 및 창업 역량 평가 등 추가 요건이 있습니다. D-8 기업투자 비자는 투자금 1억 원이 필요하고 약 6~8개월이 걸립니다. 초기 창업팀은 보통 D-8-4로 시작해 사업 규모가 커지면 D-8을 검토합니다.',
              ),
            },
            {
              question: l('公司注册和签证办理分别需要多长时间？', 'How long do company registration and the visa take?', '법인 설립과 비자 발급에는 각각 얼마나 걸리나요?'),
              answer: l(
                '公司注册约 1–2 个月，签证申请递交后的审批约 1–3 个月。两者合计，D-8-4 全程约 4–5 个月，D-8 约 6–8 个月。材料一次备齐可以明显缩短等待时间。',
                'Company registration takes about 1-2 months and the visa decision about 1-3 months after filing. Taken together, a D-8-4 takes about 4-5 months end to end and a D-8 about 6-8 months. Having every document ready the first time shortens the wait considerably.',
                '법인 설립은 약 1~2개월, 비자는 신청 후 심사에 약 1~3개월이 걸립니다. 전체적으로 D-8-4는 약 4~5개월, D-8은 약 6~8개월이 소요됩니다. 서류를 한 번에 완비하면 대기 시간을 크게 줄일 수 있습니다.',
              ),
            },
            {
              question: l('网红营销怎么做？需要注意什么规定？', 'How does influencer marketing work, and what rules apply?', '인플루언서 마케팅은 어떻게 진행되며 어떤 규정을 지켜야 하나요?'),
              answer: l(
                '我们从 80 万+ 网红资源中，按品类、粉丝画像和平台筛选人选，负责脚本沟通、样品寄送和效果复盘。韩国公平交易委员会要求推荐和背书内容清楚标明经济利益关系（如“含付费广告”），我们会在每篇内容中落实披露要求，避免品牌受罚。',
                'We shortlist creators from 800,000+ by category, audience and platform and handle briefs, product seeding and reporting. Korea\'s Fair Trade Commission requires endorsements to disclose any economic relationship clearly, for example "includes paid advertising", and we make sure every post carries it so the brand is not penalised.',
                '80만 명 이상의 인플루언서 중 카테고리, 팔로워 특성, 플랫폼에 맞춰 후보를 선정하고 브리프, 제품 발송, 성과 리포트까지 담당합니다. 공정거래위원회 추천·보증 심사지침에 따라 "유료 광고 포함" 등 경제적 이해관계를 명확히 표시해야 하며, 모든 콘텐츠에 이를 반영해 브랜드가 제재받지 않도록 관리합니다.',
              ),
            },
            {
              question: l('提交咨询后多久会有人联系我？', 'How soon will someone contact me after I enquire?', '문의 후 언제 연락을 받을 수 있나요?'),
              answer: l(
                '提交联系表单后，商务顾问会在 48 小时内通过电话或邮件与您联系，确认需求并给出初步方案。',
                'After you submit the contact form a business adviser will call or email you within 48 hours to confirm your needs and propose a first plan.',
                '문의 양식을 제출하시면 48시간 이내에 비즈니스 컨설턴트가 전화 또는 이메일로 연락드려 요구 사항을 확인하고 초기 방안을 제안합니다.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: l('准备进入韩国市场？先聊聊您的计划', 'Ready for Korea? Tell us your plan', '한국 진출을 준비 중이신가요? 계획을 들려주세요'),
          text: l('留下联系方式，48 小时内商务顾问与您联系，免费给出公司、签证、税务和营销的整体时间表。', 'Leave your details and a business adviser will contact you within 48 hours with a free timeline covering company, visa, tax and marketing.', '연락처를 남겨 주시면 48시간 이내에 컨설턴트가 법인·비자·세무·마케팅 전체 일정을 무료로 안내해 드립니다.'),
          primaryAction: { label: l('免费咨询', 'Free consultation', '무료 상담 신청'), url: '/contact' },
          secondaryAction: { label: l('查看成功案例', 'See case studies', '성공 사례 보기'), url: '/case_studies' },
        },
      ],
    },
  ],
}
