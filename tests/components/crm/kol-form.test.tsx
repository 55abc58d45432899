// @vitest-environment jsdom
// KOL 信息收集 against the mock's real handlers: the form built from the configuration, bad input
// refused at its fields with the configured labels, the share code checked after the field is
// left (unknown refuses the submit, valid names the inviter), a refusal of the server keeping
// what was typed, and a good application reaching the result with what happens next.

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { KolFormScreen } from '@/components/crm/kol-form-screen';
import { GATEWAY_ERROR_HEADER, GATEWAY_REFUSED } from '@/lib/api/families';
import { checkShareCode } from '@/lib/contracts/crm';
import { rateLimitedEnvelope } from '@/lib/security/rate-limit';
import { onPageCall } from '../../support/msw-call';
import { KOL_MESSAGES, SHARE_CODE_MESSAGES, kolApplicationCount } from './kol-support';
import { renderWithQueryClient } from '../../support/render';
import { setUpCrmTests } from './harness';

const { server } = setUpCrmTests();
afterEach(cleanup);

async function renderForm() {
  renderWithQueryClient(<KolFormScreen lang="zh-cn" />);
  return screen.findByTestId('kol-form');
}

function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillGood({ contact = 'xiaolin@example.com', shareCode = '' } = {}) {
  type('姓名或昵称 *', '小林说币');
  fireEvent.change(screen.getByLabelText('联系方式 *'), { target: { value: contact } });
  fireEvent.change(screen.getByLabelText('所在国家/地区 *'), { target: { value: 'SG' } });
  type('YouTube 账号或链接', '小林说币');
  type('YouTube 粉丝数', '52,000');
  type('受众与内容简介 *', '每周两期行情复盘与交易所教程，受众主要在新加坡和马来西亚。');
  if (shareCode) type('邀请码', shareCode);
}

describe('KOL 信息收集', () => {
  it('refuses an empty form with a message at every required field', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入姓名或昵称')).toBeTruthy();
    expect(screen.getByText(KOL_MESSAGES.contactRequired)).toBeTruthy();
    expect(screen.getByText('请选择所在国家/地区')).toBeTruthy();
    expect(screen.getByText(KOL_MESSAGES.platformsRequired)).toBeTruthy();
    expect(screen.getByText('请输入受众与内容简介')).toBeTruthy();
    expect(kolApplicationCount()).toBe(1);
  });

  it('checks the contact by its kind and a platform’s count', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Telegram' }));
    type('联系方式 *', '@ab');
    type('X (Twitter) 账号或链接', '@lin');
    type('X (Twitter) 粉丝数', '1.2万');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(KOL_MESSAGES.telegramInvalid)).toBeTruthy();
    expect(within(screen.getByTestId('kol-platform-x')).getByText(KOL_MESSAGES.followersInvalid)).toBeTruthy();
  });

  it('checks the share code once left: an unknown code refuses the submit', async () => {
    await renderForm();
    fillGood({ shareCode: 'nope1234' });
    expect(await screen.findByText(SHARE_CODE_MESSAGES.unknown)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(screen.getByLabelText('邀请码').getAttribute('aria-invalid')).toBe('true'));
    expect(kolApplicationCount()).toBe(1);
    expect(screen.queryByTestId('kol-result')).toBeNull();
  });

  it('says when to check again when the gateway limits share-code checks, keeping the code as typed', async () => {
    server.use(
      onPageCall(checkShareCode, () => HttpResponse.json(rateLimitedEnvelope(42), { status: 429, headers: { [GATEWAY_ERROR_HEADER]: GATEWAY_REFUSED, 'retry-after': '42' } })),
    );
    await renderForm();
    fillGood({ shareCode: 'nope1234' });
    await waitFor(() => expect(screen.getByTestId('kol-share-code-status').textContent).toBe('请求过于频繁，请 42 秒后再试'));
    expect((screen.getByLabelText('邀请码') as HTMLInputElement).value).toBe('nope1234');
  });

  it('keeps what was typed when the server refuses a contact that already applied', async () => {
    await renderForm();
    fillGood({ contact: 'kol@example.com' });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(/该联系方式已提交过申请/)).toBeTruthy();
    expect((screen.getByLabelText('姓名或昵称 *') as HTMLInputElement).value).toBe('小林说币');
    expect((screen.getByLabelText('YouTube 粉丝数') as HTMLInputElement).value).toBe('52,000');
  });

  it('accepts a good application with a valid code and shows what happens next', async () => {
    await renderForm();
    fillGood({ shareCode: 'htkol888' });
    expect(await screen.findByText(/邀请码有效，邀请人：市场部 · 王磊/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    const result = await screen.findByTestId('kol-result');
    expect(within(result).getByRole('heading', { name: '申请已提交' })).toBeTruthy();
    expect(within(result).getByTestId('kol-application-id').textContent).toMatch(/^KOL\d{14}$/);
    expect(within(result).getByText(/通过邮箱 xiaolin@example.com 与您联系/)).toBeTruthy();
    expect(kolApplicationCount()).toBe(2);
  });
});
