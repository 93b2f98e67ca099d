import type { BrandContentSeed, L } from '../types'

/**
 * 绿环回收 / Greenloop Recycling (platform 01): EPR consultancy, recycling labels and
 * design for recycling. Locale-prefixed URLs (/{locale}/...): paths here omit the locale,
 * the app adds it. No floating side panel for the recycling brand, so no suspended entries.
 */

/** Texts in the order English (default), German, Chinese. */
const l = (en: string, de: string, cn: string): L => ({ cn, en, de })
/** The same string in every locale (phone numbers, e-mail addresses). */
const same = (s: string): L => ({ cn: s, en: s, de: s })

const EPR = '/compliance_service_epr'
const ANALYSIS = `${EPR}#analyse-der-verpflichtungen`
const REPRESENTATIVE = `${EPR}#bevollmaechtigtenservice`
const AUDITS = `${EPR}#audits`
const REGISTRATION = `${EPR}#registrierung-mengenmeldung-reporting`

const PRESALE = '+49 40 0000 1210'
const COOPERATION = '+49 40 0000 1220'
const CHINA_DESK = '+86 21 0000 1230'
const EMAIL = 'hello@greenloop.example'
const ADDRESS = l('Musterstraße 1, 20095 Hamburg, Germany', 'Musterstraße 1, 20095 Hamburg, Deutschland', '德国汉堡 Musterstraße 1，邮编 20095')
const COPYRIGHT = l('© 2026 Greenloop Recycling GmbH. All rights reserved.', '© 2026 Greenloop Recycling GmbH. Alle Rechte vorbehalten.', '© 2026 绿环回收（Greenloop Recycling GmbH）版权所有')

