// The two showcase projects of the custody service (demo/project-620 and demo/project-860): what
// an institution custodied, its wallets and controls, the timeline and the figures. Static
// content written for these pages; amounts are decimal text.

export interface ShowcaseProject {
  id: '620' | '860';
  title: string;
  client: string;
  summary: string;
  figures: readonly { label: string; value: string; unit: string }[];
  assets: readonly { currency: string; amount: string; share: string }[];
  wallets: readonly { name: string; kind: string; detail: string }[];
  controls: readonly string[];
  timeline: readonly { date: string; text: string }[];
}

export const SHOWCASE_PROJECTS: Readonly<Record<ShowcaseProject['id'], ShowcaseProject>> = {
  '620': {
    id: '620',
    title: '项目 620：家族办公室多币种冷存储托管',
    client: '某亚洲家族办公室',
    summary: '客户将分散在多家交易所与个人钱包中的数字资产统一迁入托管，采用多签冷钱包长期持有，日常仅保留少量热钱包额度用于再平衡。',
    figures: [
      { label: '托管资产规模', value: '62000000', unit: 'USDT' },
      { label: '币种数量', value: '6', unit: '种' },
      { label: '冷存储占比', value: '96.5', unit: '%' },
      { label: '迁移用时', value: '21', unit: '天' },
    ],
    assets: [
      { currency: 'btc', amount: '820.5', share: '61.2' },
      { currency: 'eth', amount: '6400', share: '24.8' },
      { currency: 'usdt', amount: '5800000', share: '9.4' },
      { currency: 'usdc', amount: '2100000', share: '3.4' },
      { currency: 'sol', amount: '3200', share: '0.8' },
      { currency: 'dot', amount: '25000', share: '0.4' },
    ],
    wallets: [
      { name: '主冷钱包', kind: '3/5 多签冷钱包', detail: '私钥分片存放于三地金库，提币需家族办公室 2 人与托管方 1 人共同签署。' },
      { name: '再平衡热钱包', kind: 'MPC 热钱包', detail: '单日额度 50 万 USDT，仅可向白名单地址转出。' },
      { name: '收益钱包', kind: '隔离子账户', detail: '质押收益独立记账，每月结算至主冷钱包。' },
    ],
    controls: ['提币地址白名单，新地址 48 小时后生效', '大额提币视频核验与双人复核', '每日余额对账与季度第三方审计', '操作日志不可篡改，客户可随时导出'],
    timeline: [
      { date: '2024-03-04', text: '完成尽职调查与托管协议签署' },
      { date: '2024-03-11', text: '多签冷钱包生成，密钥仪式在客户见证下完成' },
      { date: '2024-03-25', text: '分三批完成资产迁移，每批迁移后对账确认' },
      { date: '2024-06-30', text: '首份季度审计报告交付' },
    ],
  },
  '860': {
    id: '860',
    title: '项目 860：量化基金交易所资产托管与结算',
    client: '某量化对冲基金',
    summary: '基金在多个交易场所进行高频策略，托管方为其提供场外结算与资产隔离：交易保证金留在托管账户，按需划转至交易账户，收盘后自动归集。',
    figures: [
      { label: '托管资产规模', value: '86000000', unit: 'USDT' },
      { label: '日均结算笔数', value: '1240', unit: '笔' },
      { label: '平均划转到账', value: '35', unit: '秒' },
      { label: '接入交易场所', value: '4', unit: '家' },
    ],
    assets: [
      { currency: 'usdt', amount: '52000000', share: '60.5' },
      { currency: 'btc', amount: '310', share: '23.9' },
      { currency: 'eth', amount: '3900', share: '15.6' },
    ],
    wallets: [
      { name: '隔离托管账户', kind: '机构托管账户', detail: '基金资产与托管方自有资产完全隔离，破产隔离条款写入协议。' },
      { name: '交易子账户', kind: '子账户 × 12', detail: '每个策略一个子账户，由母账户设置划转与杠杆权限。' },
      { name: '结算钱包', kind: 'MPC 热钱包', detail: '收盘后按净额自动归集至托管账户，留存不超过 5%。' },
    ],
    controls: ['子账户权限矩阵：禁止提币，仅可向母账户划转', 'API 密钥按策略隔离并绑定 IP', '净额结算与 T+0 对账报告', '异常划转实时告警与人工冻结'],
    timeline: [
      { date: '2024-08-19', text: '签署托管与结算协议，开通机构账户' },
      { date: '2024-09-02', text: '12 个策略子账户创建完成，权限配置经基金风控确认' },
      { date: '2024-09-16', text: '接入首家交易场所，开始日内结算' },
      { date: '2024-12-31', text: '累计结算超过 10 万笔，零差错' },
    ],
  },
};
