import type { FeatureSeedWriter } from '../features'
import { richText } from '../localize'
import type { L, PageSeed, RichTextSeed } from '../types'

/**
 * The help centre of the compliance brand (operation, /support/*, problem): categories,
 * operation manuals and FAQ answers. Facts follow ../shared/domain/compliance-rules.md;
 * seller-platform menu names are given as Amazon shows them and flagged as changeable.
 */

const t = (cn: string, en: string): L => ({ cn, en })

type CategoryKey = 'account' | 'vat' | 'epr' | 'product' | 'fees'

interface ArticleSeed {
  category: CategoryKey
  title: L
  summary?: L
  keywords: L
  content: RichTextSeed
}

const CATEGORIES: { key: CategoryKey; icon: string; name: L; description: L }[] = [
  { key: 'account', icon: 'account', name: t('账户与工作台', 'Account and workspace'), description: t('注册登录、工作台待办、上传资料和查看合规报告。', 'Signing up and in, workspace to-dos, uploading documents and reading your compliance report.') },
  { key: 'vat', icon: 'vat', name: t('VAT注册与申报', 'VAT registration and returns'), description: t('税号、税局信件、申报数据提交与核对。', 'Tax numbers, tax office letters, and preparing and checking return data.') },
  { key: 'epr', icon: 'epr', name: t('EPR注册与申报', 'EPR registration and reporting'), description: t('包装法、WEEE、电池法注册号的使用与年度数据申报。', 'Using packaging, WEEE and battery registration numbers, and reporting quantities.') },
  { key: 'product', icon: 'shield', name: t('欧代与产品合规', 'EU representative and product compliance'), description: t('GPSR负责人信息、产品标签与平台合规资料。', 'GPSR responsible-person details, product labels and marketplace compliance data.') },
  { key: 'fees', icon: 'calculator', name: t('费用与发票', 'Fees and invoices'), description: t('价格构成、付款方式与发票申请。', 'What prices include, how to pay and how to request an invoice.') },
]

