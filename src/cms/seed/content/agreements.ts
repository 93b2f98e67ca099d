import type { L } from '../types'

export interface AgreementSeed {
  kind: 'service' | 'privacy'
  version: string
  publishedAt: string
  title: L
  content: L
}

/** The agreements merchants accept at sign-up (shared by all brands of the group). */
export const agreements: AgreementSeed[] = [
  {
    kind: 'service',
    version: '2026.11',
    publishedAt: '2026-11-01T00:00:00.000Z',
    title: { cn: '商户服务协议', en: 'Merchant Terms of Service' },
    content: {
      cn: [
        '一、协议的范围：本协议约定您（商户）注册并使用本集团各品牌官网、商户工作台及相关在线服务时，双方的权利与义务。',
        '二、账号：您使用本人可接收短信的中国大陆手机号注册，一个手机号对应一个商户账号（商户号）。请妥善保管验证码与登录状态，因您泄露验证码造成的损失由您自行承担。',
        '三、服务内容：网站提供合规知识、免费工具、合规报告与服务报价等信息；具体的税号注册、申报、EPR 注册、知识产权及公司秘书等服务，以双方另行确认的订单或服务合同为准。',
        '四、信息的准确性：您提交的企业资料、销售数据与产品信息应真实、完整；因资料不实导致的申报错误、罚款或平台处罚，由您承担相应责任。',
        '五、免费工具与报告：计算器、合规报告等结果基于您填写的信息和当时有效的法规，仅供参考，不构成针对个案的法律或税务意见。',
        '六、费用：网站展示的价格为服务费参考价，是否含官方规费以页面标注为准；最终价格以订单确认为准。',
        '七、禁止行为：不得以自动化方式批量获取验证码、抓取页面内容，不得冒用他人手机号注册，不得干扰网站的正常运行。',
        '八、协议变更：协议更新时我们会在网站公布新版本；新版本生效后您继续使用服务，视为接受更新后的协议。',
        '九、适用法律与争议解决：本协议适用中华人民共和国法律；争议协商不成的，提交服务提供方所在地有管辖权的人民法院处理。',
      ].join('\n\n'),
      en: [
        '1. Scope. These terms govern your (the merchant\'s) registration for and use of the group\'s brand websites, the merchant workbench and related online services.',
        '2. Account. You register with a mainland China mobile number that can receive text messages; one number holds one merchant account (merchant number). Keep your codes and login private: losses caused by a code you disclosed are yours.',
        '3. Services. The websites provide compliance knowledge, free tools, compliance reports and price information. Tax-number registration, filing, EPR registration, intellectual-property and company-secretarial services are governed by the order or service contract both parties confirm separately.',
        '4. Accurate information. Company details, sales figures and product information you submit must be true and complete; you are responsible for filing errors, penalties or marketplace sanctions caused by inaccurate information.',
        '5. Free tools and reports. Calculator results and compliance reports are based on what you enter and on the rules in force at the time. They are guidance, not legal or tax advice on your specific case.',
        '6. Fees. Prices shown on the websites are reference service fees; whether official fees are included is stated on each page. The final price is the one confirmed in your order.',
        '7. Prohibited use. Do not request codes or collect pages by automated means, register with someone else\'s number, or interfere with the operation of the websites.',
        '8. Changes. When these terms change we publish the new version on the website; continuing to use the services after it takes effect means you accept it.',
        '9. Law and disputes. These terms are governed by the laws of the People\'s Republic of China; disputes not settled by negotiation go to the competent people\'s court where the service provider is located.',
      ].join('\n\n'),
    },
  },
  {
    kind: 'privacy',
    version: '2026.11',
    publishedAt: '2026-11-01T00:00:00.000Z',
    title: { cn: '隐私政策', en: 'Privacy Policy' },
    content: {
      cn: [
        '一、我们收集的信息：注册与登录时的手机号；您主动填写的问卷答案、联系表单内容；为统计与防刷所需的访问记录（访问页面、渠道参数、设备标识、IP 地址）。',
        '二、使用目的：用于身份验证、提供您请求的报告与服务、联系您跟进咨询、统计渠道效果，以及识别和阻止异常请求。',
        '三、验证码：验证码仅以加密摘要形式保存，10 分钟后失效，使用一次即作废。',
        '四、共享：我们仅在提供您所委托的服务时，将必要信息提供给相关的税务代理、注册机构或短信服务商，并要求其承担保密义务；不会出售您的个人信息。',
        '五、保存期限：账号信息在您注销账号前保存；访问记录保存不超过 24 个月；法律法规另有要求的从其规定。',
        '六、您的权利：您可以查询、更正您的信息，或联系我们注销账号、撤回同意。',
        '七、安全：我们采用 HTTPS 传输、访问控制与最小权限原则保护您的信息。',
        '八、联系我们：对本政策有疑问，可通过网站页脚公布的邮箱或电话联系我们，我们会在 15 个工作日内答复。',
      ].join('\n\n'),
      en: [
        '1. What we collect. Your mobile number when you sign up and log in; answers and messages you choose to submit (questionnaires, contact forms); and the visit records needed for statistics and abuse prevention (pages visited, channel parameters, device identifier, IP address).',
        '2. Why. To verify your identity, provide the reports and services you ask for, follow up on your enquiries, measure which channels work, and detect and stop abusive requests.',
        '3. Verification codes. Codes are stored only as a keyed digest, expire after 10 minutes and work once.',
        '4. Sharing. We pass on only what a service you ordered needs, to the tax agents, registries or SMS providers involved, under confidentiality obligations. We never sell personal information.',
        '5. Retention. Account data is kept until you close the account; visit records for at most 24 months, unless the law requires otherwise.',
        '6. Your rights. You can see and correct your information, close your account and withdraw consent by contacting us.',
        '7. Security. We protect your information with HTTPS, access control and least privilege.',
        '8. Contact. Questions about this policy can go to the email or phone number in the website footer; we answer within 15 working days.',
      ].join('\n\n'),
    },
  },
]
