// 身份认证 end to end, on the desktop and the phone project (one unverified seed user each): open
// it from the header's account menu, fill the basic information (a wrong document number refused
// at its field first), upload the three images, submit, see 审核中, and after the mock's review
// see the new level on the page and in the menu.

import { KYC_UIDS } from '@/mocks/db/users';
import { expect, test } from './fixtures';

// A real 1×1 PNG: Chromium decodes an image before it is sent.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function uid(): number {
  return test.info().project.name === 'phone' ? KYC_UIDS[1] : KYC_UIDS[0];
}

test('an unverified user verifies from the account menu to C1', async ({ page, loginAs, mock, isMobile }) => {
  const user = uid();
  await mock.kyc.setState({ uid: user, state: 1, kyc_level: 'C0' });
  await loginAs(user);
  await page.goto('/zh-cn/cn/faq/');
  if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await page.getByRole('link', { name: '身份认证 未认证' }).click();
  await page.waitForURL(/\/zh-cn\/cn\/kyc\//);

  await expect(page.getByTestId('kyc-level')).toHaveText('未认证');
  await expect(page.getByText('50,000 USDT')).toBeVisible();
  const basic = page.getByTestId('kyc-basic-form');
  await basic.getByLabel('国籍/地区').selectOption('CN');
  await basic.getByLabel('姓名').fill('张三');
  await basic.getByLabel('证件号码').fill('110105194912310021');
  await basic.getByLabel('出生日期').fill('1949-12-31');
  await basic.getByRole('button', { name: '下一步' }).click();
  await expect(basic.getByText('身份证号码有误，请核对后重新输入')).toBeVisible();
  await expect(basic.getByLabel('姓名')).toHaveValue('张三');
  await basic.getByLabel('证件号码').fill('11010519491231002X');
  await basic.getByRole('button', { name: '下一步' }).click();

  const documents = page.getByTestId('kyc-documents-form');
  for (const [label, name] of [
    ['证件正面（人像面）', 'front.png'],
    ['证件背面', 'back.png'],
    ['手持证件自拍', 'selfie.png'],
  ] as const) {
    await documents.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(documents.getByRole('list', { name: `${label}列表` }).getByText('已上传')).toBeVisible();
  }
  await documents.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByTestId('kyc-reviewing')).toBeVisible();
  await expect(page.getByRole('list', { name: '认证进度' }).getByText('审核中')).toBeVisible();

  expect((await mock.kyc.review(user)).kyc).toMatchObject({ state: 6, kyc_level: 'C1' });
  await page.reload();
  await expect(page.getByTestId('kyc-complete')).toBeVisible();
  await expect(page.getByTestId('kyc-level')).toHaveText('C1 基础认证');
  if (isMobile) await page.getByRole('button', { name: '展开菜单' }).click();
  await page.getByRole('button', { name: /账户菜单/ }).click();
  await expect(page.getByRole('link', { name: '身份认证 C1' })).toBeVisible();
});
