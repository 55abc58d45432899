// The custody service's FAQ (常见问题): entries in five categories.

import type { RawFaqEntry } from '@/lib/contracts/content';
import { ol, p, table, ul } from './blocks';

export const FAQ_CATEGORIES = [
  { key: 'account', name: '账户与安全' },
  { key: 'deposit', name: '充币与提币' },
  { key: 'custody', name: '资产托管' },
  { key: 'fees', name: '费用说明' },
  { key: 'kyc', name: '身份认证' },
] as const;

export const FAQ_ENTRIES: readonly RawFaqEntry[] = [
  // 账户与安全
  { id: 'f01', category: 'account', question: '忘记登录密码怎么办？', answer: [p('在登录页点击「忘记密码」，通过绑定的手机号或邮箱接收验证码后即可重置。重置密码后 24 小时内不能提币。')] },
  {
    id: 'f02',
    category: 'account',
    question: '如何绑定谷歌验证器？',
    answer: [ol('进入「账户安全」，点击谷歌验证器的「绑定」；', '使用谷歌验证器扫描二维码，并妥善备份密钥；', '输入 6 位动态码及邮箱或短信验证码完成绑定。')],
  },
  { id: 'f03', category: 'account', question: '手机丢失，无法接收验证码怎么办？', answer: [p('请在登录页选择「安全项重置」，上传证件照片与手持证件照片，审核通过后可重新绑定手机。审核通常需要 1 至 3 个工作日。')] },
  { id: 'f04', category: 'account', question: '如何查看账户的登录记录？', answer: [p('在「账户安全 - 安全记录」中可查看最近的登录时间、IP 地址、设备及地点。发现陌生记录请立即修改密码。')] },
  { id: 'f05', category: 'account', question: '子账户可以提币吗？', answer: [p('子账户不支持提币。子账户的资产需先划转至母账户，再由母账户提币。')] },
  // 充币与提币
  { id: 'f06', category: 'deposit', question: '充币多久到账？', answer: [p('充币到账时间取决于区块链网络的确认速度。达到页面显示的确认数后自动入账，BTC 通常需要 30 至 60 分钟，USDT-TRC20 通常在 5 分钟内。')] },
  { id: 'f07', category: 'deposit', question: '充币忘记填写标签（Memo）怎么办？', answer: [p('EOS、XRP 等需要标签的币种，漏填标签将无法自动入账。请联系客服并提供交易哈希，人工核实后处理，可能收取一定的找回费用。')] },
  {
    id: 'f08',
    category: 'deposit',
    question: '为什么我的提币需要审核？',
    answer: [p('以下情形会进入风险审核：'), ul('收款地址被标记为风险地址；', '近 24 小时内修改过密码或重置过安全项；', '提币金额明显偏离历史行为。'), p('审核通常在 24 小时内完成。')],
  },
  { id: 'f09', category: 'deposit', question: '提币可以撤销吗？', answer: [p('提币在「待审核」或「待处理」状态时可以撤销；一旦进入广播状态，链上交易不可撤回。')] },
  { id: 'f10', category: 'deposit', question: '什么是提币地址白名单？', answer: [p('开启白名单后只能向地址簿中的地址提币，新增地址需在设定的延迟时间后才能使用，可在账户被盗时保护资产。')] },
  { id: 'f11', category: 'deposit', question: '内部转账收手续费吗？', answer: [p('收款地址属于本平台用户时按内部转账处理，免手续费、实时到账。')] },
  // 资产托管
  { id: 'f12', category: 'custody', question: '我的资产如何保管？', answer: [p('用户资产与平台自有资产分账管理，95% 以上存放于多重签名冷钱包，热钱包仅保留日常提币所需的少量资产。')] },
  { id: 'f13', category: 'custody', question: '如何证明平台持有足额资产？', answer: [p('本平台每季度委托独立审计机构出具资产证明报告，可在「资料文件」页面下载，并可通过默克尔树验证本人资产已计入。')] },
  { id: 'f14', category: 'custody', question: '资产总览中的估值如何计算？', answer: [p('估值以各币种对 USDT 的最新价格折算，无直接交易对的币种通过 BTC 或法币汇率折算，仅供参考。')] },
  { id: 'f15', category: 'custody', question: '托管账户之间如何划转？', answer: [p('在「资金划转」页面选择转出与转入账户、币种和数量即可，账户间划转免费且实时到账。')] },
  // 费用说明
  {
    id: 'f16',
    category: 'fees',
    question: '账户管理费怎么收取？',
    answer: [
      p('账户管理费按日终估值分档计提，次月初扣收：'),
      table(
        ['托管资产（USDT）', '年化费率'],
        [
          ['10,000 以下', '免收'],
          ['10,000 至 100,000', '0.50%'],
          ['100,000 至 1,000,000', '0.35%'],
          ['1,000,000 以上', '0.20% 起'],
        ],
      ),
      p('完整标准见《资产托管账户管理费说明》。'),
    ],
  },
  { id: 'f17', category: 'fees', question: 'VIP 用户有哪些费用优惠？', answer: [p('VIP 用户的账户管理费按等级享受 9.5 折至 7 折优惠，折扣按每月初的 VIP 等级确定。')] },
  { id: 'f18', category: 'fees', question: '提币手续费是多少？', answer: [p('提币手续费按币种和链类型不同，在提币页面选择币种和链后显示，分为固定、区间和比例三种收费方式。')] },
  // 身份认证
  { id: 'f19', category: 'kyc', question: '为什么要进行身份认证（KYC）？', answer: [p('身份认证是履行反洗钱义务的要求，也用于确定提币额度。未完成认证的账户不能提币。')] },
  { id: 'f20', category: 'kyc', question: 'KYC 审核需要多久？', answer: [p('C1 初级认证通常在 10 分钟内完成，C2 高级认证需要 1 至 3 个工作日。审核结果以站内信通知。')] },
  { id: 'f21', category: 'kyc', question: '机构用户如何认证？', answer: [p('机构用户需提交营业执照、法定代表人证件、授权书及受益所有人信息，审核通过后可签署机构托管协议并享受协议费率。')] },
];
