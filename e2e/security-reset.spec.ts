// The security-item reset request (/zh-cn/account/security-reset/) on the desktop and the phone
// project: every upload limit of the photo field against the mock's real upload endpoint, the
// server's 30000 and generic failures, progress and removal, then a whole request. Upload plans
// are scoped to one file name and file names carry the test's own prefix, so the two projects
// never meet in the shared mock.

import { gzipSync } from 'node:zlib';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test, type MockControl } from './fixtures';

const PATH = '/zh-cn/account/security-reset/';
const PASSWORD = 'Trade1234';
const MB = 1024 * 1024;

// A real 1×1 PNG: Chromium must decode it before it is sent. Bytes after IEND are ignored by
// decoders, which gives photos of any size.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function png(name: string, size = PIXEL_PNG.length) {
  const buffer = Buffer.alloc(Math.max(size, PIXEL_PNG.length));
  PIXEL_PNG.copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

/** A file-name prefix of this test on this project. */
function prefixOf(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

function form(page: Page) {
  return {
    photos: page.getByLabel('证件照片', { exact: true }),
    list: page.getByRole('list', { name: '证件照片列表' }),
    row: (name: string) => page.getByRole('list', { name: '证件照片列表' }).getByRole('listitem').filter({ hasText: name }),
    toasts: page.locator('.toaster'),
    email: page.getByRole('textbox', { name: '邮箱', exact: true }),
    password: page.getByLabel('登录密码', { exact: true }),
    items: page.getByRole('radiogroup', { name: '需要重置的安全项' }),
    submit: page.getByRole('button', { name: '提交申请' }),
  };
}

async function expectUploaded(row: Locator) {
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(row.getByRole('progressbar')).toHaveJSProperty('value', 100);
  await expect(row).toContainText('已上传');
}

async function serverUploads(mock: MockControl, prefix: string): Promise<Array<{ name: string; used_by: string | null }>> {
  const { uploads } = await mock.securityReset.uploads<{ name: string; used_by: string | null }>(prefix);
  return uploads;
}

test.beforeEach(async ({ page }) => {
  await page.goto(PATH);
  await expect(page.locator('h1')).toHaveText('安全项重置');
});

test('loads without antd, within the 300 KB gzip script budget of the login pages', async ({ browser, baseURL }, testInfo) => {
  // A fresh context: every script is fetched, none comes from the cache of the page above.
  const context = await browser.newContext();
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort()));
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      if (!scripts.has(response.url())) scripts.set(response.url(), response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`${baseURL}${PATH}`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(scripts.values())).reduce((sum, bytes) => sum + bytes, 0);
    testInfo.annotations.push({ type: 'script KB gzip', description: (total / 1024).toFixed(1) });
    expect(total / 1024).toBeLessThan(300);
    await page.getByLabel('证件照片', { exact: true }).setInputFiles(png('budget.png'));
    await expect(page.getByRole('list', { name: '证件照片列表' }).getByRole('listitem')).toHaveAttribute('data-status', 'done');
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  } finally {
    await context.close();
  }
});

test('tells what is missing under each field and sends nothing', async ({ page }) => {
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/security_reset/submit')) submits.push(request.url());
  });
  const f = form(page);
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '请上传证件照片' })).toBeVisible();
  await expect(f.photos).toHaveAttribute('aria-invalid', 'true');
  await f.email.fill('not-an-email');
  await f.submit.click();
  await expect(page.getByText('邮箱地址格式不正确，请重新输入')).toBeVisible();
  expect(submits).toEqual([]);
});