const MANUALS: ArticleSeed[] = [
  {
    category: 'account',
    title: t('注册与登录商户账户', 'Signing up and logging in to your merchant account'),
    summary: t('用中国大陆手机号和短信验证码注册、登录，无需设置密码。', 'Sign up and log in with a mainland China mobile number and a text-message code; no password needed.'),
    keywords: t('注册,登录,验证码,手机号,账户', 'sign up, log in, verification code, mobile number, account'),
    content: richText(
      `## 注册账户

1. 点击页面右上角的“注册”，在新标签页打开商户注册页面。
2. 输入 11 位中国大陆手机号，点击“获取验证码”。收不到短信时，可以改选“语音电话”接收。
3. 输入 6 位数字验证码，阅读并勾选《用户协议》和《隐私政策》，点击“注册并登录”。

一个手机号对应一个商户账户。如果提示“该手机号已注册”，请直接登录。

## 登录账户

点击“登录”，输入手机号和验证码即可。验证码 **10 分钟内有效、只能使用一次**，连续输错 5 次需要重新获取。

## 登录后

登录后页面顶部会显示“进入工作台”和“退出”。填写过的合规问卷报告会自动归入你的账户，可在账户中心的“我的报告”里随时查看。`,
      `## Signing up

1. Click "Sign up" at the top right; the merchant sign-up page opens in a new tab.
2. Enter your 11-digit mainland China mobile number and click "Get code". If no text arrives, choose a voice call instead.
3. Enter the 6-digit code, read and accept the Terms of Use and Privacy Policy, and click "Sign up and log in".

Each mobile number has one merchant account. If you are told the number is already registered, simply log in.

## Logging in

Click "Log in" and enter your number and a code. A code is **valid for 10 minutes and works once**; after 5 wrong tries, ask for a new one.

## After logging in

The top of the page then shows "Enter workspace" and "Log out". Compliance reports you generated before signing up are added to your account, under "My reports" in the account centre.`,
    ),
  },
  {
    category: 'account',
    title: t('工作台使用入门', 'Getting started with the workspace'),
    summary: t('工作台集中显示待办事项、办理进度、资料和账单，先看待办，再看进度。', 'The workspace brings together to-dos, progress, documents and bills: start with your to-dos, then check progress.'),
    keywords: t('工作台,待办,进度,服务,入门', 'workspace, to-do, progress, services, getting started'),
    content: richText(
      `## 工作台能做什么

- **待办事项**：需要你补充的资料、确认的数据或支付的账单，按截止日期排序。
- **服务进度**：每项服务（例如德国VAT注册、包装法注册）的当前阶段，以及税局或登记机构的回复。
- **资料中心**：你上传过的文件、我们为你取得的证书和税局信件，可随时下载。
- **合规报告**：你通过问卷生成的报告，以及报告中推荐的服务。

## 建议的使用顺序

1. 每次登录先处理“待办事项”，尤其是标记为即将到期的事项。
2. 在“服务进度”中查看有无新回复；税局来信会同时以短信提醒。
3. 需要沟通时，在对应服务下留言，顾问会在 48 小时内回复。

## 多人协作

公司同事需要查看时，请使用同一个商户账户登录，不要把验证码转发给无关人员。`,
      `## What the workspace does

- **To-dos**: documents we need from you, data to confirm and bills to pay, sorted by due date.
- **Service progress**: the current stage of each service (for example German VAT registration or packaging registration) and any replies from tax offices or registers.
- **Documents**: files you uploaded, and certificates and tax office letters we obtained for you, ready to download.
- **Compliance reports**: the reports you generated with the questionnaire and the services they recommend.

## A good routine

1. Each time you log in, clear your to-dos first, especially those marked as due soon.
2. Check "Service progress" for new replies; a text message also tells you when a tax office writes.
3. To ask something, leave a message on the service concerned: an adviser replies within 48 hours.

## Working as a team

Colleagues who need access log in to the same merchant account; never pass verification codes to anyone else.`,
    ),
  },
  {
    category: 'account',
    title: t('如何上传资料', 'How to upload documents'),
    summary: t('文件格式、清晰度和命名要求，以及常见注册资料清单。', 'File formats, legibility and naming, and the documents registrations usually need.'),
    keywords: t('上传资料,上传文件,营业执照,身份证,扫描件,授权书', 'upload documents, upload files, business licence, ID card, scan, power of attorney'),
    content: richText(
      `## 上传步骤

1. 在工作台打开需要补充资料的服务，或点击“待办事项”中的上传提醒。
2. 按清单逐项点击“上传”，选择文件。每个文件不超过 20 MB。
3. 全部上传后点击“提交审核”，顾问会在 1 个工作日内检查；不合格的文件会退回并注明原因。

## 文件要求

- 格式：PDF、JPG 或 PNG；多页文件请合并为一个 PDF。
- 清晰完整：四角齐全、无反光、文字可辨认，证件在有效期内。
- 命名：建议用“资料名称-公司简称”，例如“营业执照-北辰贸易”。

## 常见资料

- 公司营业执照、法定代表人身份证或护照；
- 店铺后台的公司信息页截图、近期销售报告；
- 签字盖章的授权书或委托书（模板可在服务页面下载）。

部分税局或登记机构要求公证件或翻译件，顾问会在待办中单独说明，无需提前办理。`,
      `## Steps

1. In the workspace, open the service that needs documents, or click the upload reminder in your to-dos.
2. Click "Upload" next to each item on the checklist and choose the file. Each file can be up to 20 MB.
3. When everything is there, click "Submit for review". An adviser checks within one working day and returns any file that will not be accepted, saying why.

## File requirements

- Formats: PDF, JPG or PNG; combine several pages into one PDF.
- Legible and complete: all four corners visible, no glare, readable text, documents still valid.
- Naming: "document name - company", for example "business licence - Beichen Trading".

## Documents usually needed

- Company business licence, and the legal representative's ID card or passport;
- A screenshot of the company information page of your seller account, and a recent sales report;
- A signed and stamped power of attorney (templates are on the service page).

Some tax offices and registers ask for notarised or translated copies; your adviser will tell you in a to-do if they do, so there is no need to arrange them in advance.`,
    ),
  },
  {
    category: 'account',
    title: t('如何阅读合规报告', 'How to read your compliance report'),
    summary: t('报告按市场列出每项义务：适用原因、法律依据、时限、风险和对应服务的价格。', 'The report lists each obligation by market: why it applies, legal basis, timing, risk and the price of the service that meets it.'),
    keywords: t('合规报告,问卷,报告解读,义务,费用', 'compliance report, questionnaire, obligations, cost'),
    content: richText(
      `## 报告从哪里来

回答首页问卷中的 9 个业务问题（目标市场、销售平台、产品是否带电池或通电、是否有商标等），系统会按最新的合规规则生成报告。问卷可随时重新填写，每次都会生成一份新报告。

## 每项义务包含什么

- **适用原因**：是你的哪些回答触发了这项义务，例如“在德国存储货物”。
- **法律依据**：对应的法规，例如德国《包装法》或欧盟《通用产品安全法规》（GPSR）。
- **时限**：需要在什么时间前完成，例如“首笔销售前”。
- **不合规风险**：不处理的后果，例如平台下架商品或税局罚款。
- **对应服务与价格**：办理该义务的服务、当前优惠价、原价以及是否含官费。

## 预估总费用

报告底部按各项服务当前优惠价合计，仅供参考；最终报价以顾问确认为准。

## 保存与分享

报告链接就是访问凭证：点击“复制报告链接”可以发给同事，也可以“打印报告”保存为 PDF。请不要公开发布链接。`,
      `## Where the report comes from

Answer the nine business questions of the questionnaire on the home page (target markets, sales platforms, whether products contain batteries or are powered, whether you own a trademark and so on) and the report is generated from the current compliance rules. You can answer again at any time; each time creates a new report.

## What each obligation shows

- **Why it applies**: which of your answers triggered it, for example "you store goods in Germany".
- **Legal basis**: the law behind it, for example the German Packaging Act or the EU General Product Safety Regulation (GPSR).
- **Timing**: when it must be done, for example "before your first sale".
- **Risk**: what happens if you ignore it, such as listings removed by the marketplace or fines from the tax office.
- **Service and price**: the service that meets it, its current price, the original price and whether official fees are included.

## Estimated total

The total at the bottom adds up the current prices of the services; it is a guide, and your adviser confirms the final quote.

## Keeping and sharing

The report's link is its key: "Copy report link" lets you send it to a colleague, and "Print report" saves it as a PDF. Do not publish the link.`,
    ),
  },
  {
    category: 'vat',
    title: t('如何提交VAT申报数据', 'How to submit your VAT return data'),
    summary: t('每个申报期结束后，上传平台VAT交易报告和进项凭证，确认后由顾问申报。', 'After each period, upload your marketplace VAT transaction report and purchase documents; once you confirm, your adviser files the return.'),
    keywords: t('VAT申报,申报数据,销售数据,亚马逊VAT交易报告,进口增值税,C79', 'VAT return, return data, sales data, Amazon VAT transactions report, import VAT, C79'),
    content: richText(
      `## 什么时候提交

申报期结束后，工作台会生成“提交申报数据”的待办，并标明截止日期。申报周期（月度、季度或年度）以税局通知为准：英国VAT按季度申报，并通过符合“数字化税务”（Making Tax Digital）要求的软件提交。

## 需要哪些数据

1. **销售数据**：亚马逊卖家可在卖家平台“报告 > 税务文件库”下载“亚马逊VAT交易报告”（Amazon VAT Transactions Report）；其他平台或独立站请导出同期订单明细。
2. **进项数据**：进口增值税凭证（英国为 C79）、采购发票、物流和仓储发票。
3. **其他**：退货、站外销售或自发货订单，请在备注中说明。

## 提交步骤

1. 在待办中点击“提交申报数据”，按国家和期间上传文件。
2. 系统自动汇总销售额、销项税和可抵扣进项税，生成申报草稿。
3. 核对草稿中的金额，确认无误后点击“确认申报”。如有疑问，在页面留言，顾问会先解释再申报。
4. 申报完成后，回执和应缴税款会出现在“资料中心”和“账单”中。

请务必在截止日期前提交：逾期申报或缴款，税局可能收取滞纳金或罚款。`,
      `## When to submit

After each period ends, the workspace creates a "Submit return data" to-do with its due date. How often you file (monthly, quarterly or yearly) follows the tax office's notice: UK VAT returns are quarterly and go through software that meets Making Tax Digital.

## What data is needed

1. **Sales**: Amazon sellers download the Amazon VAT Transactions Report in Seller Central under Reports > Tax Document Library; for other marketplaces or your own store, export the period's order details.
2. **Purchases**: import VAT certificates (C79 in the UK), purchase invoices, freight and storage invoices.
3. **Anything else**: returns, off-Amazon sales or merchant-fulfilled orders; explain them in the notes.

## Steps

1. In the to-do, click "Submit return data" and upload the files per country and period.
2. The system totals sales, output VAT and deductible input VAT and prepares a draft return.
3. Check the figures in the draft and click "Confirm return". If something is unclear, leave a message: your adviser explains before filing.
4. Once filed, the receipt and the VAT to pay appear under Documents and Bills.

Submit before the due date: late returns or payments can bring late-payment surcharges or penalties from the tax office.`,
    ),
  },
  {
    category: 'vat',
    title: t('如何查看税号与税局信件', 'Finding your VAT numbers and tax office letters'),
    summary: t('注册完成后的税号、证书和税局来信都在资料中心；德国会先后下发税号和增值税识别号。', 'Tax numbers, certificates and tax office letters are in Documents; Germany issues a tax number first and a VAT ID afterwards.'),
    keywords: t('税号,VAT号,德国税号,Steuernummer,USt-IdNr,税局信件', 'VAT number, tax number, German tax number, Steuernummer, USt-IdNr, tax office letter'),
    content: richText(
      `## 在哪里查看

工作台“资料中心 > 税务文件”按国家列出：VAT证书、税号通知、申报回执和税局来信。新的税局信件会同时出现在待办中，并附中文摘要和需要你做的事。

## 德国的两个号码

- **税号（Steuernummer）**：由负责你的税务局下发，用于申报和缴税。中国（含港澳台）企业由柏林新克尔恩税务局（Finanzamt Neukölln）负责。
- **增值税识别号（USt-IdNr.）**：取得税号后由联邦中央税务局（BZSt）下发，以 DE 开头，用于欧盟内交易和平台填写。

## 英国

英国VAT号码为 GB 加 9 位数字，注册后由英国税务海关总署（HMRC）通过证书告知。

## 收到税局信件怎么办

不要自行回复。顾问会在 2 个工作日内解读信件，告诉你是否需要补充资料或缴款，以及截止日期。`,
      `## Where to find them

In the workspace, Documents > Tax documents lists per country: VAT certificates, tax number notices, return receipts and tax office letters. A new letter also appears in your to-dos with a summary and what you need to do.

## Germany's two numbers

- **Tax number (Steuernummer)**: issued by the tax office in charge of you, used to file and pay. Companies from China, including Hong Kong, Macau and Taiwan, are handled by the Berlin Neukölln tax office (Finanzamt Neukölln).
- **VAT identification number (USt-IdNr.)**: issued by the Federal Central Tax Office (BZSt) once you have a tax number; it starts with DE and is the number used for intra-EU trade and on marketplaces.

## United Kingdom

A UK VAT number is GB followed by 9 digits; HM Revenue & Customs (HMRC) sends it with the registration certificate.

## When a tax office writes

Do not answer it yourself. Your adviser explains the letter within 2 working days and tells you whether documents or a payment are needed, and by when.`,
    ),
  },
  {
    category: 'vat',
    title: t('VAT申报前的数据核对清单', 'Checklist before a VAT return'),
    summary: t('确认申报草稿前最值得检查的六件事。', 'Six things worth checking before you confirm a draft return.'),
    keywords: t('VAT申报,核对,清单,销售额,进项税,OSS', 'VAT return, check, checklist, sales, input VAT, OSS'),
    content: richText(
      `## 确认草稿前请检查

1. **期间正确**：上传的报告起止日期与申报期一致，没有跨期订单。
2. **销售国家**：从该国仓库发出的销售计入该国申报；跨境发给其他欧盟国家消费者的远程销售，全年欧盟合计超过 10,000 欧元后按目的国征税，可通过 OSS 统一申报。
3. **平台代扣**：进口单票不超过 150 欧元（英国不超过 135 英镑）直接售给消费者的订单，平台作为视同供应商代收VAT，不应重复申报。
4. **退货与退款**：退款订单应冲减销售额。
5. **进项凭证**：只有抬头为你公司、信息完整的进口凭证和发票才能抵扣。
6. **汇率**：非本币交易按税局认可的汇率折算，系统默认使用当期官方汇率。

有任何一项不确定，请在草稿页面留言，顾问会逐项说明。`,
      `## Before you confirm a draft, check

1. **The period**: the reports' start and end dates match the return period, with no orders from another period.
2. **The country of sale**: sales shipped from a country's warehouse belong to that country's return; distance sales to consumers in other EU countries are taxed at destination once they exceed EUR 10,000 a year EU-wide, and OSS can cover them in one return.
3. **Marketplace collection**: for imported consignments of at most EUR 150 (GBP 135 in the UK) sold directly to consumers, the marketplace is the deemed supplier and collects the VAT; do not declare them again.
4. **Returns and refunds**: refunded orders reduce your sales.
5. **Input documents**: only import certificates and invoices in your company's name, with complete details, can be deducted.
6. **Exchange rates**: foreign-currency amounts are converted at a rate the tax office accepts; the system uses the official rate of the period by default.

If you are unsure about any point, leave a message on the draft and your adviser will go through it with you.`,
    ),
  },
  {
    category: 'epr',
    title: t('如何在亚马逊卖家平台填写EPR注册号', 'Where to enter EPR registration numbers in Amazon Seller Central'),
    summary: t('德国和法国站会核验包装、电器、电池等类别的EPR注册号，缺失会导致商品被限制销售。', 'Amazon checks EPR numbers for packaging, electrical equipment, batteries and more in Germany and France; missing numbers lead to blocked listings.'),
    keywords: t('亚马逊,EPR注册号,卖家平台,管理您的合规性,德国包装法,法国UIN,WEEE', 'Amazon, EPR registration number, Seller Central, Manage Your Compliance, German Packaging Act, French UIN, WEEE'),
    content: richText(
      `## 为什么要填写

在德国和法国，平台必须确认卖家履行了生产者延伸责任（EPR）。亚马逊会核验注册号，缺少或无效的注册号会导致商品被限制销售；在法国，亚马逊还可能替未合规的卖家代为申报缴费，并从卖家账户扣回费用。

## 填写步骤

1. 登录卖家平台（欧洲站），在左上角菜单中打开 **绩效 > 账户状况**，进入 **管理您的合规性**（Manage Your Compliance）。也可以通过 **报告 > 管理您的EPR合规** 进入。
2. 选择 **提交合规信息**，类别选 **生产者延伸责任（EPR）**。
3. 选择国家（德国或法国）和类别，例如德国包装、德国电器电子设备、德国电池，或法国的包装、电器电子设备、电池等。
4. 按证书原样填写注册号（包括国家代码前缀），提交后等待审核，通常几个工作日内显示结果。

## 注册号在哪里

我们为你办理的注册证书在工作台“资料中心 > EPR证书”中，每个号码旁都标注了国家和类别，复制粘贴即可。

亚马逊后台的菜单名称会不时调整；找不到入口时，在卖家平台帮助中搜索“EPR”，或联系顾问远程协助。`,
      `## Why it matters

In Germany and France, marketplaces must confirm that sellers meet extended producer responsibility (EPR). Amazon checks your registration numbers: missing or invalid numbers lead to blocked listings, and in France Amazon may report and pay on behalf of a non-compliant seller and recover the charges from the seller account.

## Steps

1. Log in to Seller Central Europe and, from the menu, open **Performance > Account Health** and then **Manage Your Compliance**. The page is also reachable under **Reports > Manage your EPR Compliance**.
2. Choose **Submit compliance information** and the category **Extended Producer Responsibility (EPR)**.
3. Pick the country (Germany or France) and the category, for example German packaging, German electrical and electronic equipment, German batteries, or the French packaging, electrical equipment and battery categories.
4. Enter the registration number exactly as on the certificate, country prefix included, and submit. The check usually completes within a few working days.

## Where your numbers are

The certificates we obtained for you are in the workspace under Documents > EPR certificates, each number labelled with its country and category, ready to copy.

Amazon renames its menus from time to time; if you cannot find the page, search for "EPR" in Seller Central help, or ask your adviser to guide you.`,
    ),
  },
  {
    category: 'epr',
    title: t('德国包装法：LUCID注册与数据申报操作', 'German Packaging Act: LUCID registration and quantity reports'),
    summary: t('在LUCID登记、与双元系统签约，并向两边申报相同的包装数量。', 'Register in LUCID, sign a licence with a dual system, and report the same packaging quantities to both.'),
    keywords: t('德国包装法,VerpackG,LUCID,双元系统,包装注册,数据申报', 'German Packaging Act, VerpackG, LUCID, dual system, packaging registration, quantity report'),
    content: richText(
      `## 三件事缺一不可

1. **LUCID注册**：在德国包装登记中心（Zentrale Stelle Verpackungsregister）的 LUCID 系统登记，取得注册号。注册没有最低数量，卖出第一件带包装的商品前就要完成。
2. **双元系统许可**：与一家双元系统签订合同，为预计投放的包装数量付费。
3. **数据申报**：向双元系统申报的包装数量（按纸、塑料、玻璃等材质，单位千克），要同样申报到 LUCID，两边数据必须一致。

## 在工作台的操作

1. 在“EPR服务 > 德国包装法”中填写预计全年包装用量，工作台提供按商品估算重量的表格。
2. 我们据此办理LUCID注册和双元系统合同，完成后注册号出现在资料中心。
3. 年末在待办中填写实际用量，我们同步申报给双元系统和LUCID，多退少补。

## 注意

- 每年投放的包装超过法定门槛（玻璃 80,000 千克，或纸类 50,000 千克，或铁、铝、塑料和复合包装 30,000 千克）的企业，还需要提交完整性声明（Vollständigkeitserklärung）。
- 亚马逊等平台必须阻止未注册卖家销售，请注册后立即在卖家平台填写注册号。`,
      `## Three parts, all required

1. **LUCID registration**: register in the LUCID system of the Central Agency Packaging Register (Zentrale Stelle Verpackungsregister) and receive a registration number. There is no minimum quantity: it must be done before you sell the first packaged product.
2. **Dual system licence**: sign a contract with a dual system and pay for the packaging you expect to place on the market.
3. **Quantity reports**: the quantities you report to the dual system (per material such as paper, plastics and glass, in kilograms) are reported to LUCID as well, and both must match.

## In the workspace

1. Under EPR services > German Packaging Act, enter your expected packaging for the year; a sheet helps estimate weight per product.
2. We complete the LUCID registration and the dual system contract; the number then appears in Documents.
3. At year end, enter the actual quantities in the to-do; we report them to the dual system and to LUCID and settle the difference.

## Good to know

- Companies placing more than the legal thresholds on the market in a year (80,000 kg of glass, or 50,000 kg of paper, or 30,000 kg of ferrous metal, aluminium, plastic and composite packaging) must also file a declaration of completeness (Vollständigkeitserklärung).
- Marketplaces such as Amazon must block unregistered sellers, so enter the number in Seller Central as soon as you have it.`,
    ),
  },
  {
    category: 'epr',
    title: t('如何上传EPR年度申报数据', 'How to upload your yearly EPR quantities'),
    summary: t('包装按材质重量、电器按类别台数和重量、电池按类型重量申报。', 'Packaging by material weight, electrical equipment by category units and weight, batteries by type and weight.'),
    keywords: t('EPR申报,年度申报,包装重量,WEEE申报,电池申报,数据模板', 'EPR report, yearly report, packaging weight, WEEE report, battery report, data template'),
    content: richText(
      `## 申报什么

- **包装**：按材质（纸、塑料、玻璃、金属、复合材料等）填写全年投放的包装重量（千克）。
- **电器电子设备（WEEE）**：按设备类别填写台数和重量，灯具、显示屏、温度交换设备等属于单独类别。
- **电池**：按电池类型填写重量，内置在设备里的电池同样要申报。

## 操作步骤

1. 在待办“提交EPR年度数据”中下载对应国家的数据模板。
2. 按商品填写销量和单件包装重量（或设备、电池重量），模板会自动汇总。
3. 上传模板并点击“提交”。顾问核对后按各国登记机构的格式申报，回执保存在资料中心。

## 数据从哪来

销量可从平台销售报告导出；单件重量建议实际称重并保留记录，登记机构抽查时需要提供依据。`,
      `## What is reported

- **Packaging**: the weight (kg) placed on the market in the year, per material (paper, plastics, glass, metal, composites and so on).
- **Electrical and electronic equipment (WEEE)**: units and weight per equipment category; lamps, screens and temperature-exchange equipment are categories of their own.
- **Batteries**: weight per battery type; batteries built into devices are reported too.

## Steps

1. In the "Submit yearly EPR data" to-do, download the template for the country.
2. Enter sales and packaging weight per unit (or device and battery weight) per product; the template totals them.
3. Upload the template and click "Submit". Your adviser checks it and files it in each register's format; the receipts are kept in Documents.

## Where the numbers come from

Sales come from your marketplace sales reports; weigh one unit of each product and keep the record, as registers may ask for evidence.`,
    ),
  },
  {
    category: 'product',
    title: t('如何在亚马逊添加GPSR负责人信息', 'How to add GPSR responsible person details on Amazon'),
    summary: t('自2024年12月13日起，欧盟站商品需要展示制造商和欧盟负责人信息。', 'Since 13 December 2024, EU listings must show manufacturer and EU responsible person details.'),
    keywords: t('GPSR,欧代,欧盟负责人,亚马逊,制造商信息,安全信息', 'GPSR, EU representative, EU responsible person, Amazon, manufacturer details, safety information'),
    content: richText(
      `## 背景

欧盟《通用产品安全法规》（GPSR，(EU) 2023/988）自 2024 年 12 月 13 日起适用：在欧盟销售的每件消费品都需要一个设在欧盟境内的经济经营者，其名称和联系方式要标注在产品、包装或随附文件上，并在网上商品页面中展示。非欧盟卖家需要指定欧盟负责人。

## 在卖家平台添加

1. 登录卖家平台（欧洲站），打开 **绩效 > 账户状况 > 商品政策合规**，查看需要补充 GPSR 信息的品牌和商品。
2. 先添加 **制造商** 信息：公司名称、邮政地址和电子联系方式（邮箱或网址）。
3. 再添加 **负责人** 信息：填写欧盟负责人的名称、欧盟境内地址和邮箱，与授权书上的信息完全一致。
4. 将制造商和负责人关联到对应品牌或商品（ASIN）。
5. 需要时上传安全信息：警示语、说明书或安全资料的图片或 PDF，语言为销售国的官方语言。

## 我们提供什么

使用我们的欧代服务后，负责人名称、地址和邮箱在工作台“资料中心 > 欧代信息”中，可直接复制。亚马逊后台的菜单名称会调整，找不到入口时可联系顾问远程协助。`,
      `## Background

The EU General Product Safety Regulation (GPSR, (EU) 2023/988) has applied since 13 December 2024: every consumer product sold in the EU needs an economic operator established in the EU, named with contact details on the product, its packaging or an accompanying document, and in the online listing. A non-EU seller appoints an EU responsible person.

## Adding it in Seller Central

1. Log in to Seller Central Europe and open **Performance > Account Health > Product Policy Compliance** to see the brands and products that need GPSR details.
2. Add the **manufacturer**: company name, postal address and an electronic contact (email or website).
3. Add the **responsible person**: the name, EU address and email of your EU responsible person, exactly as in the mandate.
4. Link the manufacturer and the responsible person to the brands or products (ASINs) concerned.
5. Where asked, upload safety information: images or PDFs of warnings, instructions or safety documents in the language of the country of sale.

## What we provide

With our EU responsible person service, the name, address and email are in the workspace under Documents > EU representative, ready to copy. Amazon renames its menus from time to time; if you cannot find the page, ask your adviser to guide you.`,
    ),
  },
  {
    category: 'product',
    title: t('欧代信息如何标注在产品和包装上', 'Putting the EU representative on the product and its packaging'),
    summary: t('标签上要有制造商、欧盟负责人和产品识别信息，网上页面也要展示。', 'The label carries the manufacturer, the EU responsible person and the product identifier; the online listing shows them too.'),
    keywords: t('欧代标签,GPSR标签,包装标注,制造商信息,产品识别', 'EU representative label, GPSR label, packaging marking, manufacturer details, product identifier'),
    content: richText(
      `## 标签需要包含

- **制造商**：名称、注册商标（如有）、邮政地址和电子联系方式；
- **欧盟负责人**：名称、欧盟境内邮政地址和电子联系方式；
- **产品识别**：型号、批次或序列号等，方便追溯；
- **警示和安全信息**：使用销售国消费者能看懂的语言。

## 标在哪里

优先标在产品上；产品太小或无法标注时，可以标在包装或随附文件上。同样的信息还要出现在网上商品页面。

## 实操建议

1. 在工作台“资料中心 > 欧代信息”下载标签模板，替换制造商和产品信息。
2. 大货生产前把标签发给工厂，入仓前抽查实物。
3. 已在欧盟仓库的库存，可以通过贴标服务补贴标签。`,
      `## What the label carries

- **Manufacturer**: name, registered trademark if any, postal address and an electronic contact;
- **EU responsible person**: name, postal address in the EU and an electronic contact;
- **Product identifier**: model, batch or serial number, so the product can be traced;
- **Warnings and safety information**: in a language consumers in the country of sale understand.

## Where it goes

On the product itself where possible; if the product is too small or cannot be marked, on the packaging or an accompanying document. The same details also appear in the online listing.

## In practice

1. Download the label template in the workspace under Documents > EU representative and fill in the manufacturer and product details.
2. Send the label to the factory before production and check samples before goods go into the warehouse.
3. Stock already in an EU warehouse can be relabelled through a labelling service.`,
    ),
  },
  {
    category: 'fees',
    title: t('如何支付订单与申请发票', 'How to pay and request an invoice'),
    summary: t('在工作台“账单”中支付；付款后可在线申请增值税普通发票或专用发票。', 'Pay under Bills in the workspace; once paid, request a standard or special VAT fapiao online.'),
    keywords: t('支付,付款,账单,发票,开票,对公转账', 'pay, payment, bill, invoice, fapiao, bank transfer'),
    content: richText(
      `## 支付

1. 在工作台“账单”中选择待支付的订单，核对服务、数量和金额。
2. 选择支付方式：支付宝、微信支付或对公转账。对公转账请在备注中填写订单号，到账后 1 个工作日内确认。
3. 支付成功后，服务自动开始办理，进度可在“服务进度”中查看。

代缴的税款和官费（例如VAT税款、登记机构费用）单独列为账单，按官方金额收取。

## 申请发票

1. 在“账单 > 已支付”中勾选订单，点击“申请发票”。
2. 选择发票类型：增值税普通发票或增值税专用发票，填写抬头和纳税人识别号；专用发票还需开户行、账号、地址和电话。
3. 电子发票通常在 3 个工作日内发送到你填写的邮箱，也可在“资料中心 > 发票”下载。

发票信息填错需要重开时，请在发票页面点击“申请重开”，并说明原因。`,
      `## Paying

1. Under Bills in the workspace, select the order to pay and check the services, quantities and amount.
2. Choose how to pay: Alipay, WeChat Pay or a company bank transfer. For a transfer, put the order number in the reference; we confirm within one working day of receipt.
3. Once paid, the service starts automatically; follow it under Service progress.

Taxes and official fees paid on your behalf (VAT due, register fees) are billed separately at the official amount.

## Requesting an invoice

1. Under Bills > Paid, tick the orders and click "Request invoice".
2. Choose the type, a standard or a special VAT fapiao, and enter the company name and taxpayer number; a special fapiao also needs the bank, account number, address and phone.
3. Electronic invoices are usually emailed within 3 working days and can be downloaded under Documents > Invoices.

If an invoice has wrong details, click "Request reissue" on the invoice page and say why.`,
    ),
  },
]

