// The Chinese texts of the conversion screens (the specification gives the route titles only).

import type { ConvertMode } from '@/lib/convert/modes';

export const CONVERT_TEXTS = {
  selectAll: '全选',
  currency: '币种',
  amount: '可兑换数量',
  value: '估值 (BTC)',
  valueUsdt: '估值 (USDT)',
  selected: (count: number) => `已选 ${count} 项`,
  arrives: '预计到账',
  fee: '手续费',
  rate: '兑换比例',
  convert: '兑换',
  confirmTitle: '确认兑换',
  confirm: '确认兑换',
  cancel: '取消',
  quoting: '正在获取报价…',
  countdown: (seconds: number) => `报价 ${seconds} 秒后过期`,
  refreshed: '报价已过期，已重新获取报价，请再次确认',
  success: '兑换成功',
  alreadyDone: '该兑换已完成，请勿重复提交',
  history: '兑换记录',
  empty: '暂无可兑换的小额资产',
  historyEmpty: '暂无兑换记录',
  time: '时间',
  parts: '兑换币种',
  received: '到账数量',
  state: '状态',
  done: '已完成',
  target: (target: string) => `兑换为 ${target.toUpperCase()}`,
  standAloneNote: '独立币种没有自己的交易对，可按平台报价直接兑换。',
  standAloneEmpty: '暂无可兑换的独立币种',
  standAloneCurrency: '兑换币种',
  standAloneTarget: '兑换为',
  standAloneAmount: '兑换数量',
  available: '可用',
  limits: (min: string, max: string, unit: string) => `单笔限额 ${min} – ${max} ${unit}`,
  getQuote: '获取报价',
} as const;

export const DEDUCT_TEXTS = {
  title: '小额资产抵扣',
  switchLabel: '使用小额资产抵扣手续费',
  on: '已开启',
  off: '已关闭',
  explanation:
    '开启后，币币交易产生手续费时，系统优先使用您现货账户中估值低于 0.0001 BTC 的小额资产按市价折算抵扣手续费，抵扣部分不再从成交资产中扣除。关闭后按原方式收取手续费。',
  saved: (on: boolean) => (on ? '小额资产抵扣已开启' : '小额资产抵扣已关闭'),
  history: '抵扣记录',
  historyEmpty: '暂无抵扣记录',
  symbol: '交易对',
  amount: '抵扣数量',
  time: '时间',
  currency: '币种',
} as const;

export const MODE_TITLES: Readonly<Record<ConvertMode, string>> = {
  'small-balance': '小额资产兑换',
  'small-usdt': '小额资产兑换 USDT',
  'stand-alone-coin': '独立币种兑换',
  'stand-alone-usdt': '独立币种兑换 USDT',
};
