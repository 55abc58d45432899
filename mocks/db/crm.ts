// State of the crm service (lib/contracts/crm.ts; mocks/README.md "CRM, lifted query and C2C
// application"): the KOL form's configuration and countries, the share codes (reusable ones and
// single-use ones, one already spent), the KOL applications (one seeded, so a second application
// with its contact is refused), the programme's rates and contacts, the frozen-asset release cases
// in each state, and the C2C applications with their uploaded documents.
//
// The state hangs off the user table it belongs with (as the transfer state hangs off the
// ledger), so resetDb(), which seeds a new user table, starts it afresh.

import type {
  C2cApplication,
  C2cApplyRequest,
  KolCommitRequest,
  KolCountry,
  KolFormConfig,
  LiftedCase,
  RecruitmentContact,
  RecruitmentContactTopic,
  RecruitmentRates,
} from '@/lib/contracts/crm';
import { kolContactKey } from '@/lib/crm/kol-application';
import type { LiftedCaseState } from '@/lib/lifted-query/states';
import type { SniffedImageType } from '@/lib/upload/sniff';
import { COUNTRIES } from './countries';
import type { MockUser } from './users';

const day = (iso: string) => Date.parse(`${iso}T02:00:00Z`);

export const KOL_FORM_CONFIG: KolFormConfig = {
  fields: [
    { key: 'name', label: '姓名或昵称', required: true, maxLength: 30, placeholder: '您在社交媒体上使用的名称' },
    { key: 'contact', label: '联系方式', required: true, hint: '招募团队将通过此方式与您联系' },
    { key: 'country', label: '所在国家/地区', required: true },
    {
      key: 'platforms',
      label: '社交媒体平台',
      required: true,
      hint: '至少填写一个平台的账号和粉丝数，粉丝数请填写整数',
    },
    {
      key: 'intro',
      label: '受众与内容简介',
      required: true,
      minLength: 20,
      maxLength: 500,
      placeholder: '介绍您的内容方向、受众所在地区与语言、过往合作案例等',
    },
    { key: 'shareCode', label: '邀请码', required: false, placeholder: '选填，6 至 10 位字母或数字', hint: '由招募经理或已入驻的 KOL 提供' },
  ],
  contactTypes: [
    { value: 'email', label: '邮箱', placeholder: 'name@example.com' },
    { value: 'telegram', label: 'Telegram', placeholder: '@username' },
    { value: 'phone', label: '手机', placeholder: '手机号码' },
  ],
  platforms: [
    { value: 'youtube', label: 'YouTube', placeholder: '频道名称或链接' },
    { value: 'x', label: 'X (Twitter)', placeholder: '@账号' },
    { value: 'telegram', label: 'Telegram', placeholder: '频道或群组链接' },
    { value: 'tiktok', label: 'TikTok', placeholder: '@账号' },
    { value: 'weibo', label: '微博', placeholder: '微博昵称或主页链接' },
    { value: 'bilibili', label: 'B站', placeholder: 'UP 主名称或空间链接' },
    { value: 'douyin', label: '抖音', placeholder: '抖音号' },
    { value: 'discord', label: 'Discord', placeholder: '服务器邀请链接' },
  ],
  minFollowers: '1000',
  reviewDays: 3,
  updatedAt: day('2025-03-01'),
};

const REGION_OF: Readonly<Record<string, string>> = {
  CN: '亚洲', HK: '亚洲', MO: '亚洲', TW: '亚洲', SG: '亚洲', JP: '亚洲', KR: '亚洲', MY: '亚洲', TH: '亚洲', VN: '亚洲', IN: '亚洲',
  AU: '大洋洲', GB: '欧洲', DE: '欧洲', FR: '欧洲', CA: '北美洲', US: '北美洲',
};

