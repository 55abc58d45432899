// The security-item reset request over real HTTP: the upload's server-side checks, the upload
// plans of the control API, and every rule of the submit.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@/mocks/server';
import { securityResetSubmitResponseSchema, securityResetUploadResponseSchema, UC_CALLS } from '@/lib/contracts/uc';
import { advanceClock, control, DEMO_PASSWORD, startTestServer, uc, type UcBody } from './support';

let server: MockServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => control(server, 'POST', '/reset'));
afterAll(() => server.close());

const MB = 1024 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngBytes = (size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return bytes;
};
const jpegBytes = (size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

async function upload(name: string, bytes: Uint8Array<ArrayBuffer> = pngBytes(), field = 'file'): Promise<{ status: number; body: UcBody<{ url: string } | null> }> {
  const form = new FormData();
  form.append(field, new File([bytes], name));
  const response = await fetch(`${server.origin}/uc${UC_CALLS.securityResetUpload.path()}`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as UcBody<{ url: string } | null> };
}

async function uploadedUrl(name: string, bytes?: Uint8Array<ArrayBuffer>): Promise<string> {
  const answer = await upload(name, bytes);
  expect(answer.body.success).toBe(true);
  return securityResetUploadResponseSchema.parse(answer.body.data).url;
}

const submit = (body: Record<string, unknown>) =>
  uc<{ ticket_id: string }>(server, UC_CALLS.securityResetSubmit.path(), {
    body: { account: 'ga@example.com', account_type: 'email', item: 'ga', password: DEMO_PASSWORD, ...body },
  });

describe('security_reset/upload', () => {
  it('stores a PNG or JPEG and answers its url', async () => {
    const png = await upload('front.png');
    expect(png.body).toMatchObject({ success: true, code: 200, data: { url: expect.stringMatching(/^https:\/\/files\.mock\.invalid\/security-reset\/[0-9a-f]{32}\.png$/) } });
    const jpg = await upload('back.JPG', jpegBytes());
    expect(jpg.body.data?.url).toMatch(/\.jpg$/);
    const { json } = await control<{ uploads: Array<Record<string, unknown>> }>(server, 'GET', '/security-reset/uploads');
    expect(json.uploads).toEqual([
      expect.objectContaining({ name: 'front.png', size: 100, type: 'png', used_by: null }),
      expect.objectContaining({ name: 'back.JPG', size: 100, type: 'jpeg', used_by: null }),
    ]);
  });

  it.each([
    ['a PDF', 'doc.pdf', new TextEncoder().encode('%PDF-1.7 ...'), '仅支持 JPG、JPEG、PNG 格式的图片'],
    ['a text file', 'notes.txt', new TextEncoder().encode('hello'), '仅支持 JPG、JPEG、PNG 格式的图片'],
    ['a GIF even if it is an image', 'anim.gif', new TextEncoder().encode('GIF89a....'), '仅支持 JPG、JPEG、PNG 格式的图片'],
    ['text named .png', 'broken.png', new TextEncoder().encode('this is not an image'), '图片无法识别，请上传清晰的证件照片'],
    ['a JPEG named .png', 'liar.png', jpegBytes(), '图片无法识别，请上传清晰的证件照片'],
    ['an empty file', 'empty.png', new Uint8Array(), '图片无法识别，请上传清晰的证件照片'],
    ['a file over 5 MB', 'huge.png', pngBytes(5 * MB + 1), '单个文件不能超过 5MB'],
  ])('refuses %s with code 30000 and a message for the user', async (_, name, bytes, message) => {
    const answer = await upload(name, bytes as Uint8Array<ArrayBuffer>);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, code: 30000, message, data: null });
    expect((await control<{ uploads: unknown[] }>(server, 'GET', '/security-reset/uploads')).json.uploads).toEqual([]);
  });

  it('accepts exactly 5 MB', async () => {
    expect((await upload('limit.png', pngBytes(5 * MB))).body.success).toBe(true);
  });

  it('answers 参数错误 without a file field or without multipart', async () => {
    expect((await upload('a.png', pngBytes(), 'photo')).body).toMatchObject({ success: false, code: 400, message: '参数错误' });
    const json = await uc(server, UC_CALLS.securityResetUpload.path(), { body: { file: 'a.png' } });
    expect(json.body).toMatchObject({ success: false, code: 400 });
  });
});

