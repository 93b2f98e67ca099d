import type { L, PageSeed } from '../types'

/**
 * The trademark search (/search) and class search (/searchCategory) pages (issue 6): the
 * CMS part around the search features: hero with the h1, how the check works, what to do
 * with the result, FAQ and a call to action. Written once and given the brand's name and
 * contact page, because lz, hb and the IP brand mdt all carry both tools.
 */

const t = (cn: string, en: string): L => ({ cn, en })

export interface TrademarkPagesBrand {
  name: L
  /** The brand's contact page, e.g. /mdt/contactUs. */
  contact: string
  /** Where the two tools live for this brand: '' for /search, '/mdt' for /mdt/search. */
  prefix: string
}

function searchPage(b: TrademarkPagesBrand): PageSeed {
  return {
    slug: 'search',
    title: t(`商标近似查询 - ${b.name.cn}`, `Trademark clearance search - ${b.name.en}`),
    navLabel: t('商标查询', 'Trademark search'),
    meta: {
      keywords: t(
        '商标查询,商标近似查询,美国商标查询,欧盟商标查询,英国商标查询,日本商标查询,商标注册风险',
        'trademark search, similar mark search, US trademark search, EU trademark search, UK trademark search, Japan trademark search, trademark filing risk',
      ),
      description: t(
        '输入中文或英文商标，检索美国、英国、欧盟和日本的在先商标：相同、读音近似、一字之差和包含关系都会列出，并给出所选类别的注册风险。',
        'Enter a Chinese or Latin mark and check earlier marks in the US, UK, EU and Japan: identical, sound-alike, one-letter-apart and containing marks are listed with the filing risk for your classes.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('免费商标初筛', 'Free first check'),
        heading: t('商标近似查询：提交申请前，先看看有没有撞名', 'Trademark clearance search: check for clashes before you file'),
        text: t(
          '输入想注册的品牌名，选择目标国家和商品类别。系统会同时比对文字、拼音和英文读音，把相同、读音近似、一字之差和包含关系的在先商标按相似度排好，并说明每一条为什么被列出。',
          'Type the brand you want to register and pick the countries and classes. We compare the spelling, the pinyin and the English pronunciation, rank identical, sound-alike, one-letter-apart and containing earlier marks by similarity, and say why each one is listed.',
        ),
        highlights: [
          { value: t('5 个', '5'), label: t('商标局数据：美国、英国、欧盟、日本（申请/注册）', 'registers: US, UK, EU, Japan (filed / registered)') },
          { value: t('4 种', '4'), label: t('近似判断：相同、读音近似、一字之差、包含', 'kinds of match: identical, sounds alike, one letter apart, contains') },
          { value: t('1 个工作日', '1 working day'), label: t('律师人工检索答复时间', 'for an attorney’s manual search') },
        ],
      },
      {
        blockType: 'featureGrid',
        heading: t('检索结果怎么看', 'Reading the result'),
        intro: t('每条结果都标出相似原因和商标状态，风险等级只看你选择的类别。', 'Every hit shows why it matched and its status; the risk level looks only at the classes you chose.'),
        items: [
          { title: t('相同', 'Identical'), text: t('文字完全一致（忽略大小写、空格和全角半角）。同类别下已注册的相同商标，基本无法再注册。', 'The same text, ignoring case, spaces and full-width forms. An identical registered mark in the same class almost always blocks a new filing.'), tag: t('高风险', 'High risk') },
          { title: t('读音近似', 'Sounds alike'), text: t('拼写不同但读起来一样，例如中文商标的拼音与英文商标相同，或 Nyke 与 Nike。审查员和法院都会把读音作为判断混淆的重要因素。', 'Spelt differently but pronounced the same: a Chinese mark whose pinyin equals a Latin mark, or Nyke and Nike. Examiners and courts treat sound as a key sign of confusion.'), tag: t('高/中风险', 'High / medium') },
          { title: t('一字之差', 'One letter apart'), text: t('只差一个字母或一个字，例如 Quibblebox 与 Quibblefox。越短的商标，一个字母的差别越不足以区分。', 'One letter or character apart, such as Quibblebox and Quibblefox. The shorter the mark, the less one letter sets it apart.'), tag: t('中风险', 'Medium') },
          { title: t('包含', 'Contains'), text: t('你的商标包含在先商标，或被在先商标包含，例如 Zentro 与 Zentro Home。在先商标是显著部分时风险较高。', 'Your mark contains an earlier mark or is contained in one, such as Zentro and Zentro Home. The risk is higher when the shared part is the distinctive one.'), tag: t('视情况', 'Depends') },
        ],
      },
      {
        blockType: 'steps',
        heading: t('查到近似商标之后', 'After you find a similar mark'),
        items: [
          { title: t('看类别和状态', 'Check classes and status'), text: t('已失效、被驳回或已撤回的商标一般不构成障碍；不同类别、商品差异大的商标风险也较低。', 'Expired, refused and withdrawn marks rarely block you; marks in other classes for unrelated goods carry less risk.') },
          { title: t('调整方案', 'Adjust the plan'), text: t('可以换一个更有显著性的名称，增加独特的前后缀，或只在没有冲突的类别中申请。', 'Choose a more distinctive name, add a distinctive prefix or suffix, or file only in classes without a conflict.') },
          { title: t('请律师人工检索', 'Ask an attorney'), text: t('自动检索是初筛。准备投入广告和库存之前，请律师结合图形、商品描述和审查惯例做一次人工检索，1 个工作日内答复。', 'The automatic check is a first screen. Before you invest in stock and advertising, let an attorney search by hand, taking logos, goods descriptions and examination practice into account; the answer comes within one working day.') },
        ],
      },
      {
        blockType: 'faq',
        heading: t('商标查询常见问题', 'Trademark search FAQ'),
        items: [
          { question: t('为什么要登录才能查询？', 'Why do I need to log in to search?'), answer: t('检索在专业数据上运行，登录可以防止批量抓取，也让你在工作台保存查询记录、提交人工检索申请。注册只需要手机号和验证码。', 'The search runs on professional data; logging in prevents bulk scraping and lets you keep your search records and ask for a manual search. Signing up takes only a phone number and a text code.') },
          { question: t('查不到近似商标，就一定能注册吗？', 'If nothing similar turns up, will my mark be registered?'), answer: t('不一定。注册还要看商标是否有显著性、是否描述商品本身，以及审查期间他人是否提出异议。查询结果是风险初筛，不是法律意见。', 'Not necessarily. Registration also depends on distinctiveness, whether the mark describes the goods, and oppositions during examination. The result is a first screen, not legal advice.') },
          { question: t('中文商标和英文商标会互相比对吗？', 'Are Chinese and Latin marks compared with each other?'), answer: t('会。中文商标按拼音与英文商标比对读音，例如“华为”与 HUAWEI 会被判定为读音近似。', 'Yes. Chinese marks are compared by their pinyin, so 华为 and HUAWEI are reported as sounding alike.') },
          { question: t('查询记录保存在哪里？', 'Where are my searches kept?'), answer: t('最近 15 次查询保存在你的浏览器中，方便一键重查；登录后的查询记录也会保存在你的账号下，可以随时查看。', 'Your last 15 searches are kept in your browser for one-click repeats; searches made while logged in are also kept with your account.') },
        ],
      },
      {
        blockType: 'cta',
        heading: t('不确定商品属于哪个类别？', 'Not sure which class your product is in?'),
        text: t('用尼斯分类查询输入商品名称，找到类别、类似群和商品编号，再回来检索商标。', 'Look up your product in the Nice class search to find its class, similar group and item code, then come back and search.'),
        primaryAction: { label: t('查询商品类别', 'Find the class'), url: `${b.prefix}/searchCategory` },
        secondaryAction: { label: t('咨询商标顾问', 'Talk to an adviser'), url: b.contact },
      },
    ],
  }
}

