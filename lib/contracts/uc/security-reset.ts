// The contract of the security-item reset request (/{LANG}/account/security-reset/): a user who
// lost their Google Authenticator, phone or email asks support to unbind it, proving who they
// are with their password and photos of their identity document. Shared by the call functions
// and the mock backend. The spec shows no bodies; these shapes are this project's design.
//
// zod/mini (functional API) because these schemas reach the login layout's pages, whose script
// budget is tight. Importing ./schemas also applies its jitless zod config wherever these
// schemas are used.

import * as z from 'zod/mini';
import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE, UPLOAD_MAX_FILES, UPLOAD_SERVER_MESSAGE_CODE } from '@/lib/upload/rules';
import './schemas';

/** The multipart field that carries the file of an upload. */
export const SECURITY_RESET_UPLOAD_FIELD = 'file';

/** Limits the server applies to each uploaded photo: the upload field's defaults. */
export const SECURITY_RESET_UPLOAD_RULES = {
  accept: DEFAULT_ACCEPT,
  maxSize: DEFAULT_MAX_SIZE,
  maxFiles: UPLOAD_MAX_FILES,
} as const;

/** Business codes of these calls. 30000: an upload refused with a message the user must see. */
export const SECURITY_RESET_CODES = {
  uploadRefused: UPLOAD_SERVER_MESSAGE_CODE,
  itemNotBound: 10080,
  requestPending: 10081,
  filesInvalid: 10082,
} as const;

/** The security items a request can reset, in the order the form offers them. */
export const SECURITY_RESET_ITEMS = ['ga', 'phone', 'email'] as const;
export const securityResetItemSchema = z.enum(SECURITY_RESET_ITEMS);
export type SecurityResetItem = z.infer<typeof securityResetItemSchema>;

export const SECURITY_RESET_ITEM_LABELS: Readonly<Record<SecurityResetItem, string>> = {
  ga: '谷歌验证器',
  phone: '手机',
  email: '邮箱',
};

const nonEmpty = () => z.string().check(z.minLength(1));

/** POST security_reset/upload answers the address of the stored file. */
export const securityResetUploadResponseSchema = z.object({ url: nonEmpty() });
export type SecurityResetUploadResponse = z.infer<typeof securityResetUploadResponseSchema>;

/** POST security_reset/submit: who, what to reset, the password, and the uploaded photos' addresses. */
export const securityResetSubmitSchema = z.object({
  account: nonEmpty(), // email, or phone digits
  account_type: z.enum(['email', 'phone']),
  country_code: z.optional(z.string()), // phone only, e.g. "86"
  item: securityResetItemSchema,
  password: nonEmpty(),
  files: z.array(nonEmpty()).check(z.minLength(1), z.maxLength(UPLOAD_MAX_FILES)),
});
export type SecurityResetSubmit = z.infer<typeof securityResetSubmitSchema>;

/** The support ticket the request became. */
export const securityResetSubmitResponseSchema = z.object({ ticket_id: nonEmpty() });
export type SecurityResetSubmitResponse = z.infer<typeof securityResetSubmitResponseSchema>;
