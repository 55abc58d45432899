// Control API of the security-item reset request: make the next upload (of one file name, so
// parallel tests do not meet) wait, fail with code 30000 and a server message, or fail
// generically; read the uploads and the stored requests. Cleared by POST /__control/reset.

import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { addUploadPlan } from './auth/security-reset';
import { controlError } from './control-body';
import { db, type SecurityResetRequest, type SecurityResetUpload } from './db';

// The control API's errors are read by people: English texts, per parse (zod/mini has none).
const englishMessages = z.locales.en().localeError;

const uploadPlanSchema = z
  .strictObject({
    file_name: z.optional(z.string().check(z.minLength(1))),
    fail: z.optional(z.enum(['server_message', 'generic'])),
    message: z.optional(z.string().check(z.trim(), z.minLength(1))),
    delay_ms: z.optional(z.int().check(z.minimum(1), z.maximum(60_000))),
    times: z.optional(z.int().check(z.minimum(1))),
  })
  .check(
    z.refine((plan) => plan.fail !== undefined || plan.delay_ms !== undefined, 'give fail and/or delay_ms'),
    z.refine((plan) => plan.fail !== 'server_message' || plan.message !== undefined, 'fail "server_message" needs a message'),
  );

type UploadPlanBody = z.infer<typeof uploadPlanSchema>;

async function readPlan(request: Request): Promise<{ data: UploadPlanBody } | { error: string }> {
  const text = await request.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { error: 'body is not JSON' };
  }
  const parsed = uploadPlanSchema.safeParse(json, { error: englishMessages });
  return parsed.success ? { data: parsed.data } : { error: z.prettifyError(parsed.error) };
}

function uploadView(upload: SecurityResetUpload) {
  return { url: upload.url, name: upload.name, size: upload.size, type: upload.type, uploaded_at: upload.uploadedAt, used_by: upload.usedBy ?? null };
}

function requestView(request: SecurityResetRequest) {
  return { ...request, files: request.files.map((file) => ({ ...file })) };
}

export function securityResetControlHandlers(base: string): RequestHandler[] {
  const root = `${base}/security-reset`;
  return [
    http.get(`${root}/next-upload`, () =>
      HttpResponse.json({
        plans: db.securityReset.plans.map((plan) => ({
          id: plan.id,
          file_name: plan.fileName ?? null,
          fail: plan.fail ?? null,
          message: plan.message ?? null,
          delay_ms: plan.delayMs ?? null,
          remaining: plan.remaining,
        })),
      }),
    ),
    http.post(`${root}/next-upload`, async ({ request }) => {
      const body = await readPlan(request);
      if ('error' in body) return controlError(body.error);
      const { file_name: fileName, fail, message, delay_ms: delayMs, times } = body.data;
      const plan = addUploadPlan({
        ...(fileName !== undefined ? { fileName } : {}),
        ...(fail !== undefined ? { fail } : {}),
        ...(message !== undefined ? { message } : {}),
        ...(delayMs !== undefined ? { delayMs } : {}),
        remaining: times ?? 1,
      });
      return HttpResponse.json({ ok: true, id: plan.id });
    }),
    http.delete(`${root}/next-upload`, () => {
      db.securityReset.plans = [];
      return HttpResponse.json({ ok: true });
    }),

    // ?name_prefix= keeps one test's files apart from another's.
    http.get(`${root}/uploads`, ({ request }) => {
      const prefix = new URL(request.url).searchParams.get('name_prefix') ?? '';
      const uploads = [...db.securityReset.uploads.values()].filter((upload) => upload.name.startsWith(prefix));
      return HttpResponse.json({ uploads: uploads.map(uploadView) });
    }),

    // ?account= (email or phone digits) or ?ticket_id=
    http.get(`${root}/requests`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const account = query.get('account')?.trim().toLowerCase();
      const ticketId = query.get('ticket_id');
      const requests = db.securityReset.requests.filter(
        (item) => (!account || item.account.toLowerCase() === account) && (!ticketId || item.ticket_id === ticketId),
      );
      return HttpResponse.json({ requests: requests.map(requestView) });
    }),
    // Support closes the account's requests (?account=), or every request: a new one may be sent.
    http.delete(`${root}/requests`, ({ request }) => {
      const account = new URL(request.url).searchParams.get('account')?.trim().toLowerCase();
      const before = db.securityReset.requests.length;
      db.securityReset.requests = db.securityReset.requests.filter((item) => account !== undefined && account !== '' && item.account.toLowerCase() !== account);
      return HttpResponse.json({ ok: true, closed: before - db.securityReset.requests.length });
    }),
  ];
}
