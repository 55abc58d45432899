// The sub-account screens' own texts (the rules' texts — names, remarks, states, limits — are
// lib/sub-account's; the server's refusals are its own messages).

import type { SubAccountAction } from '@/lib/contracts/uc';

export const SUB_ACCOUNT_SCREEN_TEXT = {
  count: (count: number | string, limit: number) => `已创建 ${count}/${limit}`,
  search: '搜索子账户名称或 UID',
  create: '批量创建',
  name: '子账户名称',
  uid: 'UID',
  state: '状态',
  remark: '备注',
  createdAt: '创建时间',
  valuation: '总估值 (USDT)',
  actions: '操作',
  view: '查看',
  edit: '编辑',
  save: '保存',
  cancel: '取消',
  empty: '暂无子账户',
  noResult: '没有符合条件的子账户',
  listLabel: '子账户列表',
  notParent: '子账户不能管理子账户，请使用母账户登录后操作',
  backToUserCenter: '返回个人中心',
  backToList: '返回子账户列表',
  notFound: '子账户不存在或不属于当前账户',
} as const;

/** A sub-account's own view of what it may do. */
export const OWN_ACCESS_TEXT = {
  title: '我的子账户权限',
  intro: '您正在使用子账户，以下权限由母账户设置。',
  open: '已开通',
  closed: '未开通',
  loading: '加载中',
  noneHidden: '资产页面：母账户未隐藏任何账户',
  assets: '资产总览',
  transfer: '资金划转',
  exchange: '币币交易',
} as const;

/** One switch over a selection of the list. */
export const BATCH_SWITCH_TEXT = {
  title: (label: string) => `批量${label}子账户`,
  apply: (label: string, count: number) => `将${label}以下 ${count} 个子账户：`,
  skip: '已处于该状态，不作处理：',
  done: (ok: number, failed: number) => (failed === 0 ? `已处理 ${ok} 个子账户` : `已处理 ${ok} 个子账户，${failed} 个未成功`),
  selected: (count: number) => `已选 ${count} 个`,
  clear: '清除选择',
  selectPage: '全选本页',
  select: (name: string) => `选择：${name}`,
  selectColumn: '选择',
  results: '批量操作结果',
  ok: '成功',
  close: '关闭结果',
} as const;

/** The one-click switches of a sub-account, each through the security verification. */
export const SWITCH_TEXT = {
  lock: { label: '冻结', title: '冻结子账户', done: '子账户已冻结', note: '冻结后该子账户将无法登录和交易，已登录的设备将退出登录。' },
  unlock: { label: '解冻', title: '解冻子账户', done: '子账户已解冻', note: '解冻后该子账户可以重新登录和交易。' },
  disableLogin: { label: '禁止登录', title: '禁止子账户登录', done: '已禁止该子账户登录', note: '禁止后该子账户将无法登录网页，已登录的设备将退出登录。' },
  enableLogin: { label: '允许登录', title: '允许子账户登录', done: '已允许该子账户登录', note: '允许后该子账户可以重新登录。' },
  resetGa: { label: '重置谷歌验证', title: '重置子账户谷歌验证器', done: '子账户谷歌验证器已重置', note: '重置后该子账户的谷歌验证器将被解绑，登录时不再需要谷歌验证码。' },
} as const;

export const CONFIRM_SUBMIT_TEXT = '确认';

export const HISTORY_ACTION_TEXT: Readonly<Record<SubAccountAction, string>> = {
  create: '创建',
  remark: '修改备注',
  rename: '修改名称',
  lock: '冻结',
  unlock: '解冻',
  login_disable: '禁止登录',
  login_enable: '允许登录',
  ga_reset: '重置谷歌验证器',
  password_reset: '重置登录密码',
  permissions: '修改权限',
  delete: '删除',
};

export const BATCH_TEXT = {
  title: '批量创建子账户',
  namePlaceholder: '6-20位字母或字母加数字，以字母开头',
  nameLabel: (index: number) => `子账户名称 ${index}`,
  remove: '删除',
  add: '添加一行',
  lines: '按行粘贴',
  linesLabel: '子账户名称（每行一个）',
  linesApply: '填入列表',
  rows: '逐个填写',
  password: '登录密码',
  passwordHint: '密码需为 8-32 位，且同时包含字母和数字',
  confirmPassword: '确认登录密码',
  passwordNote: '本次创建的子账户使用同一登录密码，子账户使用名称登录',
  checking: '检查中…',
  available: '可以使用',
  submit: '创建',
  done: '完成',
  created: (uid: number) => `已创建，UID ${uid}`,
  summary: (created: number, total: number) => `已创建 ${created} 个，共 ${total} 个`,
} as const;

export const DETAIL_TEXT = {
  summary: '基本信息',
  ga: '谷歌验证器',
  gaBound: '已绑定',
  gaUnbound: '未绑定',
  rename: '修改名称',
  renameTitle: '修改子账户名称',
  newName: '新名称',
  resetPassword: '重置登录密码',
  newPassword: '新登录密码',
  confirmPassword: '确认新登录密码',
  passwordDone: '子账户登录密码已重置，其已登录的设备已退出登录',
  renameDone: '子账户名称已修改',
  delete: '删除子账户',
  deleteTitle: '删除子账户',
  deleteNote: '删除后该子账户将无法登录，其账户、权限设置、备注和操作记录都将一并删除且无法恢复。子账户仍有资产时不能删除，请先划转至母账户。',
  deleteDone: '子账户已删除',
  permissions: '权限设置',
  permission: '权限',
  allowed: '已开启',
  savePermissions: '保存权限',
  permissionsTitle: '修改子账户权限',
  permissionsNote: '以下权限将被修改：',
  permissionsDone: '子账户权限已修改',
  permissionsUnchanged: '权限未修改',
  history: '操作记录',
  historyEmpty: '暂无操作记录',
  time: '时间',
  action: '操作',
  operator: '操作人',
  detail: '详情',
  transfer: '母子账户划转',
  direction: '划转方向',
  toSub: '母账户 → 子账户',
  toParent: '子账户 → 母账户',
  currency: '币种',
  amount: '划转数量',
  transferSubmit: '划转',
  transferDone: '划转成功',
  accounts: '子账户的账户',
  spotAccount: '币币账户',
  spotLocked: '已冻结',
  spotWorking: '正常',
  aggregate: '全部子账户资产汇总',
  aggregateEmpty: '子账户暂无资产',
  accountType: '账户类型',
  balance: '数量',
} as const;

/** The matrix's rows: the two margin authorities, the transfer to the parent, then the asset page's business types. */
export const PERMISSION_TEXT = {
  margin: '逐仓杠杆交易',
  superMargin: '全仓杠杆交易',
  transferable: '划转至母账户',
  visible: (name: string) => `资产页显示：${name}`,
} as const;
