// The send-code state machine: idle → counting down (60 s) → retry → counting down … A send
// starts the countdown at once (the button cannot be pressed twice); a failed send resets it to
// where it was. Pure: time comes in with the events, storage is the caller's business
// (`toRecord` gives what to persist, `restoreState` reads it back).

import { CODE_RESEND_SECONDS, CODE_SENDER_LABELS, type CodeChannel, RETRY_MEMORY_MS, countdownLabel } from './constants';
import { type SenderRecord, countdownEnd, secondsUntil, voiceOfferVisible } from './persistence';

export type SenderPhase = 'idle' | 'counting' | 'retry';

interface SenderSnapshot {
  phase: SenderPhase;
  /** End of the current or the last countdown; null while idle. */
  endsAt: number | null;
  /** Sends after the first one. */
  retries: number;
}

export interface SenderState extends SenderSnapshot {
  /** A send request is in flight. */
  sending: boolean;
  /** Where a failed send goes back to. */
  previous: SenderSnapshot | null;
}

export type SenderEvent =
  | { type: 'restore'; record: SenderRecord | null; now: number }
  | { type: 'send'; now: number; seconds?: number }
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'tick'; now: number };

export const initialSenderState: SenderState = { phase: 'idle', endsAt: null, retries: 0, sending: false, previous: null };

/** The state a stored record stands for at `now`: counting, retry (recently sent) or idle. */
export function restoreState(record: SenderRecord | null, now: number): SenderState {
  if (!record || now - record.endsAt >= RETRY_MEMORY_MS) return initialSenderState;
  const phase: SenderPhase = secondsUntil(record.endsAt, now) > 0 ? 'counting' : 'retry';
  return { phase, endsAt: record.endsAt, retries: record.retries, sending: false, previous: null };
}

function snapshot(state: SenderState): SenderSnapshot {
  return { phase: state.phase, endsAt: state.endsAt, retries: state.retries };
}

export function senderReducer(state: SenderState, event: SenderEvent): SenderState {
  switch (event.type) {
    case 'restore':
      // A send in flight owns the state; a late restore must not undo it.
      return state.sending ? state : restoreState(event.record, event.now);
    case 'send':
      if (!canSend(state)) return state;
      return {
        phase: 'counting',
        endsAt: countdownEnd(event.now, event.seconds ?? CODE_RESEND_SECONDS),
        retries: state.phase === 'retry' ? state.retries + 1 : 0,
        sending: true,
        previous: snapshot(state),
      };
    case 'sent':
      return state.sending ? { ...state, sending: false, previous: null } : state;
    case 'failed':
      if (!state.sending) return state;
      return { ...(state.previous ?? initialSenderState), sending: false, previous: null };
    case 'tick':
      if (state.phase !== 'counting' || state.endsAt === null || secondsUntil(state.endsAt, event.now) > 0) return state;
      return { ...state, phase: 'retry' };
  }
}

/** A send may start: not counting down and nothing in flight. */
export function canSend(state: SenderState): boolean {
  return state.phase !== 'counting' && !state.sending;
}

/** What to persist for this state; null means "remove the record". */
export function toRecord(state: SenderState): SenderRecord | null {
  return state.endsAt === null ? null : { endsAt: state.endsAt, retries: state.retries };
}

/** The send button's text: 获取验证码, {n} 秒后重发, 重新发送. */
export function sendButtonLabel(state: SenderState, now: number): string {
  if (state.phase === 'counting' && state.endsAt !== null) return countdownLabel(Math.max(1, secondsUntil(state.endsAt, now)));
  return state.phase === 'retry' ? CODE_SENDER_LABELS.resend : CODE_SENDER_LABELS.send;
}

/** The voice option: SMS only, once the countdown after every third retry is over. */
export function showVoiceOffer(state: SenderState, type: CodeChannel): boolean {
  return type === 'sms' && state.phase === 'retry' && !state.sending && voiceOfferVisible(state.retries);
}
