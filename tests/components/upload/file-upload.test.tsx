// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload, type FileUploadProps, type UploadedFile, type UploadFunction } from '@/components/upload';
import type { ApiResult } from '@/services/http';
import { toastStore } from '@/stores/toast-store';

type Result = ApiResult<{ url: string }>;

interface PendingUpload {
  file: File;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  resolve: (result: Result) => void;
}

/** An injected upload whose calls the test finishes by hand. */
function manualUpload() {
  const calls: PendingUpload[] = [];
  const upload = vi.fn<UploadFunction>(
    (file, onProgress, signal) =>
      new Promise<Result>((resolve) => {
        calls.push({ file, onProgress, signal, resolve });
      }),
  );
  return { upload, calls };
}

const ok = (url: string): Result => ({ success: true, code: 200, message: '', data: { url } });

function makeFile(name: string, { type = 'image/png', size = 1024 }: { type?: string; size?: number } = {}): File {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// jsdom cannot decode images: "broken.png" is the one the injected decoder refuses.
const decodeImage = vi.fn(async (file: Blob) => !(file instanceof File && file.name.startsWith('broken')));

function setup(props: Partial<FileUploadProps> = {}) {
  const manual = manualUpload();
  const onChange = vi.fn();
  render(<FileUpload upload={manual.upload} decodeImage={decodeImage} onChange={onChange} {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>(props.label ?? '上传文件');
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { ...manual, onChange, input, pick };
}

const toastTexts = () => toastStore.getState().toasts.map((toast) => toast.text);
const rows = () => screen.queryAllByRole('listitem');
const row = (name: string) => {
  const found = rows().find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  decodeImage.mockClear();
});

describe('FileUpload picker', () => {
  it('is a labelled native multi-file input with the accepted types and a hint', () => {
    const { input } = setup();
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.jpg,.jpeg,.png');
    expect(input.disabled).toBe(false);
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('支持 JPG、JPEG、PNG 格式，单个文件不超过 5MB，最多 10 个文件');
  });

  it('renders light native markup: no antd class, a native remove button', async () => {
    const { pick, calls } = setup();
    pick(makeFile('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    const remove = screen.getByRole('button', { name: '删除 a.png' });
    expect(remove.tagName).toBe('BUTTON');
    expect(remove.getAttribute('type')).toBe('button');
  });

  it('links a form error and takes its own label, types and limit', () => {
    render(
      <FileUpload upload={manualUpload().upload} label="证件照片" accept={['pdf']} maxFiles={1} error="请上传证件照片" />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('证件照片');
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.pdf');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('请上传证件照片');
  });
});

describe('FileUpload limits', () => {
  it('accepts only 10 of 11 files and says so', async () => {
    const { pick, upload } = setup();
    pick(...Array.from({ length: 11 }, (_, i) => makeFile(`photo-${i}.png`)));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(10));
    expect(rows()).toHaveLength(10);
    expect(screen.queryByText('photo-10.png')).toBeNull();
    expect(toastTexts()).toEqual(['最多上传 10 个文件']);
  });

  it('refuses a duplicate file name', async () => {
    const { pick, upload, calls } = setup();
    pick(makeFile('id.png'));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    await act(async () => calls[0]?.resolve(ok('https://files.test/id.png')));
    pick(makeFile('id.png'));
    await waitFor(() => expect(toastTexts()).toEqual(['请勿重复上传名称相同的文件']));
    expect(upload).toHaveBeenCalledOnce();
    expect(rows()).toHaveLength(1);
  });

  it('refuses a wrong type', async () => {
    const { pick, upload } = setup();
    pick(makeFile('anim.gif', { type: 'image/gif' }), makeFile('doc.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toastTexts()).toEqual(['不支持的文件类型']));
    expect(upload).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(0);
  });

  it('refuses a file over the size limit', async () => {
    const { pick, upload } = setup({ maxSize: 1024 * 1024 });
    pick(makeFile('big.png', { size: 2 * 1024 * 1024 }), makeFile('small.png', { size: 1024 * 1024 }));
    await waitFor(() => expect(toastTexts()).toEqual(['文件大小不能超过 1MB']));
    expect(upload).toHaveBeenCalledOnce();
    expect(upload.mock.calls[0]?.[0].name).toBe('small.png');
  });

  it('refuses an image that does not decode', async () => {
    const onReject = vi.fn();
    const { pick, upload } = setup({ onReject });
    pick(makeFile('broken.png'));
    await waitFor(() => expect(toastTexts()).toEqual(['文件已损坏或格式不正确']));
    expect(decodeImage).toHaveBeenCalledOnce();
    expect(upload).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'broken', message: '文件已损坏或格式不正确' })]);
  });
});

describe('FileUpload progress and removal', () => {
  it('shows progress per file, reports uploaded files and removes one', async () => {
    const { pick, calls, onChange } = setup();
    pick(makeFile('front.png', { size: 2048 }), makeFile('back.jpg', { type: 'image/jpeg', size: 4096 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // A native <progress> (implicit role progressbar), named after its file.
    const bar = () => within(row('front.png')).getByRole<HTMLProgressElement>('progressbar', { name: 'front.png 上传进度' });
    expect(bar().tagName).toBe('PROGRESS');
    expect(bar().max).toBe(100);
    expect(bar().value).toBe(0);
    expect(within(row('front.png')).getByText('0%')).toBeTruthy();
    act(() => calls[0]?.onProgress(42.4));
    expect(bar().value).toBe(42);
    expect(within(row('front.png')).getByText('42%')).toBeTruthy();
    await act(async () => calls[0]?.resolve(ok('https://files.test/front.png')));
    expect(bar().value).toBe(100);
    expect(within(row('front.png')).getByText('已上传')).toBeTruthy();
    act(() => calls[0]?.onProgress(10));
    expect(bar().value).toBe(100);
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'front.png', url: 'https://files.test/front.png', size: 2048 }]);
    await act(async () => calls[1]?.resolve(ok('https://files.test/back.jpg')));
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'front.png', url: 'https://files.test/front.png', size: 2048 },
      { name: 'back.jpg', url: 'https://files.test/back.jpg', size: 4096 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '删除 front.png' }));
    expect(screen.queryByText('front.png')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'back.jpg', url: 'https://files.test/back.jpg', size: 4096 }]);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('lists files given as defaultValue and lets their name be used again once removed', async () => {
    const { pick, upload } = setup({ defaultValue: [{ name: 'old.png', url: 'https://files.test/old.png', size: 10 }] });
    expect(row('old.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除 old.png' }));
    pick(makeFile('old.png'));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
  });

  it('aborts an upload removed while it runs', async () => {
    const { pick, calls, input, onChange } = setup();
    pick(makeFile('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(rows()).toHaveLength(0);
    expect(input.disabled).toBe(false);
    await act(async () => calls[0]?.resolve(ok('https://files.test/a.png')));
    expect(rows()).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FileUpload failures', () => {
  it('shows 上传失败，请重新上传 for a failed upload', async () => {
    const { pick, calls } = setup();
    pick(makeFile('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]?.resolve({ success: false, code: 500, message: 'Sorry, the request failed. Please try again later.', data: null }),
    );
    expect(within(row('a.png')).getByText('上传失败，请重新上传')).toBeTruthy();
    expect(within(row('a.png')).getByText('上传失败')).toBeTruthy();
    expect(row('a.png').dataset.status).toBe('error');
    expect(toastTexts()).toEqual(['上传失败，请重新上传']);
  });

  it('shows the server message for code 30000', async () => {
    const { pick, calls } = setup();
    pick(makeFile('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve({ success: false, code: 30000, message: '图片分辨率过低', data: null }));
    expect(within(row('a.png')).getByText('图片分辨率过低')).toBeTruthy();
    expect(toastTexts()).toEqual(['图片分辨率过低']);
  });

  it('treats a rejecting upload function as a failure, and lets the file be picked again', async () => {
    const onChange = vi.fn();
    const upload = vi
      .fn<UploadFunction>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce(ok('https://files.test/a.png'));
    render(<FileUpload upload={upload} decodeImage={decodeImage} onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('上传文件');
    fireEvent.change(input, { target: { files: [makeFile('a.png')] } });
    await waitFor(() => expect(within(row('a.png')).getByText('上传失败，请重新上传')).toBeTruthy());
    fireEvent.change(input, { target: { files: [makeFile('a.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ name: 'a.png', url: 'https://files.test/a.png', size: 1024 }]));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByText('上传失败，请重新上传')).toBeNull();
  });
});

describe('FileUpload while uploading', () => {
  it('disables the picker and ignores a new selection until the upload ends', async () => {
    const onBusyChange = vi.fn();
    const { pick, calls, input, upload } = setup({ onBusyChange });
    pick(makeFile('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(input.disabled).toBe(true);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    pick(makeFile('b.png'));
    await act(async () => undefined);
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.queryByText('b.png')).toBeNull();
    await act(async () => calls[0]?.resolve(ok('https://files.test/a.png')));
    expect(input.disabled).toBe(false);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    pick(makeFile('b.png'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  });

  it('is no longer busy by the time the form hears of the uploaded file', async () => {
    let busy = false;
    const busyWhenUploaded: boolean[] = [];
    const { pick, calls } = setup({
      onBusyChange: (value: boolean) => {
        busy = value;
      },
      onChange: (files: UploadedFile[]) => {
        if (files.length > 0) busyWhenUploaded.push(busy);
      },
    });
    pick(makeFile('a.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(busy).toBe(true);
    await act(async () => calls[0]?.resolve(ok('https://files.test/a.png')));
    expect(busyWhenUploaded).toEqual([false]);
  });

  it('is disabled with the disabled prop', () => {
    const { input } = setup({ disabled: true });
    expect(input.disabled).toBe(true);
  });
});
