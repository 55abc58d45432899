// The crm area and 解冻查询 end to end, on the desktop and the phone project: the KOL form refuses
// bad input at its fields and takes a good application to its result; a seeded release case is
// shown masked until the code sent to its account is given; the market-recruitment pages link to each other, to the KOL form and home.

import { UC_CALLS } from '@/lib/contracts/uc';
import { SEED_CASES } from '@/mocks/db/crm';
import { expect, test } from './fixtures';

function uniqueEmail(): string {
  return `kol-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

test('the KOL form refuses bad input and takes a good application to its result', async ({ page }) => {
  await page.goto('/zh-cn/crm/kol-collect-userInfo/');
  const form = page.getByTestId('kol-form');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入姓名或昵称')).toBeVisible();
  await expect(form.getByText('请至少填写一个平台的账号和粉丝数')).toBeVisible();

  await form.getByLabel('姓名或昵称 *').fill('链上小林');
  await form.getByLabel('联系方式 *').fill('not-an-email');
  await form.getByLabel('所在国家/地区 *').selectOption('SG');
  await form.getByLabel('B站 账号或链接').fill('小林说币');
  await form.getByLabel('B站 粉丝数').fill('12万');
  await form.getByLabel('受众与内容简介 *').fill('每周两期行情复盘与交易所教程，受众主要在新加坡和马来西亚。');
  await form.getByLabel('邀请码').fill('nope1234');
  await form.getByLabel('邀请码').blur();
  await expect(form.getByText('邀请码不存在，请核对后重新输入')).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('邮箱地址格式不正确，请重新输入')).toBeVisible();
  await expect(form.getByTestId('kol-platform-bilibili').getByText('粉丝数请填写整数')).toBeVisible();

  const email = uniqueEmail();
  await form.getByLabel('联系方式 *').fill(email);
  await form.getByLabel('B站 粉丝数').fill('120000');
  await form.getByLabel('邀请码').fill('HTKOL888');
  await form.getByLabel('邀请码').blur();
  await expect(form.getByText(/邀请码有效/)).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();

  const result = page.getByTestId('kol-result');
  await expect(result.getByRole('heading', { name: '申请已提交' })).toBeFocused();
  await expect(result.getByTestId('kol-application-id')).toHaveText(/^KOL\d{14}$/);
  await expect(result.getByText(email)).toBeVisible();
});

test('解冻查询 shows only masked data until the code sent to the account is given', async ({ page, mock }, testInfo) => {
  // Each project its own account: a code goes to an address once a minute.
  const phone = testInfo.project.name === 'phone';
  const email = phone ? 'ga@example.com' : 'org@example.com';
  await page.goto('/zh-cn/collection/lifted-query/');
  await page.getByRole('textbox', { name: '案件编号' }).fill('LQ123');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText(/案件编号格式不正确/)).toBeVisible();
  await page.getByRole('textbox', { name: '案件编号' }).fill(phone ? SEED_CASES.rejected : SEED_CASES.partial);
  await page.getByRole('button', { name: '查询' }).click();
  const masked = page.getByTestId('lifted-masked');
  await expect(masked).toContainText(phone ? 'g***@example.com' : 'o***@example.com');
  await expect(masked.getByRole('link', { name: '登录后查看' })).toBeVisible();
  await expect(page.getByTestId('lifted-case')).toHaveCount(0);

  await page.getByText('按账号', { exact: true }).click();
  await page.getByRole('textbox', { name: '邮箱' }).fill(email);
  await page.getByRole('button', { name: '查询' }).click();
  const sent = page.waitForResponse((response) => response.url().includes(UC_CALLS.emailCodeSend.path()));
  await masked.getByRole('button', { name: '获取验证码' }).click();
  expect(await (await sent).json()).toMatchObject({ success: true });
  await expect(page.getByTestId('lifted-case')).toHaveCount(0);
  const { code } = await mock.codes.last(email, 'lifted_query');
  await masked.getByLabel('邮箱验证码').fill(code);
  await masked.getByRole('button', { name: '验证并查看' }).click();
  const found = page.getByTestId('lifted-case');
  await expect(found.getByTestId('lifted-state')).toHaveText(phone ? '已驳回' : '部分解冻');
  if (!phone) await expect(found.getByText('70,000').first()).toBeVisible();
});

test('the market-recruitment pages link to each other, to the KOL form and home', async ({ page }) => {
  await page.goto('/zh-cn/crm/market-recruitment/');
  const nav = page.getByRole('navigation', { name: '市场招募页面导航' });
  await nav.getByRole('link', { name: '费率与规则' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/crm\/market-recruitment\/rateAndRule\/$/);
  await expect(page.getByTestId('recruitment-rates').getByText('32.5%')).toBeVisible();
  await page.getByRole('link', { name: '费率问题咨询' }).click();
  await expect(page).toHaveURL(/\/rateAndRule\/contants\/$/);
  await expect(page.getByTestId('recruitment-contacts').getByText('返佣结算专员')).toBeVisible();
  await page.getByRole('link', { name: '返回费率与规则' }).click();
  await expect(page).toHaveURL(/\/rateAndRule\/$/);
  await nav.getByRole('link', { name: '联系我们' }).click();
  await expect(page).toHaveURL(/\/market-recruitment\/contants\/$/);
  await expect(page.getByTestId('recruitment-contacts').getByText('大中华区招募经理')).toBeVisible();
  await page.getByTestId('recruitment-apply').click();
  await expect(page).toHaveURL(/\/crm\/kol-collect-userInfo\/$/);
  await expect(page.getByTestId('kol-form')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/zh-cn\/$/);
});
