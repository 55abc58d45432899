// The finance records (财务记录, finance/record and cn/finance/record): one row model for every
// tab, whatever call it came from (deposit-withdraw history, account ledger, our records call,
// the custody records call). Amounts are decimal strings; a ledger amount is signed from the
// account's view (negative out).

export type RecordSource = 'deposit' | 'withdraw' | 'ledger' | 'records' | 'custody';

export interface FinanceRecord {
  /** The paging cursor: the record id (dw) or the ledger entry id. */
  id: string;
  source: RecordSource;
  /** deposit / withdraw, or the ledger type (transfer, conversion, transact-fee, fee-deduction, point-transfer). */
  type: string;
  /** Transfer type, conversion kind, the chain of a deposit, the pair of a trading fee. */
  subtype: string;
  currency: string;
  amount: string;
  /** Withdrawals: the fee; '' when the row has none. */
  fee: string;
  /** Deposit and withdraw wire state; ledger rows are done when written ('' here). */
  state: string;
  time: number;
  chain: string;
  txHash: string;
  address: string;
  addressTag: string;
  confirmations: number | null;
  /** A transfer's or point transfer's paying and receiving side (account kind, or account id). */
  from: string;
  to: string;
  /** The move's id (transfer id, conversion id, withdraw id). */
  ref: string;
  /** The wallet kind of the account the row belongs to. */
  account: string;
  /** Withdrawals: the rejection's message. */
  error: string;
}

export function emptyRecord(id: string, source: RecordSource): FinanceRecord {
  return {
    id,
    source,
    type: '',
    subtype: '',
    currency: '',
    amount: '0',
    fee: '',
    state: '',
    time: 0,
    chain: '',
    txHash: '',
    address: '',
    addressTag: '',
    confirmations: null,
    from: '',
    to: '',
    ref: '',
    account: '',
    error: '',
  };
}