export const content: BrandContentSeed = {
  brand: {
    key: 'gl',
    platformCode: '01',
    name: l('Greenloop Recycling', 'Greenloop Recycling', '绿环回收'),
    siteTitle: l('EPR consultancy for packaging, WEEE and batteries', 'EPR-Beratung für Verpackungen, Elektrogeräte und Batterien', '包装、WEEE与电池EPR合规咨询'),
    tagline: l('Producer responsibility, made workable', 'Herstellerverantwortung, praxisnah umgesetzt', '让生产者责任真正落地'),
    description: l(
      'Greenloop Recycling helps brands and online sellers meet extended producer responsibility in Europe: obligation analysis, authorised representative services, registration and volume reporting for packaging, electrical equipment and batteries, audit support, recycling labels and design for recycling.',
      'Greenloop Recycling unterstützt Marken und Online-Händler bei der erweiterten Herstellerverantwortung in Europa: Analyse der Verpflichtungen, Bevollmächtigtenservice, Registrierung und Mengenmeldung für Verpackungen, Elektrogeräte und Batterien, Begleitung von Audits, Recycling-Kennzeichnung und recyclinggerechtes Design.',
      '绿环回收帮助品牌和跨境卖家在欧洲履行生产者延伸责任（EPR）：义务分析、授权代表服务、包装/电子电气设备/电池的注册与数量申报、审计支持、回收标识以及可回收设计。',
    ),
    logoText: l('Greenloop', 'Greenloop', '绿环回收'),
    defaultLocale: 'en',
    locales: ['en', 'de', 'cn'],
    flags: { recycling: true, languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: CHINA_DESK },
    email: EMAIL,
    address: ADDRESS,
    chatUrl: 'https://chat.greenloop.example/consult',
    signUpBanner: {
      title: l('Not sure which EPR duties apply to you?', 'Unsicher, welche EPR-Pflichten für Sie gelten?', '不确定自己有哪些EPR义务？'),
      text: l(
        'Tell us what you sell and where. A consultant replies within 48 hours.',
        'Sagen Sie uns, was Sie wo verkaufen. Ein Berater meldet sich innerhalb von 48 Stunden.',
        '告诉我们你卖什么、卖到哪里，顾问将在48小时内回复。',
      ),
      buttonLabel: l('Contact us', 'Kontakt aufnehmen', '联系我们'),
    },
    copyright: COPYRIGHT,
    filingNumbers: [],
    theme: { primary: '#166534', primaryContrast: '#ffffff', accent: '#84cc16', surface: '#f4faf5', ink: '#14281d' },
    domains: [],
  },

  navigation: [
    { group: 'pcnav', label: l('Home', 'Startseite', '首页'), path: '/', pageType: '1', analyticsName: 'nav_home', sort: 1 },
    {
      group: 'pcnav',
      label: l('EPR services', 'EPR-Leistungen', 'EPR服务'),
      key: 'Services',
      path: EPR,
      pageType: '3',
      analyticsName: 'nav_epr',
      sort: 2,
      divPageList: [
        {
          name: l('Obligation analysis', 'Analyse der Verpflichtungen', '义务分析'),
          description: l('Which registrations you need, country by country', 'Welche Registrierungen Sie in welchem Land brauchen', '逐国梳理你需要办理的注册'),
          icon: 'search',
          url: ANALYSIS,
        },
        {
          name: l('Authorised representative', 'Bevollmächtigtenservice', '授权代表'),
          description: l('Your legal presence for WEEE and product safety', 'Ihre rechtliche Vertretung für ElektroG und Produktsicherheit', 'WEEE与产品安全所需的本地代表'),
          icon: 'shield',
          url: REPRESENTATIVE,
        },
        {
          name: l('Registration & reporting', 'Registrierung & Mengenmeldung', '注册与数量申报'),
          description: l('Registers, schemes and periodic volume reports', 'Register, Systeme und regelmäßige Mengenmeldungen', '登记、回收体系合约与定期申报'),
          icon: 'epr',
          url: REGISTRATION,
        },
        {
          name: l('Audits', 'Audits', '审计支持'),
          description: l('Preparing data and evidence for checks', 'Daten und Nachweise für Prüfungen vorbereiten', '为核查准备数据与证明材料'),
          icon: 'book',
          url: AUDITS,
        },
      ],
    },
    { group: 'pcnav', label: l('Recycling labels', 'Recycling-Kennzeichnung', '回收标识'), path: '/recycling_labels', pageType: '1', analyticsName: 'nav_labels', sort: 3 },
    { group: 'pcnav', label: l('Design for recycling', 'Recyclinggerechtes Design', '可回收设计'), path: '/design_for_recycling', pageType: '1', analyticsName: 'nav_design', sort: 4 },
    {
      group: 'pcnav',
      label: l('Insights', 'Wissen', '洞察'),
      key: 'IndustryInsight',
      pageType: '2',
      analyticsName: 'nav_insights',
      sort: 5,
      children: [
        { group: 'pcnav', label: l('News', 'News', '新闻'), path: '/news', pageType: '1', analyticsName: 'nav_insights_news', sort: 1 },
        { group: 'pcnav', label: l('Insights', 'Fachbeiträge', '行业洞察'), path: '/insight', pageType: '1', analyticsName: 'nav_insights_articles', sort: 2 },
        { group: 'pcnav', label: l('Case studies', 'Fallstudien', '客户案例'), path: '/case_studies', pageType: '1', analyticsName: 'nav_insights_cases', sort: 3 },
      ],
    },
    {
      group: 'pcnav',
      label: l('EU waste law', 'EU-Abfallrecht', '欧盟废弃物法规'),
      subtitle: l('European Commission', 'Europäische Kommission', '欧盟委员会'),
      path: 'https://environment.ec.europa.eu/topics/waste-and-recycling_en',
      pageType: '1',
      analyticsName: 'nav_eu_waste',
      sort: 6,
    },
    { group: 'pcnav', label: l('Contact', 'Kontakt', '联系我们'), path: '/contact', pageType: '1', analyticsName: 'nav_contact', sort: 7 },
  ],

  footer: [
    {
      kind: 'function',
      title: l('Services', 'Leistungen', '服务'),
      sort: 1,
      items: [
        { label: l('Obligation analysis', 'Analyse der Verpflichtungen', '义务分析'), url: ANALYSIS },
        { label: l('Authorised representative', 'Bevollmächtigtenservice', '授权代表'), url: REPRESENTATIVE },
        { label: l('Registration & reporting', 'Registrierung & Mengenmeldung', '注册与数量申报'), url: REGISTRATION },
        { label: l('Audits', 'Audits', '审计支持'), url: AUDITS },
        { label: l('Recycling labels', 'Recycling-Kennzeichnung', '回收标识'), url: '/recycling_labels' },
        { label: l('Design for recycling', 'Recyclinggerechtes Design', '可回收设计'), url: '/design_for_recycling' },
      ],
    },
    {
      kind: 'function',
      title: l('Company', 'Unternehmen', '关于我们'),
      sort: 2,
      items: [
        { label: l('News', 'News', '新闻'), url: '/news' },
        { label: l('Insights', 'Fachbeiträge', '行业洞察'), url: '/insight' },
        { label: l('Case studies', 'Fallstudien', '客户案例'), url: '/case_studies' },
        { label: l('Contact', 'Kontakt', '联系我们'), url: '/contact' },
      ],
    },
    {
      kind: 'contactInformation',
      title: l('Contact', 'Kontakt', '联系方式'),
      sort: 3,
      items: [
        { label: l('Phone', 'Telefon', '咨询电话'), value: same(PRESALE), url: 'tel:+494000001210', icon: 'phone' },
        { label: l('Partnerships', 'Kooperationen', '商务合作'), value: same(COOPERATION), url: 'tel:+494000001220', icon: 'handshake' },
        { label: l('China desk', 'China-Desk', '中国服务专线'), value: same(CHINA_DESK), url: 'tel:+862100001230', icon: 'phone' },
        { label: l('Email', 'E-Mail', '邮箱'), value: same(EMAIL), url: `mailto:${EMAIL}`, icon: 'mail' },
        { label: l('Address', 'Anschrift', '地址'), value: ADDRESS, icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: l('Follow us', 'Folgen Sie uns', '关注我们'),
      sort: 4,
      items: [
        { label: l('WeChat official account', 'WeChat-Kanal', '微信公众号'), url: 'https://weixin.greenloop.example/official' },
        { label: l('WhatsApp consultation', 'Beratung per WhatsApp', 'WhatsApp 咨询'), url: 'https://wa.greenloop.example/consult' },
      ],
    },
    {
      kind: 'blogroll',
      title: l('Authorities and registers', 'Behörden und Register', '主管机构与登记平台'),
      sort: 5,
      items: [
        { label: l('European Commission: Waste and recycling', 'Europäische Kommission: Abfall und Recycling', '欧盟委员会：废弃物与回收'), url: 'https://environment.ec.europa.eu/topics/waste-and-recycling_en' },
        { label: l('Central Agency Packaging Register (LUCID)', 'Zentrale Stelle Verpackungsregister (LUCID)', '德国包装登记中心（LUCID）'), url: 'https://www.verpackungsregister.org/' },
        { label: l('stiftung ear (German WEEE register)', 'stiftung elektro-altgeräte register', '德国电子电气设备登记处（stiftung ear）'), url: 'https://www.stiftung-ear.de/' },
        { label: l('ADEME (French Agency for Ecological Transition)', 'ADEME (Französische Agentur für den ökologischen Wandel)', '法国生态转型署（ADEME）'), url: 'https://www.ademe.fr/' },
      ],
    },
    {
      kind: 'bottom',
      title: l('Legal', 'Rechtliches', '法律信息'),
      sort: 6,
      items: [
        { label: COPYRIGHT },
        { label: l('Commercial register: Hamburg Local Court, HRB 000000', 'Handelsregister: Amtsgericht Hamburg, HRB 000000', '商业登记：汉堡地方法院 HRB 000000') },
        { label: l('VAT ID: DE000000000', 'USt-IdNr.: DE000000000', '增值税号：DE000000000') },
      ],
    },
  ],

  services: [
    { menuName: l('EPR obligation analysis', 'Analyse der EPR-Verpflichtungen', 'EPR义务分析'), category: l('Consulting', 'Beratung', '咨询'), path: ANALYSIS, hot: true, sort: 1 },
    { menuName: l('Authorised representative (WEEE)', 'Bevollmächtigter nach ElektroG', 'WEEE授权代表'), category: l('Representation', 'Vertretung', '授权代表'), path: REPRESENTATIVE, hot: true, sort: 2 },
    { menuName: l('EU responsible person (GPSR)', 'Verantwortliche Person in der EU (GPSR)', '欧盟负责人（GPSR欧代）'), category: l('Representation', 'Vertretung', '授权代表'), path: REPRESENTATIVE, sort: 3 },
    { menuName: l('German packaging registration (LUCID)', 'Verpackungsregistrierung in LUCID', '德国包装法注册（LUCID）'), category: l('Registration & reporting', 'Registrierung & Meldung', '注册与申报'), path: REGISTRATION, hot: true, sort: 4 },
    { menuName: l('WEEE registration', 'WEEE-Registrierung', 'WEEE注册'), category: l('Registration & reporting', 'Registrierung & Meldung', '注册与申报'), path: REGISTRATION, sort: 5 },
    { menuName: l('Battery registration', 'Batterieregistrierung', '电池法注册'), category: l('Registration & reporting', 'Registrierung & Meldung', '注册与申报'), path: REGISTRATION, sort: 6 },
    { menuName: l('French UIN registration', 'Französische UIN-Registrierung', '法国UIN注册'), category: l('Registration & reporting', 'Registrierung & Meldung', '注册与申报'), path: REGISTRATION, sort: 7 },
    { menuName: l('EPR audit support', 'Begleitung von EPR-Audits', 'EPR审计支持'), category: l('Consulting', 'Beratung', '咨询'), path: AUDITS, sort: 8 },
    { menuName: l('Recycling labels (Triman, Info-tri)', 'Recycling-Kennzeichnung (Triman, Info-tri)', '回收标识（Triman、Info-tri）'), category: l('Labels & design', 'Kennzeichnung & Design', '标识与设计'), path: '/recycling_labels', hot: true, sort: 9 },
    { menuName: l('Design for recycling review', 'Prüfung auf Recyclingfähigkeit', '可回收设计评估'), category: l('Labels & design', 'Kennzeichnung & Design', '标识与设计'), path: '/design_for_recycling', hot: true, sort: 10 },
  ],

  pages: [
    {
      slug: 'homes',
      title: l('Greenloop Recycling - EPR consultancy for Europe', 'Greenloop Recycling - EPR-Beratung für Europa', '绿环回收 - 欧洲EPR合规咨询'),
      navLabel: l('Home', 'Startseite', '首页'),
      meta: {
        keywords: l(
          'EPR, extended producer responsibility, German Packaging Act, LUCID, WEEE, Battery Regulation, authorised representative, GPSR, Triman, Info-tri, recycling labels, design for recycling',
          'EPR, erweiterte Herstellerverantwortung, Verpackungsgesetz, LUCID, ElektroG, WEEE, Batterieverordnung, Bevollmächtigter, GPSR, Triman, Info-tri, Recycling-Kennzeichnung, recyclinggerechtes Design',
          'EPR,生产者延伸责任,德国包装法,LUCID,WEEE,电池法规,授权代表,GPSR,欧代,Triman,Info-tri,回收标识,可回收设计',
        ),
        description: l(
          'Greenloop Recycling analyses your EPR obligations for packaging, electrical equipment and batteries, acts as your authorised representative, handles registrations and volume reporting, supports audits and gets your recycling labels right.',
          'Greenloop Recycling analysiert Ihre EPR-Pflichten für Verpackungen, Elektrogeräte und Batterien, übernimmt den Bevollmächtigtenservice, Registrierungen und Mengenmeldungen, begleitet Audits und sorgt für die richtige Recycling-Kennzeichnung.',
          '绿环回收为你分析包装、电子电气设备和电池的EPR义务，担任授权代表，办理注册与数量申报，支持审计，并确保回收标识合规。',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: l('EPR consultancy for brands selling in Europe', 'EPR-Beratung für Marken mit Vertrieb in Europa', '面向欧洲市场品牌的EPR咨询'),
          heading: l('Know your EPR duties. Meet them in every market.', 'EPR-Pflichten kennen. In jedem Markt erfüllen.', '看清EPR义务，在每个市场落实到位'),
          text: l(
            'Packaging, electrical equipment and batteries each carry producer-responsibility duties, and every country runs its own register. Greenloop works out what applies to you, acts as your authorised representative, registers you and reports your volumes, prepares you for audits and makes sure your packaging carries the right recycling labels.',
            'Verpackungen, Elektrogeräte und Batterien bringen jeweils eigene Herstellerpflichten mit sich, und jedes Land führt sein eigenes Register. Greenloop ermittelt, was für Sie gilt, übernimmt die Bevollmächtigung, registriert Sie, meldet Ihre Mengen, bereitet Sie auf Audits vor und sorgt für die richtige Recycling-Kennzeichnung Ihrer Verpackungen.',
            '包装、电子电气设备和电池各有生产者责任义务，而且每个国家都有自己的登记系统。绿环回收帮你厘清适用的义务，担任授权代表，完成注册和数量申报，为审计做好准备，并确保包装印上正确的回收标识。',
          ),
          primaryAction: { label: l('Check my obligations', 'Meine Pflichten prüfen', '评估我的EPR义务'), url: '#questionnaire' },
          secondaryAction: { label: l('Talk to a consultant', 'Beratung anfragen', '咨询顾问'), url: '/contact' },
          highlights: [
            { value: l('3 streams', '3 Bereiche', '3 类产品'), label: l('packaging, WEEE and batteries from one team', 'Verpackungen, Elektrogeräte und Batterien aus einer Hand', '包装、WEEE、电池一个团队办理') },
            { value: l('EN · DE · 中文', 'DE · EN · 中文', '中 · 英 · 德'), label: l('advice in your language', 'Beratung in Ihrer Sprache', '用你熟悉的语言沟通') },
            { value: l('48 h', '48 Std.', '48 小时'), label: l('reply to every enquiry', 'Antwort auf jede Anfrage', '内回复每一条咨询') },
          ],
        },
        {
          blockType: 'stats',
          heading: l('Dates and thresholds that matter', 'Fristen und Schwellen, auf die es ankommt', '需要牢记的日期与门槛'),
          items: [
            {
              value: l('0 kg', '0 kg', '0 公斤'),
              label: l(
                'minimum quantity under the German Packaging Act: LUCID registration and a dual-system licence from the first package',
                'Mindestmenge nach dem Verpackungsgesetz: LUCID-Registrierung und Systembeteiligung ab der ersten Verpackung',
                '德国包装法没有最低数量：从第一个包装起就需要LUCID注册和双元系统许可',
              ),
            },
            {
              value: l('18 Aug 2025', '18.08.2025', '2025.8.18'),
              label: l(
                'producer-responsibility duties under EU Battery Regulation 2023/1542 apply, built-in batteries included',
                'Herstellerpflichten nach der EU-Batterieverordnung 2023/1542 gelten, auch für eingebaute Batterien',
                '欧盟电池法规2023/1542的生产者责任义务开始施行，内置电池同样适用',
              ),
            },
            {
              value: l('13 Dec 2024', '13.12.2024', '2024.12.13'),
              label: l(
                'GPSR applies: every consumer product needs an economic operator established in the EU',
                'Die GPSR gilt: Jedes Verbraucherprodukt braucht einen in der EU niedergelassenen Wirtschaftsakteur',
                'GPSR开始适用：每件消费品都需要一家设在欧盟境内的经济经营者',
              ),
            },
            {
              value: l('£1m + 25 t', '1 Mio. £ + 25 t', '100万英镑 + 25吨'),
              label: l(
                'UK packaging EPR reaches only producers above GBP 1 million turnover and 25 tonnes of packaging a year',
                'Die britische Verpackungs-EPR betrifft nur Hersteller mit über 1 Mio. GBP Umsatz und über 25 t Verpackung pro Jahr',
                '英国包装EPR只覆盖年营业额超过100万英镑且年包装量超过25吨的较大生产者',
              ),
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: l('How we help', 'Unsere Leistungen', '我们的服务'),
          intro: l(
            'Six services that take you from “what do I owe?” to clean reports and compliant packaging.',
            'Sechs Leistungen, die Sie von der Frage „Was muss ich tun?“ zu sauberen Meldungen und konformen Verpackungen führen.',
            '六项服务，从“我有哪些义务”一路走到按时申报、包装合规。',
          ),
          items: [
            {
              title: l('Obligation analysis', 'Analyse der Verpflichtungen', '义务分析'),
              text: l(
                'We map your products, packaging and sales channels against each market’s rules and tell you which registrations you need: packaging, WEEE, batteries, and textile, furniture or tyre EPR where they apply.',
                'Wir gleichen Produkte, Verpackungen und Vertriebskanäle mit den Regeln jedes Marktes ab und zeigen, welche Registrierungen Sie brauchen: Verpackungen, Elektrogeräte, Batterien sowie gegebenenfalls Textil-, Möbel- oder Reifen-EPR.',
                '我们把你的产品、包装和销售渠道逐一对照各市场规则，列出需要办理的注册：包装、WEEE、电池，以及适用时的纺织品、家具或轮胎EPR。',
              ),
              tag: l('Analysis', 'Analyse', '分析'),
              url: ANALYSIS,
              linkLabel: l('Start with an analysis', 'Zur Analyse', '了解义务分析'),
            },
            {
              title: l('Authorised representative', 'Bevollmächtigtenservice', '授权代表'),
              text: l(
                'A producer of electrical equipment without a German establishment must appoint an authorised representative before registering. Under GPSR, non-EU sellers also need an EU-based economic operator named on the product and in the listing.',
                'Hersteller von Elektrogeräten ohne Niederlassung in Deutschland müssen vor der Registrierung einen Bevollmächtigten benennen. Nach der GPSR brauchen Verkäufer außerhalb der EU zudem einen in der EU ansässigen Wirtschaftsakteur, der auf dem Produkt und im Angebot genannt wird.',
                '在德国没有机构的电子电气设备生产者，注册前必须指定授权代表。根据GPSR，非欧盟卖家还需要一家欧盟境内的经济经营者，并在产品和商品页面上标明。',
              ),
              tag: l('Representation', 'Vertretung', '代表'),
              url: REPRESENTATIVE,
              linkLabel: l('About representation', 'Mehr zur Bevollmächtigung', '了解授权代表'),
            },
            {
              title: l('Registration & reporting', 'Registrierung & Mengenmeldung', '注册与数量申报'),
              text: l(
                'LUCID and a dual-system licence in Germany, UINs from ADEME in France, the producer register under Royal Decree 1055/2022 in Spain, national schemes elsewhere, then the regular volume reports each one requires.',
                'LUCID und Systembeteiligung in Deutschland, UIN der ADEME in Frankreich, das Herstellerregister nach dem Königlichen Dekret 1055/2022 in Spanien, nationale Systeme in weiteren Ländern und anschließend die jeweils geforderten Mengenmeldungen.',
                '德国LUCID注册与双元系统许可、法国ADEME签发的UIN、西班牙第1055/2022号皇家法令下的生产者登记以及其他国家的本国体系，并按各自要求定期申报数量。',
              ),
              tag: l('Registration', 'Registrierung', '注册'),
              url: REGISTRATION,
              linkLabel: l('Registration services', 'Zu den Registrierungen', '了解注册服务'),
            },
            {
              title: l('Audit support', 'Begleitung von Audits', '审计支持'),
              text: l(
                'When a register, scheme or marketplace asks for evidence, we reconcile your declared volumes with sales and purchase data and prepare the documentation, including Germany’s declaration of completeness where it is required.',
                'Wenn Register, Systeme oder Marktplätze Nachweise verlangen, gleichen wir gemeldete Mengen mit Verkaufs- und Einkaufsdaten ab und bereiten die Unterlagen vor, einschließlich der Vollständigkeitserklärung, wo sie verlangt wird.',
                '当登记机构、回收体系或平台要求提供证明时，我们将申报数量与销售和采购数据核对一致并准备文件，包括在需要时提交德国的完整性声明。',
              ),
              tag: l('Audits', 'Audits', '审计'),
              url: AUDITS,
              linkLabel: l('Prepare for audits', 'Audits vorbereiten', '了解审计支持'),
            },
            {
              title: l('Recycling labels', 'Recycling-Kennzeichnung', '回收标识'),
              text: l(
                'France requires the Triman logo with Info-tri sorting instructions. We check your artwork against each market’s rules and give your designers ready-to-use label files.',
                'Frankreich verlangt das Triman-Logo mit Info-tri-Trennhinweisen. Wir prüfen Ihre Druckvorlagen gegen die Regeln jedes Marktes und liefern Ihren Designern einsatzfertige Kennzeichnungsdateien.',
                '法国要求印制Triman标志和Info-tri分类说明。我们对照各市场规则审核你的包装设计稿，并向设计团队提供可直接使用的标识文件。',
              ),
              tag: l('Labels', 'Kennzeichnung', '标识'),
              url: '/recycling_labels',
              linkLabel: l('Recycling labels', 'Zur Kennzeichnung', '了解回收标识'),
            },
            {
              title: l('Design for recycling', 'Recyclinggerechtes Design', '可回收设计'),
              text: l(
                'Mono-materials, separable components and sorter-friendly colours make packaging easier to recycle and, where licence fees are eco-modulated, cheaper to license. We review your packaging and suggest practical changes.',
                'Monomaterialien, trennbare Komponenten und sortierfreundliche Farben machen Verpackungen besser recycelbar und, wo Lizenzentgelte ökologisch gestaffelt sind, günstiger. Wir prüfen Ihre Verpackungen und schlagen praktikable Änderungen vor.',
                '单一材质、可分离组件和便于分拣的颜色能让包装更易回收；在按环保程度调整费率的国家，还能降低许可费用。我们评估你的包装并提出可落地的改进建议。',
              ),
              tag: l('Design', 'Design', '设计'),
              url: '/design_for_recycling',
              linkLabel: l('Design for recycling', 'Mehr zum Design', '了解可回收设计'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: l('How an engagement works', 'So läuft die Zusammenarbeit', '合作流程'),
          items: [
            {
              title: l('Tell us about your products', 'Produkte und Märkte schildern', '介绍你的产品与市场'),
              text: l(
                'Send your product list, packaging materials, target markets and sales channels, or start with the online questionnaire.',
                'Senden Sie Produktliste, Verpackungsmaterialien, Zielmärkte und Vertriebskanäle oder beginnen Sie mit dem Online-Fragebogen.',
                '提供产品清单、包装材料、目标市场和销售渠道，或先填写在线问卷。',
              ),
            },
            {
              title: l('Receive your obligation analysis', 'Pflichtenanalyse erhalten', '获得义务分析'),
              text: l(
                'A written overview per country and stream: what applies, why, the legal basis and the deadlines that follow.',
                'Eine schriftliche Übersicht je Land und Bereich: was gilt, warum, die Rechtsgrundlage und die daraus folgenden Fristen.',
                '按国家和产品类别出具书面概览：适用哪些义务、为什么适用、法律依据以及随之而来的期限。',
              ),
            },
            {
              title: l('Register and appoint', 'Registrieren und bevollmächtigen', '注册与委任'),
              text: l(
                'We file the registrations, arrange scheme contracts and, where needed, act as your authorised representative.',
                'Wir nehmen die Registrierungen vor, organisieren die Systemverträge und übernehmen bei Bedarf die Bevollmächtigung.',
                '我们提交注册申请、安排回收体系合约，并在需要时担任你的授权代表。',
              ),
            },
            {
              title: l('Update labels and listings', 'Kennzeichnung und Angebote anpassen', '更新标识与商品信息'),
              text: l(
                'You receive registration numbers for your marketplace accounts and label files for your packaging.',
                'Sie erhalten Registrierungsnummern für Ihre Marktplatzkonten und Kennzeichnungsdateien für Ihre Verpackungen.',
                '你将获得用于平台账户的注册号，以及用于包装的标识文件。',
              ),
            },
            {
              title: l('Report and stay audit-ready', 'Melden und prüfbereit bleiben', '持续申报，随时迎审'),
              text: l(
                'We prepare the periodic volume reports and annual declarations and keep the evidence on file for audits.',
                'Wir erstellen die regelmäßigen Mengenmeldungen und Jahreserklärungen und halten die Nachweise für Audits bereit.',
                '我们准备定期数量申报和年度声明，并留存审计所需的证明材料。',
              ),
            },
          ],
        },
        {
          blockType: 'faq',
          heading: l('Frequently asked questions', 'Häufige Fragen', '常见问题'),
          items: [
            {
              question: l(
                'I only sell small quantities in Germany. Do I still need to register packaging?',
                'Ich verkaufe nur kleine Mengen in Deutschland. Muss ich Verpackungen trotzdem registrieren?',
                '我在德国销量很小，也要办理包装注册吗？',
              ),
              answer: l(
                'Yes. The German Packaging Act has no minimum quantity: anyone shipping packaged goods to consumers in Germany must register in the LUCID register and license the packaging with a dual system. Marketplaces must block sellers who are not registered, and Amazon checks the number before a listing can sell.',
                'Ja. Das Verpackungsgesetz kennt keine Mindestmenge: Wer verpackte Waren an Verbraucher in Deutschland versendet, muss sich im Verpackungsregister LUCID registrieren und die Verpackungen bei einem dualen System beteiligen. Marktplätze müssen nicht registrierte Verkäufer sperren, und Amazon prüft die Nummer, bevor ein Angebot verkauft werden kann.',
                '需要。德国包装法没有最低数量要求：凡是向德国消费者寄送带包装商品，都必须在LUCID包装登记系统注册，并与双元系统签订包装许可。平台必须屏蔽未注册卖家，亚马逊也会在商品可售前核验注册号。',
              ),
            },
            {
              question: l('What does France require?', 'Was verlangt Frankreich?', '法国有哪些要求？'),
              answer: l(
                'Under the AGEC law you need a unique identification number (UIN) from ADEME for each product category you place on the market, such as packaging, electrical equipment or batteries, and consumer products must show the Triman logo with Info-tri sorting instructions. France also has EPR for clothing, household linen and footwear, for furniture and for tyres.',
                'Nach dem AGEC-Gesetz brauchen Sie für jede Produktkategorie, die Sie in Verkehr bringen, etwa Verpackungen, Elektrogeräte oder Batterien, eine eindeutige Identifikationsnummer (UIN) der ADEME, und Verbraucherprodukte müssen das Triman-Logo mit Info-tri-Trennhinweisen tragen. Zudem gibt es in Frankreich EPR für Bekleidung, Haushaltswäsche und Schuhe, für Möbel und für Reifen.',
                '根据AGEC法，你投放市场的每个产品类别（如包装、电子电气设备、电池）都需要向ADEME申请唯一识别号（UIN），消费品还须印有Triman标志和Info-tri分类说明。此外，法国对服装、家用纺织品和鞋类、家具以及轮胎也实行EPR。',
              ),
            },
            {
              question: l(
                'When do I need an authorised representative?',
                'Wann brauche ich einen Bevollmächtigten?',
                '什么情况下需要授权代表？',
              ),
              answer: l(
                'In Germany, a producer of electrical or electronic equipment without a German establishment must appoint an authorised representative, who then registers with the national register before the products are sold. Separately, the General Product Safety Regulation 2023/988, applicable since 13 December 2024, requires an economic operator established in the EU for every consumer product, named with contact details on the product, its packaging or an accompanying document and in the online listing. The UK has its own UK responsible person.',
                'In Deutschland muss ein Hersteller von Elektro- und Elektronikgeräten ohne Niederlassung im Inland einen Bevollmächtigten benennen, der sich vor dem Verkauf beim nationalen Register registriert. Unabhängig davon verlangt die Produktsicherheitsverordnung 2023/988, die seit dem 13. Dezember 2024 gilt, für jedes Verbraucherprodukt einen in der EU niedergelassenen Wirtschaftsakteur, der mit Kontaktdaten auf dem Produkt, der Verpackung oder einem Begleitdokument sowie im Online-Angebot genannt wird. Das Vereinigte Königreich hat eine eigene verantwortliche Person.',
                '在德国，没有本地机构的电子电气设备生产者必须指定授权代表，由其在产品销售前向国家登记机构注册。另外，自2024年12月13日起适用的《通用产品安全法规》2023/988要求每件消费品都有一家欧盟境内的经济经营者，并在产品、包装或随附文件以及线上商品页面标明其名称和联系方式。英国另有单独的英国责任人要求。',
              ),
            },
            {
              question: l(
                'My product has a built-in battery. Which rules apply?',
                'Mein Produkt hat einen eingebauten Akku. Welche Regeln gelten?',
                '我的产品内置电池，适用哪些规定？',
              ),
              answer: l(
                'Two sets. The product is electrical equipment, so WEEE applies, and the battery falls under EU Battery Regulation 2023/1542, whose producer-responsibility duties have applied since 18 August 2025; batteries built into devices count. Germany registers battery producers with the national register, France issues a UIN for batteries and the UK has its own waste batteries regulations. Lamps, screens and temperature-exchange equipment are separate WEEE categories with their own registrations.',
                'Zwei Regelwerke. Das Produkt ist ein Elektrogerät, also gilt WEEE, und die Batterie fällt unter die EU-Batterieverordnung 2023/1542, deren Herstellerpflichten seit dem 18. August 2025 gelten; eingebaute Batterien zählen mit. Deutschland registriert Batteriehersteller beim nationalen Register, Frankreich vergibt eine UIN für Batterien, und das Vereinigte Königreich hat eigene Vorschriften für Altbatterien. Lampen, Bildschirme und Wärmeüberträger sind eigene WEEE-Kategorien mit eigener Registrierung.',
                '两套规则同时适用。产品本身属于电子电气设备，适用WEEE；电池适用欧盟电池法规2023/1542，其生产者责任义务自2025年8月18日起施行，内置于设备中的电池同样计入。德国在国家登记机构登记电池生产者，法国为电池签发UIN，英国有自己的废电池法规。灯具、显示屏和温度交换设备属于单独的WEEE类别，需要另行注册。',
              ),
            },
            {
              question: l(
                'Does UK packaging EPR apply to me?',
                'Gilt die britische Verpackungs-EPR für mich?',
                '英国包装EPR适用于我吗？',
              ),
              answer: l(
                'Only if you are a larger producer: UK packaging EPR reaches businesses with more than GBP 1 million turnover that handle more than 25 tonnes of packaging a year. Smaller sellers are outside it, although WEEE and battery rules in the UK still apply to electrical products.',
                'Nur, wenn Sie ein größerer Hersteller sind: Die britische Verpackungs-EPR betrifft Unternehmen mit mehr als 1 Mio. GBP Umsatz und mehr als 25 Tonnen Verpackung pro Jahr. Kleinere Händler fallen nicht darunter; für Elektroprodukte gelten im Vereinigten Königreich aber weiterhin die WEEE- und Batterieregeln.',
                '只有较大的生产者才适用：英国包装EPR覆盖年营业额超过100万英镑且年包装量超过25吨的企业。规模较小的卖家不在此列，但电子电气产品在英国仍需遵守WEEE和电池相关规定。',
              ),
            },
            {
              question: l(
                'I sell clothing and furniture. Is there EPR for that too?',
                'Ich verkaufe Kleidung und Möbel. Gibt es dafür auch EPR?',
                '我卖服装和家具，也有EPR吗？',
              ),
              answer: l(
                'Yes, in some countries. France has EPR schemes for clothing, household linen and footwear and for furniture, each with its own UIN. The Netherlands has had textile EPR since July 2023. Your packaging obligations apply on top.',
                'Ja, in einigen Ländern. Frankreich hat EPR-Systeme für Bekleidung, Haushaltswäsche und Schuhe sowie für Möbel, jeweils mit eigener UIN. In den Niederlanden gilt seit Juli 2023 eine Textil-EPR. Ihre Verpackungspflichten kommen hinzu.',
                '部分国家有。法国对服装、家用纺织品和鞋类以及家具分别实行EPR，各自需要单独的UIN；荷兰自2023年7月起实行纺织品EPR。此外，包装义务同样适用。',
              ),
            },
            {
              question: l(
                'Why should I care about design for recycling?',
                'Warum lohnt sich recyclinggerechtes Design?',
                '为什么要关注可回收设计？',
              ),
              answer: l(
                'Because it affects cost and market access. Several national schemes scale licence fees by how recyclable the packaging is, and the EU Packaging and Packaging Waste Regulation (EU) 2025/40 makes recyclability a condition for placing packaging on the market. Simple changes such as a mono-material film, a label that separates from the bottle or a colour sorting machines can detect often make the biggest difference.',
                'Weil es Kosten und Marktzugang beeinflusst. Mehrere nationale Systeme staffeln ihre Lizenzentgelte nach der Recyclingfähigkeit, und die EU-Verpackungsverordnung (EU) 2025/40 macht die Recyclingfähigkeit zur Voraussetzung für das Inverkehrbringen von Verpackungen. Einfache Änderungen wie eine Monomaterial-Folie, ein ablösbares Etikett oder eine für Sortieranlagen erkennbare Farbe bewirken oft am meisten.',
                '因为它关系到成本和市场准入。多个国家的回收体系按包装的可回收程度调整许可费率，欧盟《包装和包装废弃物法规》（EU）2025/40也把可回收性作为包装投放市场的条件。改用单一材质薄膜、使用可与瓶身分离的标签、选择分拣设备能够识别的颜色，这类简单调整往往效果最明显。',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: l('Find out where you stand on EPR', 'Finden Sie heraus, wo Sie bei EPR stehen', '看清你的EPR合规现状'),
          text: l(
            'Answer a few questions or write to us. A consultant replies within 48 hours.',
            'Beantworten Sie ein paar Fragen oder schreiben Sie uns. Ein Berater antwortet innerhalb von 48 Stunden.',
            '回答几个问题，或直接给我们留言，顾问将在48小时内回复。',
          ),
          primaryAction: { label: l('Check my obligations', 'Meine Pflichten prüfen', '评估我的EPR义务'), url: '#questionnaire' },
          secondaryAction: { label: l('Contact us', 'Kontakt aufnehmen', '联系我们'), url: '/contact' },
        },
      ],
    },
  ],
}