test('eleven photos at once: ten are taken, the rest refused with the max-files message', async ({ page, mock }, testInfo) => {
  const prefix = prefixOf(testInfo);
  const f = form(page);
  const names = Array.from({ length: 11 }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}.png`);
  await f.photos.setInputFiles(names.map((name) => png(name)));
  await expect(f.toasts.getByText('最多上传 10 个文件')).toBeVisible();
  await expect(f.list.getByRole('listitem')).toHaveCount(10);
  await expect(f.row(names[10] ?? '')).toHaveCount(0);
  for (const name of names.slice(0, 10)) await expectUploaded(f.row(name));
  expect((await serverUploads(mock, prefix)).map((upload) => upload.name).sort()).toEqual(names.slice(0, 10));

  // With ten in the field, one more is refused as well: a new toast, once the first has gone
  // (while both show, the count would read 2, and a slow run can see them leave together).
  await expect(f.toasts.getByText('最多上传 10 个文件')).toHaveCount(0);
  await f.photos.setInputFiles(png(`${prefix}-extra.png`));
  await expect(f.toasts.getByText('最多上传 10 个文件')).toBeVisible();
  await expect(f.list.getByRole('listitem')).toHaveCount(10);
  expect(await serverUploads(mock, prefix)).toHaveLength(10);
});

test('a second file with the same name is refused', async ({ page, mock }, testInfo) => {
  const prefix = prefixOf(testInfo);
  const f = form(page);
  await f.photos.setInputFiles(png(`${prefix}-id.png`));
  await expectUploaded(f.row(`${prefix}-id.png`));
  await f.photos.setInputFiles(png(`${prefix}-id.png`, 2048));
  await expect(f.toasts.getByText('请勿重复上传名称相同的文件')).toBeVisible();
  await expect(f.list.getByRole('listitem')).toHaveCount(1);
  expect(await serverUploads(mock, prefix)).toHaveLength(1);
});

test('a PDF or a text file is refused as a wrong type', async ({ page, mock }, testInfo) => {
  const prefix = prefixOf(testInfo);
  const f = form(page);
  await expect(f.photos).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  await f.photos.setInputFiles([
    { name: `${prefix}-scan.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') },
    { name: `${prefix}-notes.txt`, mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  await expect(f.toasts.getByText('不支持的文件类型')).toBeVisible();
  await expect(f.list).toHaveCount(0);
  expect(await serverUploads(mock, prefix)).toEqual([]);
});

test('a photo over 5 MB is refused', async ({ page, mock }, testInfo) => {
  const prefix = prefixOf(testInfo);
  const f = form(page);
  await expect(page.getByText('支持 JPG、JPEG、PNG 格式，单个文件不超过 5MB，最多 10 个文件')).toBeVisible();
  await f.photos.setInputFiles(png(`${prefix}-huge.png`, 5 * MB + 1));
  await expect(f.toasts.getByText('文件大小不能超过 5MB')).toBeVisible();
  await expect(f.list).toHaveCount(0);
  expect(await serverUploads(mock, prefix)).toEqual([]);
});

test('bytes that are no image, named .png, are refused before they are sent', async ({ page, mock }, testInfo) => {
  const prefix = prefixOf(testInfo);
  const f = form(page);
  await f.photos.setInputFiles({ name: `${prefix}-broken.png`, mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await expect(f.toasts.getByText('文件已损坏或格式不正确')).toBeVisible();
  await expect(f.list).toHaveCount(0);
  expect(await serverUploads(mock, prefix)).toEqual([]);
});

test('a refusal with code 30000 shows the server message; the photo can be sent again', async ({ page, mock }, testInfo) => {
  const name = `${prefixOf(testInfo)}-blurry.png`;
  await mock.securityReset.planUpload({ file_name: name, fail: 'server_message', message: '证件照片模糊，请重新拍摄' });
  const f = form(page);
  await f.photos.setInputFiles(png(name));
  await expect(f.toasts.getByText('证件照片模糊，请重新拍摄')).toBeVisible();
  await expect(f.row(name)).toHaveAttribute('data-status', 'error');
  await expect(f.row(name)).toContainText('证件照片模糊，请重新拍摄');
  await expect(f.toasts.getByText('上传失败，请重新上传')).toHaveCount(0);
  await f.photos.setInputFiles(png(name));
  await expectUploaded(f.row(name));
  await expect(f.list.getByRole('listitem')).toHaveCount(1);
});

test('any other failure shows 上传失败，请重新上传', async ({ page, mock }, testInfo) => {
  const name = `${prefixOf(testInfo)}-front.png`;
  await mock.securityReset.planUpload({ file_name: name, fail: 'generic' });
  const f = form(page);
  await f.photos.setInputFiles(png(name));
  await expect(f.toasts.getByText('上传失败，请重新上传')).toBeVisible();
  await expect(f.row(name)).toHaveAttribute('data-status', 'error');
  await expect(f.row(name)).toContainText('上传失败，请重新上传');
});

test('shows progress, takes no new photo while one goes up, and removes photos', async ({ page, mock }, testInfo) => {
  const prefix = prefixOf(testInfo);
  const slow = `${prefix}-slow.png`;
  const kept = `${prefix}-kept.png`;
  const f = form(page);
  // A slow uplink, so the bar moves visibly, and a server that answers late.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
  await mock.securityReset.planUpload({ file_name: slow, delay_ms: 10_000 });
  await f.photos.setInputFiles(png(slow, 2 * MB));
  const bar = f.row(slow).getByRole('progressbar', { name: `${slow} 上传进度` });
  await expect(bar).toBeVisible();
  await expect(f.row(slow)).toHaveAttribute('data-status', 'uploading');
  await expect(f.photos).toBeDisabled();
  // Part way: more than nothing, less than all (the bytes go up at 512 KB/s for about 4 s).
  await expect
    .poll(async () => {
      const value = await bar.evaluate((element: HTMLProgressElement) => element.value);
      return value > 0 && value < 100;
    }, { timeout: 15_000, intervals: [100] })
    .toBe(true);
  await expect(f.row(slow)).toContainText(/\b\d{1,2}%/);

  // Removed while it goes up: the upload stops and the field is free again.
  const remove = f.row(slow).getByRole('button', { name: `删除 ${slow}` });
  const box = await remove.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await remove.click();
  await expect(f.list).toHaveCount(0);
  await expect(f.photos).toBeEnabled();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await f.photos.setInputFiles([png(kept), png(`${prefix}-gone.png`)]);
  await expectUploaded(f.row(kept));
  await expectUploaded(f.row(`${prefix}-gone.png`));
  await f.row(`${prefix}-gone.png`).getByRole('button', { name: `删除 ${prefix}-gone.png` }).click();
  await expect(f.list.getByRole('listitem')).toHaveCount(1);
  await expect(f.row(kept)).toBeVisible();
});

const ACCOUNTS = {
  // Desktop: an email account that lost its Google Authenticator; phone: a phone account that lost its phone.
  desktop: { type: 'email', login: 'ga@example.com', item: '谷歌验证器', itemValue: 'ga' },
  phone: { type: 'phone', login: '13800138001', item: '手机', itemValue: 'phone' },
} as const;

test('a whole request: a refusal keeps everything, then the ticket, stored by the server', async ({ page, mock, expectNoSeriousA11yViolations }, testInfo) => {
  const account = testInfo.project.name === 'phone' ? ACCOUNTS.phone : ACCOUNTS.desktop;
  // A request of an earlier run would still be open: support closes it first.
  await mock.securityReset.closeRequests(account.login);
  const prefix = prefixOf(testInfo);
  const f = form(page);
  if (account.type === 'phone') {
    await page.getByRole('radiogroup', { name: '账号类型' }).getByText('手机').click();
    await page.getByLabel('手机号').fill(account.login);
  } else {
    await f.email.fill(account.login);
  }
  await f.items.getByText(account.item).click();
  await expect(f.items.getByRole('radio', { name: account.item })).toBeChecked();
  await f.password.fill('Wrong9999');
  const photos = [`${prefix}-front.png`, `${prefix}-back.png`, `${prefix}-selfie.png`];
  await f.photos.setInputFiles(photos.map((name) => png(name, 64 * 1024)));
  for (const name of photos) await expectUploaded(f.row(name));

  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await expect(f.items.getByRole('radio', { name: account.item })).toBeChecked();
  await expect(f.password).toHaveValue('Wrong9999');
  if (account.type === 'phone') await expect(page.getByLabel('手机号')).toHaveValue(account.login);
  else await expect(f.email).toHaveValue(account.login);
  await expect(f.list.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await f.password.fill(PASSWORD);
  await f.submit.click();
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeFocused();
  await expect(page.getByText(`我们已收到您的${account.item}重置申请。`)).toBeVisible();
  const ticket = (await page.getByTestId('security-reset-ticket').textContent()) ?? '';
  expect(ticket).toMatch(/^SR\d{14}$/);
  await expect(page.getByText(`工单号 ${ticket}`)).toBeVisible();

  const { requests } = await mock.securityReset.requests({ ticket_id: ticket });
  expect(requests).toEqual([
    expect.objectContaining({
      ticket_id: ticket,
      account: account.login,
      account_type: account.type,
      item: account.itemValue,
      status: 'pending',
      files: photos.map((name) => expect.objectContaining({ name })),
    }),
  ]);
  expect((await serverUploads(mock, prefix)).map((upload) => upload.used_by)).toEqual([ticket, ticket, ticket]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '返回登录' }).click();
  await page.waitForURL((url) => url.pathname === '/zh-cn/login/');
});

test('the login second factor leads here when the authenticator is lost', async ({ page }) => {
  await page.goto('/zh-cn/login/');
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill('ga@example.com');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('heading', { name: '安全验证' })).toBeVisible();
  await page.getByRole('link', { name: '申请安全项重置' }).click();
  await page.waitForURL((url) => url.pathname === PATH);
  await expect(page.locator('h1')).toHaveText('安全项重置');
});

test('has no serious accessibility violations, with messages and photos on screen', async ({ page, expectNoSeriousA11yViolations }, testInfo) => {
  await expectNoSeriousA11yViolations(page);
  const f = form(page);
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '请上传证件照片' })).toBeVisible();
  const name = `${prefixOf(testInfo)}-a11y.png`;
  await f.photos.setInputFiles(png(name));
  await expectUploaded(f.row(name));
  await expectNoSeriousA11yViolations(page);
});
