'use client';

// The user-centre menu's 子账户管理 entry, for a known parent only (it needs the signed-in user,
// which the browser knows). Its own small module with the path given by the server layout: every
// user-centre page carries it, so it must not bring the sub-account screens or the route table.

import Link from 'next/link';
import { useStore } from 'zustand';
import { isSubUser } from '@/lib/assets/account-kinds';
import { sessionStore } from '@/stores/session-store';

export function SubAccountNavLink({ href, title }: { href: string; title: string }) {
  const user = useStore(sessionStore, (state) => state.user);
  if (user === null || isSubUser(user.user_type)) return null;
  return (
    <li>
      <Link href={href}>{title}</Link>
    </li>
  );
}
