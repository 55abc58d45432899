// Analysis tips (exchange-wallet-fiat.md section 4: "seen-state is kept per tip type; dismissing
// removes the tip locally, then notifies the server").

export interface AnalysisTip {
  type: string;
  /** Seen (dismissed) tips are not shown. */
  seen: boolean;
}

/** The tips still to show: those not seen, in the order given. */
export function visibleTips(tips: readonly AnalysisTip[]): AnalysisTip[] {
  return tips.filter((tip) => !tip.seen);
}

/** The local removal of a dismissal: the list without the dismissed types. */
export function withoutTips(tips: readonly AnalysisTip[], dismissed: readonly string[]): AnalysisTip[] {
  const gone = new Set(dismissed);
  return tips.filter((tip) => !gone.has(tip.type));
}