/** The account service's countries, then markets the programme recruits in beyond them. */
export const KOL_COUNTRIES: readonly KolCountry[] = [
  ...COUNTRIES.map((country) => ({ code: country.abbr, name: country.name, region: REGION_OF[country.abbr] ?? '其他', dialCode: country.area_code })),
  { code: 'ID', name: '印度尼西亚', region: '亚洲', dialCode: '62' },
  { code: 'PH', name: '菲律宾', region: '亚洲', dialCode: '63' },
  { code: 'AE', name: '阿联酋', region: '亚洲', dialCode: '971' },
  { code: 'TR', name: '土耳其', region: '亚洲', dialCode: '90' },
  { code: 'RU', name: '俄罗斯', region: '欧洲', dialCode: '7' },
  { code: 'UA', name: '乌克兰', region: '欧洲', dialCode: '380' },
  { code: 'ES', name: '西班牙', region: '欧洲', dialCode: '34' },
  { code: 'BR', name: '巴西', region: '南美洲', dialCode: '55' },
  { code: 'AR', name: '阿根廷', region: '南美洲', dialCode: '54' },
  { code: 'NG', name: '尼日利亚', region: '非洲', dialCode: '234' },
];

export const RECRUITMENT_RATES: RecruitmentRates = {
  tiers: [
    { tier: 'L1', name: '新星', minFollowers: '1000', minMonthlyVolume: '0', spotRate: '0.2', futuresRate: '0.2' },
    { tier: 'L2', name: '进阶', minFollowers: '10000', minMonthlyVolume: '500000', spotRate: '0.3', futuresRate: '0.325' },
    { tier: 'L3', name: '资深', minFollowers: '50000', minMonthlyVolume: '2000000', spotRate: '0.4', futuresRate: '0.425' },
    { tier: 'L4', name: '合伙人', minFollowers: '200000', minMonthlyVolume: '10000000', spotRate: '0.5', futuresRate: '0.55' },
  ],
  rules: [
    { title: '返佣计算', text: '返佣按被邀请用户实际支付的现货与合约手续费乘以对应比例计算，以 USDT 结算，点卡抵扣部分不计入。' },
    { title: '等级评定', text: '每月 1 日按上月被邀请用户的交易量及您最大平台的粉丝数重新评定等级，两项均达到方可升级。' },
    { title: '结算周期', text: '返佣按日统计、按周发放，每周一 (UTC+8) 发放至您的现货账户。' },
    { title: '有效邀请', text: '被邀请用户须通过您的专属链接或邀请码注册并完成 KYC 认证，注册后 365 天内的交易计入返佣。' },
    { title: '禁止行为', text: '自我邀请、刷量、虚假宣传或冒用平台名义的，取消返佣资格并追回已发放的返佣。' },
  ],
  effectiveDate: day('2025-01-01'),
};

export const RECRUITMENT_CONTACTS: Readonly<Record<RecruitmentContactTopic, readonly RecruitmentContact[]>> = {
  programme: [
    { role: '大中华区招募经理', name: '王磊', channel: 'telegram', value: '@custody_kol_cn', hours: '工作日 10:00–19:00 (UTC+8)', regions: ['中国香港', '中国台湾', '新加坡'] },
    { role: '东南亚招募经理', name: 'Nina Tan', channel: 'telegram', value: '@custody_kol_sea', hours: '工作日 09:00–18:00 (UTC+8)', regions: ['马来西亚', '泰国', '越南', '印度尼西亚', '菲律宾'] },
    { role: '欧美招募经理', name: 'Lucas Meyer', channel: 'email', value: 'kol-global@custody.example', hours: '工作日 09:00–17:00 (UTC+1)', regions: ['欧洲', '北美洲'] },
    { role: '商务合作', name: '市场部', channel: 'email', value: 'partners@custody.example', hours: '工作日 10:00–19:00 (UTC+8)', regions: ['全球'] },
  ],
  rates: [
    { role: '返佣结算专员', name: '陈静', channel: 'email', value: 'commission@custody.example', hours: '工作日 10:00–19:00 (UTC+8)', regions: ['全球'] },
    { role: '等级评定咨询', name: '赵敏', channel: 'telegram', value: '@custody_kol_tier', hours: '工作日 10:00–19:00 (UTC+8)', regions: ['全球'] },
    { role: '企业微信客服', name: 'KOL 服务台', channel: 'wechat', value: 'custody-kol', hours: '每日 09:00–21:00 (UTC+8)', regions: ['中国香港', '中国台湾'] },
  ],
};

