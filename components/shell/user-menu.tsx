'use client';

// The logged-in user's dropdown in the header (shell-and-account.md section 1): full name,
// UID with a copy action, the KYC level link, My points cards, Account security, logout.

import Link from 'next/link';
import { useCallback, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { UserMenuLinks } from '@/lib/shell/menu';
import { fullName, isDisabledUser, isSubAccount, kycLevel, proAuthDisplayName } from '@/lib/session/user';
import { logout, sessionStore } from '@/stores/session-store';
import { showToast } from '@/stores/toast-store';
import { useDismiss } from './use-dismiss';

export const COPY_SUCCESS_TEXT = '复制成功';
/** What a sub-account's menu says in place of the KYC link. */
export const SUB_ACCOUNT_KYC_TEXT = '随母账户，子账户无需单独认证';

export function UserMenu({ links }: { links: UserMenuLinks }) {
  const user = useStore(sessionStore, (state) => state.user);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const closePopup = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, closePopup);

  const copyUid = async () => {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(String(user.uid));
      showToast('success', COPY_SUCCESS_TEXT);
    } catch {
      showToast('error', '复制失败，请手动复制');
    }
  };

  const onLogout = async () => {
    setBusy(true);
    const done = await logout();
    if (!done) setBusy(false);
  };

  const name = user ? fullName(user) : '';
  const level = user ? kycLevel(user.kyc_level) : null;
  const proName = user ? proAuthDisplayName(user) : null;

  return (
    <div className="user-menu" ref={rootRef}>
      <button type="button" className="user-menu__trigger" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <span className="visually-hidden">账户菜单 </span>
        {name || '我的账户'}
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        {user ? (
          <>
            <div className="user-menu__head">
              <p className="user-menu__name">{name}</p>
              {proName ? <p className="user-menu__pro">{proName}</p> : null}
              <p className="user-menu__tags">
                {isSubAccount(user) ? <span className="tag">子账户</span> : null}
                {isDisabledUser(user) ? <span className="tag tag--warning">账户受限</span> : null}
              </p>
              <p className="user-menu__uid">
                UID: <span data-testid="user-uid">{user.uid}</span>
                <button type="button" className="link-button" onClick={copyUid}>
                  复制
                </button>
              </p>
            </div>
            <ul className="user-menu__links">
              {isSubAccount(user) ? (
                <>
                  {/* A sub-account's identity is its parent's: nothing to verify here. */}
                  <li className="user-menu__closed" data-testid="user-menu-kyc-sub">
                    身份认证 <span>{SUB_ACCOUNT_KYC_TEXT}</span>
                  </li>
                  <li>
                    <Link href={links.subAccount}>我的子账户权限</Link>
                  </li>
                </>
              ) : (
                <li>
                  <Link href={links.kyc}>{level ? `身份认证 ${level}` : '身份认证 未认证'}</Link>
                </li>
              )}
              <li>
                <Link href={links.points}>我的点卡</Link>
              </li>
              <li>
                <Link href={links.security}>账户安全</Link>
              </li>
            </ul>
          </>
        ) : null}
        <button type="button" className="user-menu__logout" onClick={onLogout} disabled={busy}>
          退出登录
        </button>
      </div>
    </div>
  );
}