const FAQ: ArticleSeed[] = [
  {
    category: 'account',
    title: t('收不到验证码怎么办？', 'I do not receive the verification code. What can I do?'),
    keywords: t('验证码,收不到,短信,语音', 'verification code, not received, text message, voice'),
    content: richText(
      '先确认手机号为 11 位中国大陆号码，并检查短信是否被拦截。倒计时结束后可以重新获取，或改选“语音电话”接收。每个验证码 10 分钟内有效；同一手机号和同一网络每天获取次数有上限，达到上限请第二天再试或联系客服。',
      'Check that the number is an 11-digit mainland China mobile number and that the text was not filtered as spam. When the countdown ends you can ask again, or choose a voice call. Each code is valid for 10 minutes; each number and each network can ask for a limited number of codes per day, so if you reach the limit, try again the next day or contact us.',
    ),
  },
  {
    category: 'account',
    title: t('一个手机号可以注册几个账户？', 'How many accounts can one mobile number have?'),
    keywords: t('手机号,账户,注册', 'mobile number, account, sign up'),
    content: richText(
      '一个手机号只能注册一个商户账户。已注册的手机号请直接登录；需要为另一家公司单独管理时，请使用另一个手机号注册。',
      'One mobile number has one merchant account. If your number is already registered, log in; to manage another company separately, sign up with another number.',
    ),
  },
  {
    category: 'vat',
    title: t('在德国用亚马逊FBA仓储，需要注册德国VAT吗？', 'Do I need German VAT if Amazon FBA stores my goods in Germany?'),
    keywords: t('德国VAT,FBA,仓储,注册门槛', 'German VAT, FBA, storage, registration threshold'),
    content: richText(
      '需要。非欧盟卖家只要在欧盟成员国存储货物（自有仓库、亚马逊FBA、泛欧计划或中欧计划中的波兰、捷克仓库），就要从第一笔销售起在该国注册VAT，没有起征门槛。德国标准税率为 19%。',
      'Yes. A non-EU seller that stores goods in an EU member state (own warehouse, Amazon FBA, Pan-EU or the Central Europe programme with warehouses in Poland and Czechia) must register for VAT there from the first sale; there is no threshold. Germany\'s standard rate is 19%.',
    ),
  },
  {
    category: 'vat',
    title: t('OSS和IOSS有什么区别？', 'What is the difference between OSS and IOSS?'),
    keywords: t('OSS,IOSS,一站式申报,远程销售,进口', 'OSS, IOSS, one-stop shop, distance sales, imports'),
    content: richText(
      '**OSS**（一站式申报）用于欧盟境内的跨国远程销售：全年欧盟合计超过 10,000 欧元后按目的国税率征税，通过一份申报覆盖所有目的国。**IOSS**（进口一站式申报）用于单票不超过 150 欧元、直接售给欧盟消费者的进口商品，非欧盟卖家需要欧盟中间人；在平台上销售时，由平台作为视同供应商处理。',
      '**OSS** (One-Stop Shop) covers intra-EU distance sales: above EUR 10,000 a year EU-wide they are taxed at the destination rate, and one return covers every destination country. **IOSS** (Import One-Stop Shop) covers imported consignments of at most EUR 150 sold directly to EU consumers; a non-EU seller needs an EU intermediary, and on marketplaces the marketplace handles it as deemed supplier.',
    ),
  },
  {
    category: 'vat',
    title: t('VAT注册一般需要多长时间？', 'How long does VAT registration take?'),
    keywords: t('VAT注册,时间,周期,进度', 'VAT registration, time, duration, progress'),
    content: richText(
      '取决于国家和税局的处理速度，通常从数周到数月不等。资料齐全、信息一致能明显缩短时间。办理中的每一步和税局的每封回复都会在工作台“服务进度”中更新。',
      'It depends on the country and how fast its tax office works: usually from a few weeks to a few months. Complete, consistent documents shorten it noticeably. Every step and every reply from the tax office is shown under Service progress in the workspace.',
    ),
  },
  {
    category: 'epr',
    title: t('只在亚马逊卖货，德国包装法也需要自己注册吗？', 'I only sell on Amazon. Do I still need my own German packaging registration?'),
    keywords: t('德国包装法,LUCID,亚马逊,包装注册', 'German Packaging Act, LUCID, Amazon, packaging registration'),
    content: richText(
      '需要。德国《包装法》要求向消费者发出带包装商品的卖家在 LUCID 登记并与双元系统签约，没有最低数量；平台必须阻止未注册的卖家销售。注册号要填写到卖家平台。',
      'Yes. The German Packaging Act requires every seller that ships packaged goods to consumers to register in LUCID and sign with a dual system, with no minimum quantity; marketplaces must block sellers who are not registered. Enter the number in Seller Central.',
    ),
  },
  {
    category: 'epr',
    title: t('产品带电池，需要办理哪些EPR？', 'My product has a battery. Which EPR registrations do I need?'),
    keywords: t('电池法,WEEE,电池,EPR,2023/1542', 'Battery Regulation, WEEE, batteries, EPR, 2023/1542'),
    content: richText(
      '通常需要两项：带电池或通电的产品属于电器电子设备，要办理 **WEEE** 注册；电池本身适用欧盟《电池法规》（(EU) 2023/1542），其生产者责任义务自 2025 年 8 月 18 日起生效，要办理 **电池** 注册。内置在设备中的电池同样计算在内。',
      'Usually two: a product with a battery or a power supply is electrical and electronic equipment, which needs **WEEE** registration; the battery itself falls under the EU Battery Regulation ((EU) 2023/1542), whose producer-responsibility duties apply since 18 August 2025, which needs **battery** registration. Batteries built into devices count too.',
    ),
  },
  {
    category: 'product',
    title: t('什么是GPSR？没有欧代会怎样？', 'What is GPSR, and what happens without an EU representative?'),
    keywords: t('GPSR,欧代,欧盟负责人,下架', 'GPSR, EU representative, EU responsible person, delisting'),
    content: richText(
      'GPSR 是欧盟《通用产品安全法规》（(EU) 2023/988），自 2024 年 12 月 13 日起适用。每件在欧盟销售的消费品都需要一个欧盟境内的经济经营者，并在产品和网上页面展示其信息。缺少时，亚马逊、速卖通等平台会限制或下架商品，市场监管机构也可以要求停止销售。',
      'GPSR is the EU General Product Safety Regulation ((EU) 2023/988), applicable since 13 December 2024. Every consumer product sold in the EU needs an economic operator established in the EU, shown on the product and in the online listing. Without one, marketplaces such as Amazon and AliExpress restrict or remove listings, and market surveillance authorities can stop sales.',
    ),
  },
  {
    category: 'product',
    title: t('卖到英国也需要负责人吗？', 'Do I need a responsible person for the UK too?'),
    keywords: t('英代,英国负责人,UKCA,北爱尔兰', 'UK representative, UK responsible person, UKCA, Northern Ireland'),
    content: richText(
      '大不列颠不适用欧盟 GPSR，但需要 UKCA 或 CE 标志的产品（例如电器、玩具），以及化妆品，英国法规要求由英国境内的经济经营者或负责人承担相应责任，非英国卖家通常需要指定 **英国负责人**。北爱尔兰仍适用欧盟 GPSR。',
      'Great Britain does not apply the EU GPSR, but for products that need UKCA or CE marking (such as electrical goods and toys) and for cosmetics, UK law puts duties on an economic operator or responsible person established in the UK, so a non-UK seller usually appoints a **UK responsible person**. Northern Ireland still applies the EU GPSR.',
    ),
  },
  {
    category: 'fees',
    title: t('价格包含官费吗？', 'Do prices include official fees?'),
    keywords: t('价格,官费,费用', 'price, official fee, fees'),
    content: richText(
      '每项服务在价格页和合规报告中都标明“含官费”或“不含官费”。不含官费的服务，官费按登记机构或税局的实际金额另行收取，收取前会在账单中列明。',
      'Every service on the price page and in the compliance report says whether official fees are included. Where they are not, they are billed separately at the amount the register or tax office charges, itemised on the bill before you pay.',
    ),
  },
  {
    category: 'fees',
    title: t('合规报告里的价格是最终价格吗？', 'Is the price in my compliance report final?'),
    keywords: t('报告价格,预估费用,报价', 'report price, estimated cost, quote'),
    content: richText(
      '报告中的预估总费用按各项服务的当前优惠价合计，仅供参考。顾问会根据你的实际情况（例如需要补办的期间、产品类别数量）确认最终报价。',
      'The estimated total in the report adds up the current prices of the services and is a guide. Your adviser confirms the final quote from your actual situation, for example back periods to catch up or the number of product categories.',
    ),
  },
  {
    category: 'fees',
    title: t('可以开发票吗？', 'Can I get an invoice?'),
    keywords: t('发票,开票,增值税发票', 'invoice, fapiao, VAT invoice'),
    content: richText(
      '可以。付款后在工作台“账单 > 已支付”中申请，可开具增值税普通发票或增值税专用发票，电子发票通常在 3 个工作日内发送到你的邮箱。',
      'Yes. Once you have paid, request it under Bills > Paid in the workspace; we issue standard or special VAT fapiao, and electronic invoices usually arrive by email within 3 working days.',
    ),
  },
]

