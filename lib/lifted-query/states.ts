// States of a frozen-asset release case (解冻查询; the spec names the route only, so the states,
// labels and next steps are this project's): a request to lift a freeze is 待审核 until a
// reviewer takes it, 审核中 while it is reviewed, and ends 已解冻 (everything released), 部分解冻
// (part released, the rest stays frozen with a reason) or 已驳回 (refused with a reason).
// A lookup that finds no case shows 不存在.

export const LIFTED_CASE_STATES = ['pending', 'reviewing', 'lifted', 'partial', 'rejected'] as const;
export type LiftedCaseState = (typeof LIFTED_CASE_STATES)[number];

/** What the result area shows: a case's state, or no case at all. */
export type LiftedResultState = LiftedCaseState | 'notFound';

export type LiftedTone = 'waiting' | 'success' | 'warning' | 'danger' | 'neutral';

export const LIFTED_STATE_LABELS: Readonly<Record<LiftedResultState, string>> = {
  pending: '待审核',
  reviewing: '审核中',
  lifted: '已解冻',
  partial: '部分解冻',
  rejected: '已驳回',
  notFound: '不存在',
};

export const LIFTED_STATE_TONES: Readonly<Record<LiftedResultState, LiftedTone>> = {
  pending: 'waiting',
  reviewing: 'waiting',
  lifted: 'success',
  partial: 'warning',
  rejected: 'danger',
  notFound: 'neutral',
};

/** What the user does next, per state. */
export const LIFTED_NEXT_STEPS: Readonly<Record<LiftedResultState, string>> = {
  pending: '申请已受理，将在 3 个工作日内进入审核，请保持联系方式畅通。',
  reviewing: '审核人员正在核实材料，如需补充材料将通过邮件或短信联系您。',
  lifted: '资产已全部解冻并退回原账户，可登录后在资产页查看。',
  partial: '已解冻部分已退回原账户；其余资产仍处于冻结状态，请按驳回原因补充材料后重新申请。',
  rejected: '请根据驳回原因准备材料，通过客服重新提交解冻申请。',
  notFound: '未找到相关解冻案件，请核对案件编号或账号后重试；如仍有疑问请联系客服。',
};

/** Whether the case has ended (no further review is coming). */
export function isFinalLiftedState(state: LiftedCaseState): boolean {
  return state === 'lifted' || state === 'partial' || state === 'rejected';
}

/** How a lookup names the account. */
export const LIFTED_ACCOUNT_TYPES = ['email', 'phone', 'uid'] as const;
export type LiftedAccountType = (typeof LIFTED_ACCOUNT_TYPES)[number];