export interface ShareCodeRecord {
  code: string;
  inviter: string;
  /** Single-use codes are spent by the application that names them. */
  singleUse: boolean;
  usedBy: string | null;
}

export interface KolApplicationRecord extends KolCommitRequest {
  applicationId: string;
  contactKey: string;
  submittedAt: number;
}

export interface LiftedCaseRecord {
  caseNo: string;
  uid: number;
  state: LiftedCaseState;
  assets: LiftedCase['assets'];
  frozenAt: number;
  appliedAt: number;
  updatedAt: number;
  liftedAt: number | null;
  freezeReason: string;
  reason: string | null;
}

export interface C2cUploadRecord {
  url: string;
  uid: number;
  name: string;
  size: number;
  type: SniffedImageType;
  uploadedAt: number;
  usedBy?: string;
}

export interface C2cApplicationRecord extends C2cApplyRequest {
  uid: number;
  application: C2cApplication;
}

export interface CrmState {
  shareCodes: Map<string, ShareCodeRecord>;
  kolApplications: KolApplicationRecord[];
  cases: LiftedCaseRecord[];
  /** Times of lifted-query lookups (lib/lifted-query/throttle): per account looked up, per client. */
  lookupsByAccount: Map<string, number[]>;
  lookupsByClient: Map<string, number[]>;
  c2cUploads: Map<string, C2cUploadRecord>;
  c2cApplications: C2cApplicationRecord[];
  nextKol: number;
  nextC2c: number;
}

/** Seeded share codes: two reusable, one single-use, one spent. */
export const SEED_SHARE_CODES = { team: 'HTKOL888', kol: 'ASIA2025', once: 'ONCE2025', used: 'USED2024' } as const;
/** The contact of the seeded KOL application (a second one with it is refused). */
export const SEED_KOL_CONTACT = { contactType: 'email', contact: 'kol@example.com' } as const;

/** Seeded cases, one per state: the ordinary trader (10001) has three, the phone user, the GA user and the organisation one each. */
export const SEED_CASES = {
  pending: 'LQ202503180007',
  reviewing: 'LQ202502270003',
  lifted: 'LQ202501150001',
  partial: 'LQ202412200012',
  rejected: 'LQ202411050004',
} as const;

