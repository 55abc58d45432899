// Security-item reset request, no login needed: photos are uploaded one by one (multipart, each
// checked on its bytes), then the request names them with the account and its password.

import { delay, type RequestHandler } from 'msw';
import { SECURITY_RESET_CODES, SECURITY_RESET_UPLOAD_FIELD, securityResetSubmitSchema, UC_CALLS } from '@/lib/contracts/uc';
import { ucError } from '../../auth/errors';
import {
  checkUploadedFile,
  createRequest,
  filesInvalidError,
  hasSecurityItem,
  itemNotBoundError,
  pendingRequest,
  requestPendingError,
  resolveUploads,
  SECURITY_RESET_MESSAGES,
  storeUpload,
  takeUploadPlan,
} from '../../auth/security-reset';
import { checkPassword, findUserByAccount } from '../../db';
import { ucFail, ucOk } from '../../http/respond';
import { route } from '../../http/route';
import { badRequest, fail } from './common';

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return undefined;
  }
}

export function securityResetHandlers(base: string): RequestHandler[] {
  return [
    // POST security_reset/upload (multipart/form-data, field "file") → {url}
    route(base, UC_CALLS.securityResetUpload, async ({ request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return badRequest();
      }
      const file = form.get(SECURITY_RESET_UPLOAD_FIELD);
      if (!(file instanceof File)) return badRequest();
      const plan = takeUploadPlan(file.name);
      if (plan?.delayMs) await delay(plan.delayMs);
      if (plan?.fail === 'generic') return ucFail(500, SECURITY_RESET_MESSAGES.genericUploadFailure, 500);
      if (plan?.fail === 'server_message') return ucFail(SECURITY_RESET_CODES.uploadRefused, plan.message ?? '');
      const checked = checkUploadedFile(file.name, new Uint8Array(await file.arrayBuffer()));
      if ('error' in checked) return fail(checked.error);
      return ucOk({ url: storeUpload(file.name, file.size, checked.type).url });
    }),

    // POST security_reset/submit → {ticket_id}
    route(base, UC_CALLS.securityResetSubmit, async ({ request }) => {
      const body = securityResetSubmitSchema.safeParse(await readJson(request));
      if (!body.success) return badRequest();
      const { account, account_type: accountType, country_code: countryCode, item, password, files } = body.data;
      // Unknown account and wrong password answer alike, as login does.
      const user = findUserByAccount(account, accountType, countryCode);
      if (!user || !checkPassword(user.uid, password)) return fail(ucError('wrongPassword'));
      if (!hasSecurityItem(user, item)) return fail(itemNotBoundError(item));
      const uploads = resolveUploads(files);
      if (!uploads) return fail(filesInvalidError());
      if (pendingRequest(user.uid, item)) return fail(requestPendingError(item));
      const created = createRequest(
        { uid: user.uid, account, account_type: accountType, ...(countryCode ? { country_code: countryCode } : {}), item },
        uploads,
      );
      return ucOk({ ticket_id: created.ticket_id });
    }),
  ];
}
