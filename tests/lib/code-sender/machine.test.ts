import { describe, expect, it } from 'vitest';
import {
  RETRY_MEMORY_MS,
  type SenderEvent,
  type SenderState,
  canSend,
  countdownLabel,
  initialSenderState,
  restoreState,
  sendButtonLabel,
  senderReducer,
  showVoiceOffer,
  toRecord,
} from '@/lib/code-sender';

const T0 = 1_700_000_000_000;

function run(events: SenderEvent[], from: SenderState = initialSenderState): SenderState {
  return events.reduce(senderReducer, from);
}

/** One full successful send started at `at`, with its countdown run out. */
function sendCycle(at: number): SenderEvent[] {
  return [{ type: 'send', now: at }, { type: 'sent' }, { type: 'tick', now: at + 60_000 }];
}

describe('send-code state machine', () => {
  it('goes idle → counting down 60 s → retry', () => {
    expect(sendButtonLabel(initialSenderState, T0)).toBe('获取验证码');
    const sending = senderReducer(initialSenderState, { type: 'send', now: T0 });
    expect(sending).toMatchObject({ phase: 'counting', endsAt: T0 + 60_000, retries: 0, sending: true });
    expect(canSend(sending)).toBe(false);
    const counting = senderReducer(sending, { type: 'sent' });
    expect(counting.sending).toBe(false);
    expect(sendButtonLabel(counting, T0)).toBe('60 秒后重发');
    expect(sendButtonLabel(counting, T0 + 1_000)).toBe('59 秒后重发');
    const stillCounting = senderReducer(counting, { type: 'tick', now: T0 + 59_999 });
    expect(stillCounting).toBe(counting);
    expect(sendButtonLabel(stillCounting, T0 + 59_999)).toBe('1 秒后重发');
    const retry = senderReducer(counting, { type: 'tick', now: T0 + 60_000 });
    expect(retry.phase).toBe('retry');
    expect(canSend(retry)).toBe(true);
    expect(sendButtonLabel(retry, T0 + 60_000)).toBe('重新发送');
    expect(countdownLabel(5)).toBe('5 秒后重发');
  });

  it('ignores a send while counting down or in flight', () => {
    const counting = run([{ type: 'send', now: T0 }, { type: 'sent' }]);
    expect(senderReducer(counting, { type: 'send', now: T0 + 1000 })).toBe(counting);
    const inFlight = run([{ type: 'send', now: T0 }]);
    expect(senderReducer(inFlight, { type: 'send', now: T0 })).toBe(inFlight);
  });

  it('counts retries: the first send is not one, every later send is', () => {
    const afterFirst = run(sendCycle(T0));
    expect(afterFirst.retries).toBe(0);
    const afterThird = run([...sendCycle(T0), ...sendCycle(T0 + 60_000), ...sendCycle(T0 + 120_000)]);
    expect(afterThird.retries).toBe(2);
  });

  it('offers voice (SMS only) once the countdown after the 3rd and the 6th retry is over', () => {
    let state = initialSenderState;
    const offered: number[] = [];
    for (let send = 0; send < 8; send += 1) {
      state = run(sendCycle(T0 + send * 60_000), state);
      if (showVoiceOffer(state, 'sms')) offered.push(state.retries);
      expect(showVoiceOffer(state, 'email')).toBe(false);
    }
    expect(offered).toEqual([3, 6]);
    // Not while the 3rd retry's countdown runs.
    const counting = run([...Array.from({ length: 3 }, (_, i) => sendCycle(T0 + i * 60_000)).flat(), { type: 'send', now: T0 + 180_000 }, { type: 'sent' }]);
    expect(counting.retries).toBe(3);
    expect(showVoiceOffer(counting, 'sms')).toBe(false);
  });

  it('resets the countdown of a failed send to where it was', () => {
    const failedFirst = run([{ type: 'send', now: T0 }, { type: 'failed' }]);
    expect(failedFirst).toEqual(initialSenderState);
    expect(toRecord(failedFirst)).toBeNull();
    const retry = run(sendCycle(T0));
    const failedRetry = run([{ type: 'send', now: T0 + 70_000 }, { type: 'failed' }], retry);
    expect(failedRetry).toEqual(retry);
    expect(sendButtonLabel(failedRetry, T0 + 70_000)).toBe('重新发送');
  });

  it('ignores sent/failed without a send in flight', () => {
    expect(senderReducer(initialSenderState, { type: 'sent' })).toBe(initialSenderState);
    expect(senderReducer(initialSenderState, { type: 'failed' })).toBe(initialSenderState);
    expect(senderReducer(initialSenderState, { type: 'tick', now: T0 })).toBe(initialSenderState);
  });

  it('persists the end time and retries, and restores them after a reload', () => {
    const counting = run([...sendCycle(T0), { type: 'send', now: T0 + 60_000 }, { type: 'sent' }]);
    const record = toRecord(counting);
    expect(record).toEqual({ endsAt: T0 + 120_000, retries: 1 });
    expect(restoreState(record, T0 + 90_000)).toEqual({ ...counting, sending: false, previous: null });
    expect(sendButtonLabel(restoreState(record, T0 + 90_000), T0 + 90_000)).toBe('30 秒后重发');
    expect(restoreState(record, T0 + 120_000).phase).toBe('retry');
    expect(restoreState(record, T0 + 120_000 + RETRY_MEMORY_MS)).toEqual(initialSenderState);
    expect(restoreState(null, T0)).toEqual(initialSenderState);
    expect(senderReducer(initialSenderState, { type: 'restore', record, now: T0 + 90_000 }).phase).toBe('counting');
  });

  it('does not let a restore undo a send in flight', () => {
    const inFlight = run([{ type: 'send', now: T0 }]);
    expect(senderReducer(inFlight, { type: 'restore', record: null, now: T0 })).toBe(inFlight);
  });
});
