// The finance analysis tips (exchange-wallet-fiat.md section 4): a seen state per tip type; a
// dismissed tip goes away at once, and the server is told afterwards (its answer is not waited
// for, so a failed notice does not bring the tip back in this session).

/** Tip type → seen. */
export type TipsSeen = Readonly<Record<string, boolean>>;

/** A tip shows once its seen state is known and says not seen; unknown (null) shows nothing, so no tip flashes. */
export function isTipShown(seen: TipsSeen | null, tipType: string): boolean {
  return seen !== null && seen[tipType] === false;
}

/** The state after dismissing `tipType` locally; `seen` itself when it was already seen. */
export function dismissTip(seen: TipsSeen, tipType: string): TipsSeen {
  return seen[tipType] === true ? seen : { ...seen, [tipType]: true };
}
