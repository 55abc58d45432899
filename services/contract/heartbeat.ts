// Whether each contract market is up (exchange-wallet-fiat.md section 4: heartbeat 0 = down).

import type { ContractHeartbeats } from '@/lib/market/contracts';
import { get, type ApiResult, type CallOptions } from '@/services/http';
import { parseEnvelope } from '@/services/http/parse';
import { heartbeat, heartbeatSchema, type RawHeartbeat } from '@/lib/contracts/dm';

export function toContractHeartbeats(raw: RawHeartbeat): ContractHeartbeats {
  return {
    heartbeat: raw.heartbeat,
    swapHeartbeat: raw.swap_heartbeat,
    linearSwapHeartbeat: raw.linear_swap_heartbeat,
    estimatedRecoveryTime: raw.estimated_recovery_time ?? null,
  };
}

/** GET `dm.heartbeat` (dm) */
export async function fetchContractHeartbeat(options: CallOptions = {}): Promise<ApiResult<ContractHeartbeats>> {
  return parseEnvelope(await get('dm', heartbeat.path(), undefined, options), heartbeatSchema, toContractHeartbeats);
}
