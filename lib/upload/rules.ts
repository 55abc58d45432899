// Pure checks of the file upload (shell-and-account.md section 5): accepted types, size limit,
// duplicate names, the number of files, and which message a failed upload shows.

import { UPLOAD_MESSAGES, uploadTooLargeMessage, uploadTooManyMessage } from '@/lib/validation/messages';

/** At most this many files per upload field unless the field says otherwise (section 9). */
export const UPLOAD_MAX_FILES = 10;
/** Default accepted types: jpg, jpeg and png images. */
export const DEFAULT_ACCEPT: readonly string[] = ['jpg', 'jpeg', 'png'];
/** Default size limit when a field sets none (project): 5 MB. */
export const DEFAULT_MAX_SIZE = 5 * 1024 * 1024;
/** A failed upload with this code shows the server's message instead of the generic one. */
export const UPLOAD_SERVER_MESSAGE_CODE = 30000;

/** What the checks read of a File, so they run without a browser. */
export interface FileLike {
  name: string;
  /** MIME type as the browser reports it; '' when it does not know. */
  type: string;
  size: number;
}

export interface UploadRules {
  /** Extensions ('png', '.pdf') and/or MIME types ('application/pdf', 'image/*'). */
  accept: readonly string[];
  /** Bytes. */
  maxSize: number;
  maxFiles: number;
}

export const DEFAULT_UPLOAD_RULES: UploadRules = { accept: DEFAULT_ACCEPT, maxSize: DEFAULT_MAX_SIZE, maxFiles: UPLOAD_MAX_FILES };

export type RejectReason = 'duplicate' | 'type' | 'size' | 'broken' | 'count';

export interface Rejection<F extends FileLike = FileLike> {
  file: F;
  reason: RejectReason;
  message: string;
}

export interface Screening<F extends FileLike = FileLike> {
  accepted: F[];
  rejected: Rejection<F>[];
}

/** MIME types a browser may report for each known extension. */
const MIME_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  pdf: ['application/pdf'],
};

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

function isMimeEntry(entry: string): boolean {
  return entry.includes('/');
}

function extensionEntry(entry: string): string {
  return entry.trim().toLowerCase().replace(/^\./, '');
}

function mimeMatches(pattern: string, mime: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1));
  return mime === wanted;
}

/**
 * The type check, by MIME type and extension. An extension entry accepts a file with that
 * extension whose reported MIME type (if any) belongs to it, so "photo.png" with a PDF inside
 * is refused; a MIME entry accepts a file whose reported type matches, or whose extension's
 * known types match when the browser reports none.
 */
export function isAcceptedType(file: Pick<FileLike, 'name' | 'type'>, accept: readonly string[]): boolean {
  const extension = fileExtension(file.name);
  const mime = file.type.trim().toLowerCase();
  const knownMimes = MIME_BY_EXTENSION[extension] ?? [];
  return accept.some((entry) => {
    if (isMimeEntry(entry)) {
      if (mime !== '') return mimeMatches(entry, mime);
      return knownMimes.some((known) => mimeMatches(entry, known));
    }
    if (extension === '' || extensionEntry(entry) !== extension) return false;
    const expected = MIME_BY_EXTENSION[extension];
    return mime === '' || mime === 'application/octet-stream' || expected === undefined || expected.includes(mime);
  });
}

/** The `accept` attribute of the file input: ".jpg,.jpeg,.png" (MIME entries as they are). */
export function acceptAttribute(accept: readonly string[]): string {
  return accept.map((entry) => (isMimeEntry(entry) ? entry.trim() : `.${extensionEntry(entry)}`)).join(',');
}

/** Images must decode before they are uploaded. */
export function isImageFile(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const mime = file.type.toLowerCase();
  if (mime !== '') return mime.startsWith('image/');
  return IMAGE_EXTENSIONS.has(fileExtension(file.name));
}

export function isTooLarge(file: Pick<FileLike, 'size'>, maxSize: number): boolean {
  return file.size > maxSize;
}