function seedCases(): LiftedCaseRecord[] {
  return [
    {
      caseNo: SEED_CASES.pending,
      uid: 10001,
      state: 'pending',
      assets: [{ currency: 'usdt', frozen: '12500.5', lifted: '0' }],
      frozenAt: day('2025-03-10'),
      appliedAt: day('2025-03-18'),
      updatedAt: day('2025-03-18'),
      liftedAt: null,
      freezeReason: '充值资金来源待核实',
      reason: null,
    },
    {
      caseNo: SEED_CASES.reviewing,
      uid: 10002,
      state: 'reviewing',
      assets: [
        { currency: 'btc', frozen: '0.8254', lifted: '0' },
        { currency: 'usdt', frozen: '3000', lifted: '0' },
      ],
      frozenAt: day('2025-02-20'),
      appliedAt: day('2025-02-27'),
      updatedAt: day('2025-03-05'),
      liftedAt: null,
      freezeReason: '司法协查冻结',
      reason: null,
    },
    {
      caseNo: SEED_CASES.lifted,
      uid: 10001,
      state: 'lifted',
      assets: [{ currency: 'eth', frozen: '15.2', lifted: '15.2' }],
      frozenAt: day('2025-01-03'),
      appliedAt: day('2025-01-15'),
      updatedAt: day('2025-01-22'),
      liftedAt: day('2025-01-22'),
      freezeReason: '异地登录风控冻结',
      reason: null,
    },
    {
      caseNo: SEED_CASES.partial,
      uid: 10007,
      state: 'partial',
      assets: [
        { currency: 'usdt', frozen: '250000', lifted: '180000' },
        { currency: 'btc', frozen: '2.5', lifted: '2.5' },
      ],
      frozenAt: day('2024-12-10'),
      appliedAt: day('2024-12-20'),
      updatedAt: day('2025-01-08'),
      liftedAt: day('2025-01-08'),
      freezeReason: '大额资金来源待核实',
      reason: '70000 USDT 对应的入金记录缺少银行流水，暂不予解冻',
    },
    {
      caseNo: SEED_CASES.rejected,
      uid: 10005,
      state: 'rejected',
      assets: [{ currency: 'usdt', frozen: '4800', lifted: '0' }],
      frozenAt: day('2024-10-28'),
      appliedAt: day('2024-11-05'),
      updatedAt: day('2024-11-12'),
      liftedAt: null,
      freezeReason: '涉嫌关联风险账户',
      reason: '提交的身份证明与账户实名信息不一致',
    },
    {
      caseNo: 'LQ202410090002',
      uid: 10001,
      state: 'lifted',
      assets: [{ currency: 'usdt', frozen: '800', lifted: '800' }],
      frozenAt: day('2024-10-01'),
      appliedAt: day('2024-10-09'),
      updatedAt: day('2024-10-11'),
      liftedAt: day('2024-10-11'),
      freezeReason: '异常提币风控冻结',
      reason: null,
    },
  ];
}

function createCrmState(): CrmState {
  const shareCodes = new Map<string, ShareCodeRecord>(
    [
      { code: SEED_SHARE_CODES.team, inviter: '市场部 · 王磊', singleUse: false, usedBy: null },
      { code: SEED_SHARE_CODES.kol, inviter: 'KOL · 小林说币', singleUse: false, usedBy: null },
      { code: SEED_SHARE_CODES.once, inviter: '东南亚招募 · Nina Tan', singleUse: true, usedBy: null },
      { code: SEED_SHARE_CODES.used, inviter: '市场部 · 王磊', singleUse: true, usedBy: 'KOL20241201000001' },
    ].map((record) => [record.code, record]),
  );
  const seeded: KolApplicationRecord = {
    applicationId: 'KOL20241201000001',
    name: '链上观察',
    ...SEED_KOL_CONTACT,
    contactKey: kolContactKey(SEED_KOL_CONTACT.contactType, SEED_KOL_CONTACT.contact),
    country: 'SG',
    platforms: [{ platform: 'youtube', handle: '链上观察', followers: '86000' }],
    intro: '每周更新链上数据解读与项目研究，受众以华语投资者为主。',
    shareCode: SEED_SHARE_CODES.used,
    submittedAt: day('2024-12-01'),
  };
  return { shareCodes, kolApplications: [seeded], cases: seedCases(), lookupsByAccount: new Map(), lookupsByClient: new Map(), c2cUploads: new Map(), c2cApplications: [], nextKol: 1, nextC2c: 1 };
}

const states = new WeakMap<Map<number, MockUser>, CrmState>();

/** The crm state of this user table (a reset's new table starts a new state). */
export function crmStateOf(users: Map<number, MockUser>): CrmState {
  let state = states.get(users);
  if (!state) {
    state = createCrmState();
    states.set(users, state);
  }
  return state;
}

/** KOL20250601000001: the prefix, the mock date (yyyymmdd) and a six-digit sequence. */
export function nextApplicationId(prefix: 'KOL' | 'C2C', at: number, sequence: number): string {
  return `${prefix}${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}${String(sequence).padStart(6, '0')}`;
}
