import { describe, expect, it } from 'vitest';
import { WITHDRAW_HOLD_MS } from '@/lib/security-center/hold';
import { canDisown, eventHoldUntil, loginMethodText, loginReasonText, SECURITY_EVENT_TEXT, timelineItems, withdrawHoldMessage } from '@/lib/security-center/timeline';

const base = { device: 'Chrome · Linux', ip: '127.0.0.1', place: '本地网络' };

describe('eventHoldUntil', () => {
  it('gives 24 hours after a holding change and nothing after others', () => {
    expect(eventHoldUntil({ type: 'password_change', time: 1000 })).toBe(1000 + WITHDRAW_HOLD_MS);
    expect(eventHoldUntil({ type: 'ga_change', time: 5 })).toBe(5 + WITHDRAW_HOLD_MS);
    expect(eventHoldUntil({ type: 'new_device', time: 1000 })).toBeNull();
    expect(eventHoldUntil({ type: 'anti_phishing_set', time: 1000 })).toBeNull();
  });
});

describe('timelineItems', () => {
  const events = [
    { id: 1, type: 'new_device' as const, time: 1_000, ...base },
    { id: 2, type: 'password_change' as const, time: 3_000, ...base },
    { id: 3, type: 'logout_offsite' as const, time: 2_000, ...base },
  ];

  it('sorts newest first, names each change and computes its hold', () => {
    const items = timelineItems(events, 4_000, false);
    expect(items.map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items[0]).toMatchObject({ title: '修改登录密码', holdUntil: 3_000 + WITHDRAW_HOLD_MS, holding: true, disownable: true });
    expect(items[1]).toMatchObject({ title: '退出其他设备', holdUntil: null, holding: false, disownable: false });
    expect(items[2]).toMatchObject({ title: '新设备登录', holdUntil: null, disownable: true });
  });

  it('marks a hold that has ended as not holding', () => {
    const [item] = timelineItems(events, 3_000 + WITHDRAW_HOLD_MS, false);
    expect(item).toMatchObject({ holdUntil: 3_000 + WITHDRAW_HOLD_MS, holding: false });
  });

  it('takes the server hold when it is given', () => {
    const [item] = timelineItems([{ ...events[1]!, hold_until: 9_999 }], 0, false);
    expect(item?.holdUntil).toBe(9_999);
  });

  it('offers 这不是我 on nothing once the account is frozen', () => {
    expect(timelineItems(events, 4_000, true).every((item) => !item.disownable)).toBe(true);
  });
});

describe('words', () => {
  it('has a Chinese text for every event type', () => {
    expect(SECURITY_EVENT_TEXT.ga_bind).toBe('绑定谷歌验证器');
    expect(Object.values(SECURITY_EVENT_TEXT).every((text) => /[\u4e00-\u9fff]/.test(text))).toBe(true);
  });

  it('never offers 这不是我 on a self-freeze or an offsite logout', () => {
    expect(canDisown('self_freeze', false)).toBe(false);
    expect(canDisown('logout_offsite', false)).toBe(false);
    expect(canDisown('phone_change', false)).toBe(true);
  });

  it('names login methods and reasons, keeping unknown ones', () => {
    expect(loginMethodText('ga')).toBe('谷歌验证器');
    expect(loginMethodText('third:google')).toBe('第三方账号（google）');
    expect(loginMethodText('other')).toBe('other');
    expect(loginReasonText('frozen')).toBe('账户已冻结');
    expect(loginReasonText('x')).toBe('x');
  });

  it('says until when the hold lasts', () => {
    expect(withdrawHoldMessage(Date.UTC(2026, 0, 2, 3, 4, 5))).toMatch(/^安全设置变更后 24 小时内暂停提币，提币暂停至 2026-01-0\d \d\d:04:05$/);
  });
});