/**
 * The synchronous checks of a selection, in order: duplicate name (against the files already
 * in the field and earlier files of the same selection), type, size, then the count: once
 * `existingNames.length` plus the accepted files reach `maxFiles`, the rest are refused.
 */
export function screenSelection<F extends FileLike>(
  existingNames: readonly string[],
  picked: readonly F[],
  rules: UploadRules,
): Screening<F> {
  const names = new Set(existingNames);
  const accepted: F[] = [];
  const rejected: Rejection<F>[] = [];
  for (const file of picked) {
    const reason = refusal(file, names, rules);
    if (reason) {
      rejected.push({ file, reason, message: rejectionMessage(reason, rules) });
      continue;
    }
    names.add(file.name);
    accepted.push(file);
  }
  return applyCount(existingNames.length, accepted, rejected, rules);
}

function refusal(file: FileLike, names: ReadonlySet<string>, rules: UploadRules): RejectReason | null {
  if (names.has(file.name)) return 'duplicate';
  if (!isAcceptedType(file, rules.accept)) return 'type';
  if (isTooLarge(file, rules.maxSize)) return 'size';
  return null;
}

function applyCount<F extends FileLike>(existing: number, accepted: F[], rejected: Rejection<F>[], rules: UploadRules): Screening<F> {
  const room = Math.max(0, rules.maxFiles - existing);
  const overflow = accepted.slice(room).map((file) => ({ file, reason: 'count' as const, message: rejectionMessage('count', rules) }));
  return { accepted: accepted.slice(0, room), rejected: [...rejected, ...overflow] };
}

/**
 * `screenSelection`, then every accepted image is decoded (in parallel) and a broken one is
 * refused before the count is applied, so it does not take a place.
 */
export async function screenFiles<F extends FileLike>(
  existingNames: readonly string[],
  picked: readonly F[],
  rules: UploadRules,
  decode: (file: F) => Promise<boolean>,
): Promise<Screening<F>> {
  const unlimited = screenSelection(existingNames, picked, { ...rules, maxFiles: Number.POSITIVE_INFINITY });
  const decoded = await Promise.all(
    unlimited.accepted.map(async (file) => (isImageFile(file) ? await decode(file).catch(() => false) : true)),
  );
  const accepted: F[] = [];
  const rejected = [...unlimited.rejected];
  unlimited.accepted.forEach((file, index) => {
    if (decoded[index]) accepted.push(file);
    else rejected.push({ file, reason: 'broken', message: rejectionMessage('broken', rules) });
  });
  const counted = applyCount(existingNames.length, accepted, rejected, rules);
  // Report in selection order, whatever check refused a file.
  const order = new Map(picked.map((file, index) => [file, index]));
  counted.rejected.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
  return counted;
}

export function rejectionMessage(reason: RejectReason, rules: Pick<UploadRules, 'maxSize' | 'maxFiles'>): string {
  switch (reason) {
    case 'duplicate':
      return UPLOAD_MESSAGES.duplicateName;
    case 'type':
      return UPLOAD_MESSAGES.wrongType;
    case 'size':
      return uploadTooLargeMessage(rules.maxSize);
    case 'broken':
      return UPLOAD_MESSAGES.brokenImage;
    case 'count':
      return uploadTooManyMessage(rules.maxFiles);
  }
}

/** Each message once, in the order of the first file it refused. */
export function distinctMessages(rejected: readonly Rejection[]): string[] {
  return [...new Set(rejected.map((rejection) => rejection.message))];
}

/** A failed upload shows 上传失败，请重新上传, or the server's message for code 30000. */
export function uploadFailureMessage(failure: { code: number | string; message: string }): string {
  const serverMessage = Number(failure.code) === UPLOAD_SERVER_MESSAGE_CODE && failure.message.trim() !== '';
  return serverMessage ? failure.message : UPLOAD_MESSAGES.failed;
}

/** Upload progress in whole percent, 0 to 100 (an unknown total counts as 0 until the end). */
export function progressPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0 || !Number.isFinite(loaded)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}
