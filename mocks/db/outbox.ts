// The mock's outbox: every email and SMS it "sends" (verification codes, notices), with its full
// text, so tests and QA read what a user would receive (control API GET /__control/messages).

import type { CodeChannel } from './auth-state';

export interface OutboxMessage {
  id: number;
  channel: CodeChannel;
  /** Lower-case email, or phone digits. */
  to: string;
  /** The recipient's uid when the address belongs to a user. */
  uid: number | null;
  subject: string;
  /** The whole message as delivered, the anti-phishing line first when the user set a code. */
  text: string;
  /** The anti-phishing code the message carries, or null. */
  antiPhishing: string | null;
  /** Epoch ms (mock clock). */
  time: number;
}

export interface OutboxState {
  messages: OutboxMessage[];
  nextId: number;
}

export function createOutboxState(): OutboxState {
  return { messages: [], nextId: 1 };
}
