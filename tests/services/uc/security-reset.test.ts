import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { UC_CALLS } from '@/lib/contracts/uc';
import { submitSecurityReset, uploadSecurityResetFile } from '@/services/uc/security-reset';
import { toastStore } from '@/stores/toast-store';
import { startTestServer } from '../http/test-server';
import { onCall } from '@/tests/support/msw-call';
import { failSecurityResetSubmit } from '@/mocks/overrides/uc';

const server = startTestServer();

const pngFile = (name = 'front.png', size = 256 * 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('uploadSecurityResetFile', () => {
  it('posts the file as multipart/form-data in the "file" field and answers the url', async () => {
    const received: Array<{ contentType: string | null; name: string; size: number; fields: string[] }> = [];
    server.use(
      onCall(UC_CALLS.securityResetUpload, async ({ request }) => {
        const contentType = request.headers.get('content-type');
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File)) return HttpResponse.json({ success: false, code: 400, message: 'no file', data: null });
        received.push({ contentType, name: file.name, size: file.size, fields: [...form.keys()] });
        return HttpResponse.json({ success: true, code: 200, message: '', data: { url: 'https://files.test/a.png' } });
      }),
    );
    const result = await uploadSecurityResetFile(pngFile('正面.png', 1000), () => undefined);
    expect(result).toEqual({ success: true, code: 200, message: '', data: { url: 'https://files.test/a.png' } });
    expect(received).toHaveLength(1);
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]).toMatchObject({ name: '正面.png', size: 1000, fields: ['file'] });
  });

  it('reports progress in whole percent, ending at 100', async () => {
    server.use(
      onCall(UC_CALLS.securityResetUpload, async ({ request }) => {
        await request.arrayBuffer();
        return HttpResponse.json({ success: true, code: 200, message: '', data: { url: 'https://files.test/big.png' } });
      }),
    );
    const progress: number[] = [];
    await uploadSecurityResetFile(pngFile('big.png', 2 * 1024 * 1024), (percent) => progress.push(percent));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((percent) => Number.isInteger(percent) && percent >= 0 && percent <= 100)).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('hands back a code 30000 refusal with its message, and a failure without any toast', async () => {
    server.use(
      onCall(UC_CALLS.securityResetUpload, () =>
        HttpResponse.json({ success: false, code: 30000, message: '图片分辨率过低', data: null }),
      ),
    );
    await expect(uploadSecurityResetFile(pngFile(), () => undefined)).resolves.toEqual({
      success: false,
      code: 30000,
      message: '图片分辨率过低',
      data: null,
    });
    server.use(onCall(UC_CALLS.securityResetUpload, () => HttpResponse.error()));
    const failed = await uploadSecurityResetFile(pngFile(), () => undefined);
    expect(failed).toMatchObject({ success: false, code: 500 });
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('turns an answer without a url into a failure', async () => {
    server.use(onCall(UC_CALLS.securityResetUpload, () => HttpResponse.json({ success: true, code: 200, message: '', data: {} })));
    await expect(uploadSecurityResetFile(pngFile(), () => undefined)).resolves.toMatchObject({ success: false, code: 500 });
  });

  it('stops when its signal aborts', async () => {
    const arrived = vi.fn();
    server.use(
      onCall(UC_CALLS.securityResetUpload, async () => {
        arrived();
        await new Promise((resolve) => setTimeout(resolve, 5000));
        return HttpResponse.json({ success: true, code: 200, message: '', data: { url: 'https://files.test/late.png' } });
      }),
    );
    const controller = new AbortController();
    const pending = uploadSecurityResetFile(pngFile(), () => undefined, controller.signal);
    await vi.waitFor(() => expect(arrived).toHaveBeenCalled());
    controller.abort();
    await expect(pending).resolves.toMatchObject({ success: false });
  });
});

describe('submitSecurityReset', () => {
  const input = {
    account: 'ga@example.com',
    account_type: 'email' as const,
    item: 'ga' as const,
    password: 'Trade1234',
    files: ['https://files.test/a.png', 'https://files.test/b.png'],
  };

  it('posts the request as JSON and answers the ticket id', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(UC_CALLS.securityResetSubmit, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '', data: { ticket_id: 'SR20250101000001' } });
      }),
    );
    await expect(submitSecurityReset(input)).resolves.toMatchObject({ success: true, data: { ticket_id: 'SR20250101000001' } });
    expect(bodies).toEqual([input]);
  });

  it('sends the country code of a phone account', async () => {
    const bodies: unknown[] = [];
    server.use(
      onCall(UC_CALLS.securityResetSubmit, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, code: 200, message: '', data: { ticket_id: 'SR1' } });
      }),
    );
    await submitSecurityReset({ ...input, account: '13800138001', account_type: 'phone', country_code: '86', item: 'phone' });
    expect(bodies).toEqual([{ ...input, account: '13800138001', account_type: 'phone', country_code: '86', item: 'phone' }]);
  });

  it('hands back the server refusal as it is, and a malformed success as a failure', async () => {
    server.use(
      failSecurityResetSubmit({ code: 10010, message: '账号或密码错误' }),
    );
    await expect(submitSecurityReset(input)).resolves.toEqual({ success: false, code: 10010, message: '账号或密码错误', data: null });
    server.use(onCall(UC_CALLS.securityResetSubmit, () => HttpResponse.json({ success: true, code: 200, message: '', data: { ticket: 1 } })));
    await expect(submitSecurityReset(input)).resolves.toMatchObject({ success: false, code: 500 });
  });

  it('refuses to send a request without photos or with more than 10', async () => {
    await expect(submitSecurityReset({ ...input, files: [] })).rejects.toThrow();
    await expect(submitSecurityReset({ ...input, files: Array.from({ length: 11 }, (_, i) => `https://files.test/${i}.png`) })).rejects.toThrow();
  });
});
