// The exchange page on a phone (below 750 px): one area at a time behind tabs instead of the
// desktop's columns. The margin, ETP and prime panels get tabs of their own, so none of them
// sits below everything else; each is offered only where the page would show it.

export type ExchangePhoneTab = 'chart' | 'trade' | 'book' | 'trades' | 'margin' | 'etp' | 'prime';

export const EXCHANGE_PHONE_TAB_LABELS: Readonly<Record<ExchangePhoneTab, string>> = {
  chart: '图表',
  trade: '交易',
  book: '盘口',
  trades: '成交',
  margin: '杠杆',
  etp: 'ETP',
  prime: 'Prime',
};

/** The phone opens on the order form: what a trader comes to the page for. */
export const DEFAULT_EXCHANGE_PHONE_TAB: ExchangePhoneTab = 'trade';

export interface ExchangePhoneTabsInput {
  /** The margin panel is shown (a logged-in user on a pair with margin). */
  margin: boolean;
  /** The pair's tags (settings): 'etp', 'prime'. */
  tags: readonly string[];
}

export function exchangePhoneTabs({ margin, tags }: ExchangePhoneTabsInput): ExchangePhoneTab[] {
  const tabs: ExchangePhoneTab[] = ['chart', 'trade', 'book', 'trades'];
  if (margin) tabs.push('margin');
  if (tags.includes('etp')) tabs.push('etp');
  if (tags.includes('prime')) tabs.push('prime');
  return tabs;
}

/** The selected tab if it is still offered (the margin tab goes when the gate closes), else the default. */
export function shownPhoneTab(selected: ExchangePhoneTab, tabs: readonly ExchangePhoneTab[]): ExchangePhoneTab {
  return tabs.includes(selected) ? selected : DEFAULT_EXCHANGE_PHONE_TAB;
}