function classSearchPage(b: TrademarkPagesBrand): PageSeed {
  return {
    slug: 'searchCategory',
    title: t(`尼斯分类查询 - ${b.name.cn}`, `Nice class search - ${b.name.en}`),
    navLabel: t('类别查询', 'Class search'),
    meta: {
      keywords: t('尼斯分类,商标分类查询,类似群,商品服务分类,商标类别', 'Nice classification, trademark class search, similar groups, goods and services classes, trademark classes'),
      description: t(
        '按商品或服务名称查找商标类别：45 个尼斯分类（含美国特殊类别 46）、类似群和商品编号，基于尼斯分类第十三版中文版。',
        'Find the trademark class for a product or service: the 45 Nice classes (and US special class 46), similar groups and item codes, from the Chinese edition of the Nice Classification, 13th edition.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('尼斯分类第十三版', 'Nice Classification, 13th edition'),
        heading: t('尼斯分类查询：找到商品所属的商标类别', 'Nice class search: find the class for your product'),
        text: t(
          '商标按商品和服务分成 45 个类别，同一类别下又分为若干类似群。输入商品名称（中文或英文），即可看到对应的类别、类似群编号和商品编号；也可以直接浏览下面的全部类别。',
          'Trademarks are filed for goods and services in 45 classes, each split into similar groups. Type a product name in Chinese or English to see its class, similar group code and item code, or browse all the classes below.',
        ),
        highlights: [
          { value: t('45 + 1', '45 + 1'), label: t('个类别（含美国特殊类别 46）', 'classes (with US special class 46)') },
          { value: t('492', '492'), label: t('个类似群', 'similar groups') },
          { value: t('11,986', '11,986'), label: t('个规范商品/服务项目', 'listed goods and services') },
        ],
      },
      {
        blockType: 'steps',
        heading: t('如何选对类别', 'Choosing the right classes'),
        items: [
          { title: t('先查核心商品', 'Start with your core product'), text: t('按你实际销售的商品查询，例如“蓝牙耳机”在第 9 类 0907 类似群。', 'Search for what you actually sell: Bluetooth earphones are in class 9, similar group 0907.') },
          { title: t('再看关联类别', 'Then related classes'), text: t('配件、包装和周边产品可能在其他类别，例如手机壳在第 9 类，而手机挂绳属于第 26 类。', 'Accessories and related products may sit elsewhere: a phone case is in class 9, while a phone lanyard is in class 26.') },
          { title: t('覆盖计划中的商品', 'Cover what you plan to sell'), text: t('商标只保护申请时指定的商品，未来一两年计划上架的品类最好一并申请。', 'A mark protects only the goods named in the application, so include the categories you plan to launch in the next year or two.') },
        ],
      },
      {
        blockType: 'faq',
        heading: t('类别查询常见问题', 'Class search FAQ'),
        items: [
          { question: t('类似群是什么？', 'What is a similar group?'), answer: t('类似群是中国商标审查中对同一类别商品的进一步划分。一般情况下，同一类似群内的商品被视为类似商品，近似商标在同一类似群内容易被驳回。', 'Similar groups subdivide each class in Chinese examination practice. Goods in the same group are generally treated as similar, so similar marks in the same group are likely to be refused.') },
          { question: t('第 46 类是什么？', 'What is class 46?'), answer: t('第 46 类不是尼斯分类，而是美国商标局用于证明商标和集体成员商标的特殊类别，普通卖家一般用不到。', 'Class 46 is not a Nice class: the US office uses it for certification marks and collective membership marks. Sellers rarely need it.') },
          { question: t('查询结果可以直接用于申请吗？', 'Can I use the result in my application?'), answer: t('可以作为参考。各国商标局对商品描述的接受程度不同，提交前顾问会按目标国家的可接受商品名称为你调整。', 'As a guide. Each office accepts different wordings, so before filing an adviser adjusts the goods to the target office’s accepted terms.') },
        ],
      },
      {
        blockType: 'cta',
        heading: t('选好类别，查一查商标能不能注册', 'Classes chosen? Check whether your mark is free'),
        text: t('带上类别去做商标近似查询，风险等级只看你选择的类别。', 'Take your classes to the trademark search; the risk level looks only at the classes you pick.'),
        primaryAction: { label: t('商标近似查询', 'Trademark search'), url: `${b.prefix}/search` },
        secondaryAction: { label: t('咨询商标顾问', 'Talk to an adviser'), url: b.contact },
      },
    ],
  }
}

export function trademarkPages(brand: TrademarkPagesBrand): PageSeed[] {
  return [searchPage(brand), classSearchPage(brand)]
}
