import { describe, expect, it } from 'vitest';
import { newRequestId, requestAttempt } from '@/components/dialog/request-id';

describe('requestAttempt', () => {
  it('keeps the id for a retry of the same values and makes a new one for changed values', () => {
    let count = 0;
    const make = () => `id-${++count}`;
    const first = requestAttempt(null, { amount: '1' }, make);
    expect(first.id).toBe('id-1');
    expect(requestAttempt(first, { amount: '1' }, make).id).toBe('id-1');
    const changed = requestAttempt(first, { amount: '2' }, make);
    expect(changed.id).toBe('id-2');
    expect(requestAttempt(changed, { amount: '1' }, make).id).toBe('id-3');
  });

  it('makes distinct ids', () => {
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
