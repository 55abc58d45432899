// All request handlers of the mock backend. Each family is served below `${root}/${family}`,
// the same layout as mockUpstream() in lib/api/families.ts, so one set of handlers serves both
// the HTTP server (root = its origin) and msw/node in Vitest (root = http://localhost/-/x).
// The captcha vendors' stand-in scripts are served below `${root}/vendor`.

import type { RequestHandler } from 'msw';
import { SERVICE_FAMILIES, type ServiceFamily } from '@/lib/api/families';
import { futuresHandlers } from '../vendor/futures';
import { vendorHandlers } from '../vendor/handlers';
import { contentHandlers } from './content';
import { convertHandlers, deductModeHandlers } from './convert';
import { crmHandlers } from './crm';
import { custodyHandlers } from './custody';
import { dmMarketHandlers, swapMarketHandlers } from './contract-market';
import { depositWithdrawHandlers } from './deposit-withdraw';
import { dmHandlers } from './dm';
import { etfHandlers } from './etf';
import { etpPrimeHandlers } from './etp-prime';
import { favoriteHandlers } from './favorites';
import { financeHandlers } from './finance';
import { generalHandlers } from './general';
import { hbgHandlers } from './hbg';
import { instHandlers } from './inst';
import { kycHandlers } from './kyc';
import { marginHandlers } from './margin';
import { marketHandlers } from './market';
import { mgtHandlers } from './mgt';
import { otcHandlers } from './otc';
import { proHandlers } from './pro';
import { custodyRecordsHandlers, recordsHandlers } from './records';
import { swapHandlers } from './swap';
import { tradingHandlers } from './trading';
import { tradingFormHandlers } from './trading-form';
import { subUserHandlers } from './sub-user';
import { pointTransferHandlers, transferHandlers } from './transfer';
import { ucHandlers } from './uc';
import { voteHandlers } from './vote';
import { walletOtcHandlers, walletProHandlers } from './wallet';
import { walletDmHandlers, walletSwapHandlers } from './wallet-derivatives';
import { withdrawAddressHandlers } from './withdraw-address';

export type FamilyHandlersFactory = (base: string) => RequestHandler[];

const noHandlersYet: FamilyHandlersFactory = () => [];

// A Record (not a Partial) so that a new family in SERVICE_FAMILIES fails to compile here.
export const FAMILY_HANDLERS: Record<ServiceFamily, FamilyHandlersFactory> = {
  uc: ucHandlers,
  custody: (base) => [...custodyHandlers(base), ...custodyRecordsHandlers(base), ...deductModeHandlers(base)],
  // The wallet's handlers come first: some gate the trading and margin balances (fail switches).
  pro: (base) => [...walletProHandlers(base), ...proHandlers(base), ...favoriteHandlers(base), ...marketHandlers(base), ...tradingHandlers(base), ...tradingFormHandlers(base), ...subUserHandlers(base), ...marginHandlers(base), ...withdrawAddressHandlers(base), ...depositWithdrawHandlers(base), ...recordsHandlers(base), ...convertHandlers(base)],
  hbg: hbgHandlers,
  otc: (base) => [...otcHandlers(base), ...walletOtcHandlers(base)],
  dm: (base) => [...dmHandlers(base), ...dmMarketHandlers(base), ...walletDmHandlers(base)],
  swap: (base) => [...swapHandlers(base), ...swapMarketHandlers(base), ...walletSwapHandlers(base)],
  rca: noHandlersYet,
  inst: instHandlers,
  hbgPay: noHandlersYet,
  fiat: noHandlersYet,
  etf: etfHandlers,
  mgt: mgtHandlers,
  general: generalHandlers,
  vote: voteHandlers,
  kyc: kycHandlers,
  travelrule: noHandlersYet,
  crm: crmHandlers,
  content: contentHandlers,
};

/** Base URL of one family below a root, e.g. familyBase('http://127.0.0.1:4010', 'uc'). */
export function familyBase(root: string, family: ServiceFamily): string {
  return `${root.replace(/\/$/, '')}/${family}`;
}

export function createHandlers(root: string): RequestHandler[] {
  return [
    ...SERVICE_FAMILIES.flatMap((family) => FAMILY_HANDLERS[family](familyBase(root, family))),
    ...etpPrimeHandlers(familyBase(root, 'pro')),
    ...financeHandlers(familyBase(root, 'pro')),
    ...transferHandlers(familyBase(root, 'pro')),
    ...pointTransferHandlers(familyBase(root, 'custody')),
    ...vendorHandlers(root),
    ...futuresHandlers(root),
  ];
}

export { ucHandlers, makeLoginCheckFail, makeLoginCheckAs, makeUserGetFail } from './uc';