describe('upload plans (control API)', () => {
  it('fails the next upload of a file name with code 30000 and the given message, once', async () => {
    const plan = await control(server, 'POST', '/security-reset/next-upload', { file_name: 'a.png', fail: 'server_message', message: '证件照片模糊，请重新拍摄' });
    expect(plan).toMatchObject({ status: 200, json: { ok: true, id: expect.any(String) } });
    // Another name is not affected.
    expect((await upload('b.png')).body.success).toBe(true);
    expect((await upload('a.png')).body).toEqual({ success: false, code: 30000, message: '证件照片模糊，请重新拍摄', data: null });
    expect((await upload('a.png')).body.success).toBe(true);
  });

  it('fails generically with HTTP 500, for any name and as many times as asked', async () => {
    await control(server, 'POST', '/security-reset/next-upload', { fail: 'generic', times: 2 });
    for (const name of ['x.png', 'y.png']) {
      const answer = await upload(name);
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ success: false, code: 500 });
    }
    expect((await upload('z.png')).body.success).toBe(true);
  });

  it('delays an upload, and lists and clears plans', async () => {
    await control(server, 'POST', '/security-reset/next-upload', { file_name: 'slow.png', delay_ms: 300 });
    await control(server, 'POST', '/security-reset/next-upload', { file_name: 'never.png', fail: 'generic' });
    const listed = await control<{ plans: Array<Record<string, unknown>> }>(server, 'GET', '/security-reset/next-upload');
    expect(listed.json.plans).toEqual([
      expect.objectContaining({ file_name: 'slow.png', delay_ms: 300, fail: null, remaining: 1 }),
      expect.objectContaining({ file_name: 'never.png', fail: 'generic', remaining: 1 }),
    ]);
    const started = Date.now();
    expect((await upload('slow.png')).body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await control(server, 'DELETE', '/security-reset/next-upload');
    expect((await upload('never.png')).body.success).toBe(true);
  });

  it.each([
    [{}, /fail and\/or delay_ms/],
    [{ fail: 'server_message' }, /needs a message/],
    [{ fail: 'boom' }],
    [{ delay_ms: 0 }],
    [{ fail: 'generic', extra: 1 }],
  ])('refuses the plan %j', async (body, error?: RegExp) => {
    const answer = await control<{ ok: boolean; error: string }>(server, 'POST', '/security-reset/next-upload', body);
    expect(answer.status).toBe(400);
    expect(answer.json.ok).toBe(false);
    if (error) expect(answer.json.error).toMatch(error);
  });

  it('are cleared by reset', async () => {
    await control(server, 'POST', '/security-reset/next-upload', { fail: 'generic' });
    await control(server, 'POST', '/reset');
    expect((await upload('a.png')).body.success).toBe(true);
  });
});

