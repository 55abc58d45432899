import { describe, expect, it } from 'vitest';
import { fetchAccountSocketTicket } from '@/services/ws/account-ticket';

describe('fetchAccountSocketTicket', () => {
  it('gives the ticket of a successful call', async () => {
    await expect(fetchAccountSocketTicket(() => Promise.resolve({ success: true, code: 200, message: '', data: { ticket: 'T-9' } }))).resolves.toBe('T-9');
  });

  it.each([512, '403'])('gives null when the session is gone (%s)', async (code) => {
    await expect(fetchAccountSocketTicket(() => Promise.resolve({ success: false, code, message: '', data: null }))).resolves.toBeNull();
  });

  it('gives null for an empty ticket', async () => {
    await expect(fetchAccountSocketTicket(() => Promise.resolve({ success: true, code: 200, message: '', data: { ticket: '' } }))).resolves.toBeNull();
  });

  it('throws on a passing failure so that the socket retries', async () => {
    await expect(fetchAccountSocketTicket(() => Promise.resolve({ success: false, code: 500, message: 'busy', data: null }))).rejects.toThrow('ticket unavailable: 500');
  });
});