const PAGES: PageSeed[] = [
  {
    slug: 'operation',
    title: t('帮助中心 - 操作指南、视频教程与常见问题', 'Help centre - guides, video tutorials and FAQ'),
    navLabel: t('帮助中心', 'Help centre'),
    meta: {
      keywords: t('帮助中心,操作指南,工作台使用,上传资料,VAT申报数据,EPR注册号填写,GPSR负责人,发票', 'help centre, guides, workspace, upload documents, VAT return data, EPR registration number, GPSR responsible person, invoice'),
      description: t(
        '北辰合规帮助中心：工作台使用、资料上传、VAT申报数据提交、亚马逊EPR注册号与GPSR负责人信息填写、合规报告解读和发票申请的分步指南，以及视频教程和常见问题。',
        'The Northstar Compliance help centre: step-by-step guides to the workspace, uploading documents, submitting VAT return data, entering EPR numbers and GPSR responsible-person details on Amazon, reading your compliance report and requesting invoices, plus video tutorials and FAQ.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('帮助中心', 'Help centre'),
        heading: t('操作指南：一步一步办好合规', 'Guides: compliance, one step at a time'),
        text: t(
          '从注册账户、上传资料，到提交VAT申报数据、在亚马逊填写EPR注册号和GPSR负责人信息，每一步都有图文指南和视频教程。找不到答案时，顾问会在 48 小时内回复。',
          'From signing up and uploading documents to submitting VAT return data and entering EPR numbers and GPSR responsible-person details on Amazon, every step has a written guide and a video. If you cannot find your answer, an adviser replies within 48 hours.',
        ),
      },
      {
        blockType: 'cta',
        heading: t('还有疑问？直接问顾问', 'Still unsure? Ask an adviser'),
        text: t('告诉我们你的店铺和市场，顾问会给出具体的办理建议。', 'Tell us about your store and markets and an adviser will tell you exactly what to do.'),
        primaryAction: { label: t('联系合规顾问', 'Contact an adviser'), url: '/lz/contactUs' },
        secondaryAction: { label: t('免费生成合规报告', 'Get a free compliance report'), url: '#questionnaire' },
      },
    ],
  },
  {
    slug: 'problem',
    title: t('常见问题 - 账户、VAT、EPR、欧代与费用', 'FAQ - account, VAT, EPR, EU representative and fees'),
    navLabel: t('常见问题', 'FAQ'),
    meta: {
      keywords: t('常见问题,VAT注册,德国包装法,电池法,GPSR,欧代,英代,OSS,IOSS,发票', 'FAQ, VAT registration, German Packaging Act, Battery Regulation, GPSR, EU representative, UK representative, OSS, IOSS, invoice'),
      description: t(
        '跨境卖家最常问的问题：FBA仓储是否要注册VAT、OSS与IOSS的区别、只在亚马逊卖货是否要办德国包装法、带电池产品要办哪些EPR、GPSR与欧代、价格与发票。',
        'What cross-border sellers ask most: whether FBA storage means VAT registration, OSS versus IOSS, whether Amazon-only sellers need German packaging registration, which EPR applies to products with batteries, GPSR and EU representatives, prices and invoices.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('常见问题', 'FAQ'),
        heading: t('跨境卖家最常问的合规问题', 'The compliance questions sellers ask most'),
        text: t(
          '按账户、VAT、EPR、欧代与产品合规、费用分类整理，点击问题即可展开答案。更细的问题可以在合规问答库中搜索。',
          'Sorted into account, VAT, EPR, EU representative and product compliance, and fees: click a question to open its answer. For more specific questions, search the compliance Q&A.',
        ),
        primaryAction: { label: t('搜索合规问答', 'Search the compliance Q&A'), url: '/lz/complianceAnswer' },
        secondaryAction: { label: t('查看操作指南', 'Browse the guides'), url: '/lz/operation' },
      },
      {
        blockType: 'cta',
        heading: t('没有找到你的问题？', 'Did not find your question?'),
        text: t('顾问会在 48 小时内回复，也可以先回答 9 个问题，免费生成你的合规报告。', 'An adviser replies within 48 hours; or answer nine questions for your free compliance report.'),
        primaryAction: { label: t('联系合规顾问', 'Contact an adviser'), url: '/lz/contactUs' },
        secondaryAction: { label: t('免费生成合规报告', 'Get a free compliance report'), url: '#questionnaire' },
      },
    ],
  },
]

export async function seedHelp(w: FeatureSeedWriter): Promise<void> {
  const categoryIds = {} as Record<CategoryKey, number | string>
  for (const [i, category] of CATEGORIES.entries()) {
    categoryIds[category.key] = await w.create('help-categories', { name: category.name, description: category.description }, { icon: category.icon, sort: (i + 1) * 10 })
  }
  const articles = [...MANUALS.map((a) => ({ ...a, kind: 'manual' as const })), ...FAQ.map((a) => ({ ...a, kind: 'faq' as const }))]
  for (const [i, { category, kind, ...texts }] of articles.entries()) {
    await w.create('help-articles', texts, { kind, category: categoryIds[category], sort: (i + 1) * 10 })
  }
  await w.pages(PAGES)
}
