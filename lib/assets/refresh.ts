// The balances' refresh (exchange-wallet-fiat.md sections 4 and 9): every 15 s until stopped.

/** Section 9: balance refresh 15 s. */
export const BALANCE_REFRESH_MS = 15_000;

export interface PollConditions {
  /** The page is shown (document.visibilityState is 'visible'). */
  pageVisible: boolean;
  /** The refresh was stopped (left the page, logged out, the wallet is dead). */
  stopped: boolean;
}

/** Poll only while the page is visible and the refresh has not been stopped. */
export function shouldPollBalances({ pageVisible, stopped }: PollConditions): boolean {
  return pageVisible && !stopped;
}

/** The interval for a query's refetchInterval: 15 s while polling, false otherwise. */
export function balanceRefetchInterval(conditions: PollConditions): number | false {
  return shouldPollBalances(conditions) ? BALANCE_REFRESH_MS : false;
}
