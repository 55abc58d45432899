'use client';

// What a sub-account may do, as one matrix the parent reads and changes: isolated margin, cross
// margin, the transfer of its spot balance to the parent, and the asset page's business types.
// Changes are collected, then saved at once through the security verification; only the fields
// changed are sent, and the sub-account's own gates (lib/sub-account gatesOf) follow the server.

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/form';
import { QueryState } from '@/components/query-state/query-state';
import { ACCOUNT_KIND_INFO, BIZ_TYPES, type BizType } from '@/lib/assets/account-kinds';
import type { PermissionsModifyRequest, SubAccountPermissionsWire } from '@/lib/contracts/uc';
import { useSubAccountPermissions } from '@/queries/sub-account';
import { DETAIL_TEXT as T, PERMISSION_TEXT } from './texts';
import styles from './sub-account.module.css';

// The save step (the parent's security verification) loads when the parent saves.
const SaveDialog = dynamic(() => import('./permissions-save-dialog').then((module) => module.PermissionsSaveDialog), { ssr: false });

/** The matrix as the screen edits it: a flag per row. */
export interface PermissionMatrix {
  margin: boolean;
  superMargin: boolean;
  transferable: boolean;
  visible: Readonly<Partial<Record<BizType, boolean>>>;
}

const BIZ_TYPE_LIST: readonly BizType[] = Object.values(BIZ_TYPES);

/** A business type by the account kinds it shows or hides (margin: 杠杆账户、全仓杠杆账户). */
export function bizTypeName(type: BizType): string {
  return Object.values(ACCOUNT_KIND_INFO)
    .filter((info) => info.bizType === type)
    .map((info) => info.name)
    .join('、');
}

export function matrixOf(wire: SubAccountPermissionsWire): PermissionMatrix {
  return {
    margin: wire.margin === 'open',
    superMargin: wire.super_margin === 'open',
    transferable: wire.transferable,
    visible: Object.fromEntries(BIZ_TYPE_LIST.map((type) => [type, wire.visibility.find((row) => row.biz_type === type)?.visible === true])),
  };
}

/** The modify request of what changed from `before` to `after`; null when nothing did. */
export function permissionChange(subUid: number, before: PermissionMatrix, after: PermissionMatrix): PermissionsModifyRequest | null {
  const change: PermissionsModifyRequest = { sub_uid: subUid };
  if (before.margin !== after.margin) change.margin = after.margin ? 'open' : 'closed';
  if (before.superMargin !== after.superMargin) change.super_margin = after.superMargin ? 'open' : 'closed';
  if (before.transferable !== after.transferable) change.transferable = after.transferable;
  const visibility = BIZ_TYPE_LIST.filter((type) => before.visible[type] !== after.visible[type]).map((type) => ({ biz_type: type, visible: after.visible[type] === true }));
  if (visibility.length > 0) change.visibility = visibility;
  return Object.keys(change).length > 1 ? change : null;
}

interface MatrixRow {
  key: string;
  label: string;
  get(matrix: PermissionMatrix): boolean;
  set(matrix: PermissionMatrix, on: boolean): PermissionMatrix;
}

const ROWS: readonly MatrixRow[] = [
  { key: 'margin', label: PERMISSION_TEXT.margin, get: (m) => m.margin, set: (m, on) => ({ ...m, margin: on }) },
  { key: 'superMargin', label: PERMISSION_TEXT.superMargin, get: (m) => m.superMargin, set: (m, on) => ({ ...m, superMargin: on }) },
  { key: 'transferable', label: PERMISSION_TEXT.transferable, get: (m) => m.transferable, set: (m, on) => ({ ...m, transferable: on }) },
  ...BIZ_TYPE_LIST.map(
    (type): MatrixRow => ({
      key: `biz-${type}`,
      label: PERMISSION_TEXT.visible(bizTypeName(type)),
      get: (m) => m.visible[type] === true,
      set: (m, on) => ({ ...m, visible: { ...m.visible, [type]: on } }),
    }),
  ),
];

function Matrix({ subUid, saved }: { subUid: number; saved: PermissionMatrix }) {
  const [draft, setDraft] = useState<PermissionMatrix | null>(null);
  const [saving, setSaving] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const shown = draft ?? saved;
  const change = permissionChange(subUid, saved, shown);
  const changed = ROWS.filter((row) => row.get(saved) !== row.get(shown)).map((row) => `${row.label}：${row.get(shown) ? '开启' : '关闭'}`);
  return (
    <>
      <div className={styles.matrix} role="group" aria-label={T.permissions} data-testid="sub-account-permissions">
        {ROWS.map((row) => (
          <label key={row.key} className={styles.matrixRow} data-testid={`permission-${row.key}`}>
            <span>{row.label}</span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={row.get(shown)}
              aria-label={row.label}
              checked={row.get(shown)}
              onChange={(event) => {
                setUnchanged(false);
                setDraft(row.set(shown, event.target.checked));
              }}
            />
          </label>
        ))}
      </div>
      {unchanged ? <p className={styles.error}>{T.permissionsUnchanged}</p> : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => {
            if (change === null) setUnchanged(true);
            else setSaving(true);
          }}
        >
          {T.savePermissions}
        </Button>
      </div>
      {saving && change !== null ? <SaveDialog change={change} changed={changed} onDone={() => setDraft(null)} onClose={() => setSaving(false)} /> : null}
    </>
  );
}

export function PermissionsSection({ subUid }: { subUid: number }) {
  const permissions = useSubAccountPermissions(subUid);
  return (
    <section className={styles.section} aria-labelledby={`permissions-${subUid}`}>
      <h2 id={`permissions-${subUid}`} className={styles.sectionTitle}>
        {T.permissions}
      </h2>
      <QueryState query={permissions}>{(data) => <Matrix key={JSON.stringify(data)} subUid={subUid} saved={matrixOf(data)} />}</QueryState>
    </section>
  );
}
