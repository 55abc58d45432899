// State of the security-item reset requests: uploaded photos, submitted requests and the
// upload plans the control API queues. Only types and the empty state here; the rules live in
// mocks/auth/security-reset.ts.

import type { SecurityResetItem } from '@/lib/contracts/uc';
import type { SniffedImageType } from '@/lib/upload/sniff';

export interface SecurityResetUpload {
  url: string;
  /** The file name the browser sent. */
  name: string;
  size: number;
  type: SniffedImageType;
  /** Epoch ms (mock clock). */
  uploadedAt: number;
  /** The ticket that used it; an upload serves one request only. */
  usedBy?: string;
}

export interface SecurityResetFileRef {
  url: string;
  name: string;
  size: number;
}

export interface SecurityResetRequest {
  ticket_id: string;
  uid: number;
  account: string;
  account_type: 'email' | 'phone';
  country_code?: string;
  item: SecurityResetItem;
  files: SecurityResetFileRef[];
  /** Support reviews requests by hand; the mock never moves them on. */
  status: 'pending';
  /** Epoch ms (mock clock). */
  created_at: number;
}

/** What the next matching upload does instead of (or before) the normal checks. */
export interface UploadPlan {
  id: string;
  /** Only uploads of a file with this exact name; any upload when absent. */
  fileName?: string;
  /** Wait this long before answering (to watch progress or remove a file mid-upload). */
  delayMs?: number;
  /** server_message: code 30000 with `message`; generic: HTTP 500. */
  fail?: 'server_message' | 'generic';
  message?: string;
  /** Uploads it still applies to. */
  remaining: number;
}

export interface SecurityResetState {
  uploads: Map<string, SecurityResetUpload>;
  requests: SecurityResetRequest[];
  plans: UploadPlan[];
  nextPlanId: number;
  nextTicket: number;
}

export function createSecurityResetState(): SecurityResetState {
  return { uploads: new Map(), requests: [], plans: [], nextPlanId: 1, nextTicket: 1 };
}