describe('security_reset/submit', () => {
  it('stores the request with its photos and answers a ticket id', async () => {
    const files = [await uploadedUrl('front.png'), await uploadedUrl('back.jpg', jpegBytes())];
    const answer = await submit({ files });
    expect(answer.body.success).toBe(true);
    const { ticket_id: ticketId } = securityResetSubmitResponseSchema.parse(answer.body.data);
    expect(ticketId).toMatch(/^SR\d{8}000001$/);
    const { json } = await control<{ requests: Array<Record<string, unknown>> }>(server, 'GET', '/security-reset/requests?account=GA@example.com');
    expect(json.requests).toEqual([
      {
        ticket_id: ticketId,
        uid: 10005,
        account: 'ga@example.com',
        account_type: 'email',
        item: 'ga',
        status: 'pending',
        created_at: expect.any(Number),
        files: [
          { url: files[0], name: 'front.png', size: 100 },
          { url: files[1], name: 'back.jpg', size: 100 },
        ],
      },
    ]);
    const uploads = (await control<{ uploads: Array<{ used_by: string | null }> }>(server, 'GET', '/security-reset/uploads')).json.uploads;
    expect(uploads.map((item) => item.used_by)).toEqual([ticketId, ticketId]);
    // The password is never stored.
    expect(JSON.stringify(json)).not.toContain(DEMO_PASSWORD);
  });

  it('takes a phone account with its country code', async () => {
    const answer = await submit({ account: '13800138001', account_type: 'phone', country_code: '86', item: 'phone', files: [await uploadedUrl('id.png')] });
    expect(answer.body.success).toBe(true);
    const { json } = await control<{ requests: Array<Record<string, unknown>> }>(server, 'GET', '/security-reset/requests?account=13800138001');
    expect(json.requests).toEqual([expect.objectContaining({ uid: 10002, account_type: 'phone', country_code: '86', item: 'phone' })]);
  });

  it('answers 账号或密码错误 for a wrong password or an unknown account, and the photos stay usable', async () => {
    const files = [await uploadedUrl('id.png')];
    expect((await submit({ files, password: 'Wrong9999' })).body).toEqual({ success: false, code: 10010, message: '账号或密码错误', data: null });
    expect((await submit({ files, account: 'nobody@example.com' })).body).toMatchObject({ code: 10010, message: '账号或密码错误' });
    expect((await submit({ files, account: '13800138001', account_type: 'phone', country_code: '852' })).body.code).toBe(10010);
    expect((await submit({ files })).body.success).toBe(true);
  });

  it('refuses an item the account does not have', async () => {
    const files = [await uploadedUrl('id.png')];
    // trader@example.com has no Google Authenticator; the phone-only account has no email.
    expect((await submit({ files, account: 'trader@example.com' })).body).toEqual({
      success: false,
      code: 10080,
      message: '该账号未绑定谷歌验证器，无需重置',
      data: null,
    });
    expect((await submit({ files, account: '13800138001', account_type: 'phone', country_code: '86', item: 'email' })).body).toMatchObject({
      code: 10080,
      message: '该账号未绑定邮箱，无需重置',
    });
  });

  it('refuses photos that were never uploaded, are named twice, were used or have expired', async () => {
    const used = await uploadedUrl('used.png');
    expect((await submit({ files: [used] })).body.success).toBe(true);
    const fresh = await uploadedUrl('fresh.png');
    const invalid = { success: false, code: 10082, message: '证件照片已失效，请重新上传', data: null };
    expect((await submit({ files: [fresh, used], item: 'email' })).body).toEqual(invalid);
    expect((await submit({ files: ['https://files.mock.invalid/security-reset/unknown.png'], item: 'email' })).body).toEqual(invalid);
    expect((await submit({ files: [fresh, fresh], item: 'email' })).body).toEqual(invalid);
    await advanceClock(server, 30 * 60_000 + 1);
    expect((await submit({ files: [fresh], item: 'email' })).body).toEqual(invalid);
  });

  it('keeps one open request per account and item', async () => {
    expect((await submit({ files: [await uploadedUrl('a.png')] })).body.success).toBe(true);
    expect((await submit({ files: [await uploadedUrl('b.png')] })).body).toEqual({
      success: false,
      code: 10081,
      message: '您已提交谷歌验证器重置申请，请耐心等待审核结果',
      data: null,
    });
    const other = await submit({ files: [await uploadedUrl('c.png')], item: 'email' });
    expect(other.body.success).toBe(true);
    expect(securityResetSubmitResponseSchema.parse(other.body.data).ticket_id).toMatch(/000002$/);
  });

  it.each([
    ['no photos', { files: [] }],
    ['11 photos', { files: Array.from({ length: 11 }, (_, i) => `https://files.mock.invalid/${i}.png`) }],
    ['an unknown item', { item: 'passport' }],
    ['an empty password', { password: '' }],
    ['no account', { account: '' }],
  ])('answers 参数错误 for %s', async (_, body) => {
    expect((await submit({ files: ['x'], ...body })).body).toMatchObject({ success: false, code: 400, message: '参数错误' });
  });

  it('finds a request by ticket id, and forgets everything on reset', async () => {
    const answer = await submit({ files: [await uploadedUrl('a.png')] });
    const ticketId = securityResetSubmitResponseSchema.parse(answer.body.data).ticket_id;
    const byTicket = await control<{ requests: unknown[] }>(server, 'GET', `/security-reset/requests?ticket_id=${ticketId}`);
    expect(byTicket.json.requests).toHaveLength(1);
    expect((await control<{ requests: unknown[] }>(server, 'GET', '/security-reset/requests?ticket_id=SR0')).json.requests).toEqual([]);
    await control(server, 'POST', '/reset');
    expect((await control<{ requests: unknown[] }>(server, 'GET', '/security-reset/requests')).json.requests).toEqual([]);
    expect((await control<{ uploads: unknown[] }>(server, 'GET', '/security-reset/uploads')).json.uploads).toEqual([]);
  });
});

describe('closing requests (control API)', () => {
  it('closes the requests of one account, so it may send a new one, or all of them', async () => {
    expect((await submit({ files: [await uploadedUrl('a.png')] })).body.success).toBe(true);
    const phone = { account: '13800138001', account_type: 'phone', country_code: '86', item: 'phone' };
    expect((await submit({ ...phone, files: [await uploadedUrl('b.png')] })).body.success).toBe(true);
    expect(await control(server, 'DELETE', '/security-reset/requests?account=ga@example.com')).toEqual({ status: 200, json: { ok: true, closed: 1 } });
    expect((await control<{ requests: unknown[] }>(server, 'GET', '/security-reset/requests')).json.requests).toHaveLength(1);
    expect((await submit({ files: [await uploadedUrl('c.png')] })).body.success).toBe(true);
    expect(await control(server, 'DELETE', '/security-reset/requests')).toEqual({ status: 200, json: { ok: true, closed: 2 } });
  });
});
