import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ACCEPT,
  DEFAULT_MAX_SIZE,
  DEFAULT_UPLOAD_RULES,
  UPLOAD_MAX_FILES,
  type FileLike,
  acceptAttribute,
  distinctMessages,
  fileExtension,
  isAcceptedType,
  isImageFile,
  isTooLarge,
  progressPercent,
  rejectionMessage,
  screenFiles,
  screenSelection,
  uploadFailureMessage,
} from '@/lib/upload';

const MB = 1024 * 1024;
const png = (name: string, size = 1000): FileLike => ({ name, type: 'image/png', size });

describe('defaults', () => {
  it('are jpg/jpeg/png, 10 files, 5 MB', () => {
    expect(DEFAULT_ACCEPT).toEqual(['jpg', 'jpeg', 'png']);
    expect(UPLOAD_MAX_FILES).toBe(10);
    expect(DEFAULT_MAX_SIZE).toBe(5 * MB);
    expect(DEFAULT_UPLOAD_RULES).toEqual({ accept: DEFAULT_ACCEPT, maxSize: 5 * MB, maxFiles: 10 });
  });
});

describe('type check', () => {
  it('reads extensions in lower case', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('accepts the default images by extension and matching MIME type', () => {
    expect(isAcceptedType({ name: 'a.jpg', type: 'image/jpeg' }, DEFAULT_ACCEPT)).toBe(true);
    expect(isAcceptedType({ name: 'a.JPEG', type: 'image/jpeg' }, DEFAULT_ACCEPT)).toBe(true);
    expect(isAcceptedType({ name: 'a.png', type: 'image/png' }, DEFAULT_ACCEPT)).toBe(true);
    expect(isAcceptedType({ name: 'a.png', type: '' }, DEFAULT_ACCEPT)).toBe(true);
  });

  it('refuses other extensions and a MIME type that does not belong to the extension', () => {
    expect(isAcceptedType({ name: 'a.gif', type: 'image/gif' }, DEFAULT_ACCEPT)).toBe(false);
    expect(isAcceptedType({ name: 'a.pdf', type: 'application/pdf' }, DEFAULT_ACCEPT)).toBe(false);
    expect(isAcceptedType({ name: 'a.png', type: 'application/pdf' }, DEFAULT_ACCEPT)).toBe(false);
    expect(isAcceptedType({ name: 'png', type: 'image/png' }, DEFAULT_ACCEPT)).toBe(false);
  });

  it('takes dotted extensions and MIME entries, wildcards included', () => {
    expect(isAcceptedType({ name: 'a.pdf', type: 'application/pdf' }, ['.pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'scan', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'a.pdf', type: '' }, ['application/pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'a.webp', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(isAcceptedType({ name: 'a.txt', type: 'text/plain' }, ['image/*'])).toBe(false);
    expect(isAcceptedType({ name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, ['docx'])).toBe(true);
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute(DEFAULT_ACCEPT)).toBe('.jpg,.jpeg,.png');
    expect(acceptAttribute(['.PDF', 'image/*'])).toBe('.pdf,image/*');
  });

  it('tells images apart', () => {
    expect(isImageFile({ name: 'a.bin', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'a.jpg', type: '' })).toBe(true);
    expect(isImageFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
  });
});

describe('size', () => {
  it('refuses more than the limit, accepts exactly the limit', () => {
    expect(isTooLarge({ size: 5 * MB }, 5 * MB)).toBe(false);
    expect(isTooLarge({ size: 5 * MB + 1 }, 5 * MB)).toBe(true);
    expect(rejectionMessage('size', { maxSize: 2 * MB, maxFiles: 10 })).toBe('文件大小不能超过 2MB');
  });
});

describe('screenSelection', () => {
  it('accepts at most 10 files and refuses the rest with the count message', () => {
    const picked = Array.from({ length: 11 }, (_, i) => png(`p${i}.png`));
    const { accepted, rejected } = screenSelection([], picked, DEFAULT_UPLOAD_RULES);
    expect(accepted.map((file) => file.name)).toEqual(picked.slice(0, 10).map((file) => file.name));
    expect(rejected).toEqual([{ file: picked[10], reason: 'count', message: '最多上传 10 个文件' }]);
  });

  it('counts the files already in the field', () => {
    const existing = Array.from({ length: 8 }, (_, i) => `old${i}.png`);
    const { accepted, rejected } = screenSelection(existing, [png('a.png'), png('b.png'), png('c.png')], DEFAULT_UPLOAD_RULES);
    expect(accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(rejected.map((r) => r.reason)).toEqual(['count']);
    expect(screenSelection(existing, [png('a.png')], { ...DEFAULT_UPLOAD_RULES, maxFiles: 3 }).rejected[0]?.message).toBe('最多上传 3 个文件');
  });

  it('refuses a duplicate name, against the field and within the selection', () => {
    const { accepted, rejected } = screenSelection(['a.png'], [png('a.png'), png('b.png'), png('b.png')], DEFAULT_UPLOAD_RULES);
    expect(accepted.map((file) => file.name)).toEqual(['b.png']);
    expect(rejected.map((r) => [r.file.name, r.message])).toEqual([
      ['a.png', '请勿重复上传名称相同的文件'],
      ['b.png', '请勿重复上传名称相同的文件'],
    ]);
  });

  it('refuses a wrong type and a file too large, which take no place', () => {
    const rules = { ...DEFAULT_UPLOAD_RULES, maxFiles: 1 };
    const { accepted, rejected } = screenSelection([], [{ name: 'a.gif', type: 'image/gif', size: 1 }, png('big.png', 6 * MB), png('ok.png')], rules);
    expect(accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(rejected.map((r) => [r.reason, r.message])).toEqual([
      ['type', '不支持的文件类型'],
      ['size', '文件大小不能超过 5MB'],
    ]);
  });
});

describe('screenFiles', () => {
  it('decodes images and refuses a broken one before counting', async () => {
    const decode = vi.fn(async (file: FileLike) => file.name !== 'broken.png');
    const picked = [png('broken.png'), png('a.png'), { name: 'doc.pdf', type: 'application/pdf', size: 10 }, png('b.png')];
    const result = await screenFiles([], picked, { accept: ['png', 'pdf'], maxSize: MB, maxFiles: 2 }, decode);
    expect(decode.mock.calls.map(([file]) => file.name)).toEqual(['broken.png', 'a.png', 'b.png']);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.png', 'doc.pdf']);
    expect(result.rejected.map((r) => [r.file.name, r.reason, r.message])).toEqual([
      ['broken.png', 'broken', '文件已损坏或格式不正确'],
      ['b.png', 'count', '最多上传 2 个文件'],
    ]);
  });

  it('treats a decoder that throws as a broken image', async () => {
    const result = await screenFiles([], [png('a.png')], DEFAULT_UPLOAD_RULES, async () => {
      throw new Error('decode');
    });
    expect(result.accepted).toEqual([]);
    expect(result.rejected[0]?.reason).toBe('broken');
  });

  it('does not decode files refused by the other checks', async () => {
    const decode = vi.fn(async () => true);
    await screenFiles(['a.png'], [png('a.png'), png('big.png', 6 * MB)], DEFAULT_UPLOAD_RULES, decode);
    expect(decode).not.toHaveBeenCalled();
  });
});

describe('messages', () => {
  it('lists each refusal message once', () => {
    const { rejected } = screenSelection(['a.png'], [png('a.png'), png('a.png'), { name: 'x.gif', type: 'image/gif', size: 1 }], DEFAULT_UPLOAD_RULES);
    expect(distinctMessages(rejected)).toEqual(['请勿重复上传名称相同的文件', '不支持的文件类型']);
  });

  it('shows the generic failure text, or the server message for code 30000', () => {
    expect(uploadFailureMessage({ code: 500, message: 'Sorry, the request failed. Please try again later.' })).toBe('上传失败，请重新上传');
    expect(uploadFailureMessage({ code: 30000, message: '证件照片不清晰' })).toBe('证件照片不清晰');
    expect(uploadFailureMessage({ code: '30000', message: '证件照片不清晰' })).toBe('证件照片不清晰');
    expect(uploadFailureMessage({ code: 30000, message: '' })).toBe('上传失败，请重新上传');
  });

  it('computes progress in whole percent', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(10, undefined)).toBe(0);
    expect(progressPercent(10, 0)).toBe(0);
  });
});
