// Every call contract of the app in one list, for the rules that look a request's path up
// (the gateway: does this path change state, is it rate limited). Server-side only by use: the
// browser imports the contract modules it needs, never this list.

import type { CallContract } from './define';
import * as content from './content';
import * as crm from './crm';
import * as custody from './custody';
import * as dm from './dm';
import * as general from './general';
import * as kyc from './kyc';
import * as otc from './otc';
import * as swap from './swap';
import * as tokenLogins from './token-logins';
import * as uc from './uc';
import * as proConvert from './pro/convert';
import * as proDepositWithdraw from './pro/deposit-withdraw';
import * as proEtp from './pro/etp';
import * as proFavorites from './pro/favorites';
import * as proFinance from './pro/finance';
import * as proForm from './pro/form';
import * as proMargin from './pro/margin';
import * as proMarket from './pro/market';
import * as proPrime from './pro/prime';
import * as proRecords from './pro/records';
import * as proReference from './pro/reference';
import * as proSettings from './pro/settings';
import * as proSubUser from './pro/sub-user';
import * as proTrading from './pro/trading';
import * as proTransfer from './pro/transfer';
import * as proUser from './pro/user';
import * as proUserState from './pro/user-state';
import * as proWallet from './pro/wallet';
import * as proWithdrawAddress from './pro/withdraw-address';

/** The modules that declare calls (tests/lib/contracts/registry.test.ts keeps this list complete). */
export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  content,
  crm,
  custody,
  dm,
  general,
  kyc,
  otc,
  swap,
  'token-logins': tokenLogins,
  uc,
  'pro/convert': proConvert,
  'pro/deposit-withdraw': proDepositWithdraw,
  'pro/etp': proEtp,
  'pro/favorites': proFavorites,
  'pro/finance': proFinance,
  'pro/form': proForm,
  'pro/margin': proMargin,
  'pro/market': proMarket,
  'pro/prime': proPrime,
  'pro/records': proRecords,
  'pro/reference': proReference,
  'pro/settings': proSettings,
  'pro/sub-user': proSubUser,
  'pro/trading': proTrading,
  'pro/transfer': proTransfer,
  'pro/user': proUser,
  'pro/user-state': proUserState,
  'pro/wallet': proWallet,
  'pro/withdraw-address': proWithdrawAddress,
};

function isCallContract(value: unknown): value is CallContract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CallContract>;
  return typeof candidate.family === 'string' && typeof candidate.pattern === 'string' && typeof candidate.method === 'string' && typeof candidate.path === 'function';
}

/** The contracts a module exports: directly, or in an object of calls (UC_CALLS, TOKEN_LOGIN_CALLS). */
export function contractsOf(exports: Readonly<Record<string, unknown>>): CallContract[] {
  const found: CallContract[] = [];
  for (const value of Object.values(exports)) {
    if (isCallContract(value)) found.push(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const inner of Object.values(value as Record<string, unknown>)) if (isCallContract(inner)) found.push(inner);
    }
  }
  return found;
}

/** Every call contract once. */
export const ALL_CALLS: readonly CallContract[] = [...new Set(Object.values(CONTRACT_MODULES).flatMap(contractsOf))];
