'use client';

// One currency and chain of the book: a table of its addresses (cards below 750 px) with the
// alias, the address (monospace, wrapping), the tag, when it was added, whether it can be used
// now, and the white-level change and removal.

import { memo, useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/records/data-table';
import { EMPTY_PLACEHOLDER, formatTime, visibleAddress } from '@/lib/format';
import { usabilityOf, usabilityText, type BookEntry, type BookGroup, type WhitelistSettings } from '@/lib/wallet-book';
import { ADD_WHITE_TEXT, REMOVE_WHITE_TEXT } from './white-level-dialog';
import custody from '@/components/custody/custody.module.css';
import styles from './wallet-book.module.css';
import { UserText } from '@/components/user-text/user-text';

export const REMOVE_TEXT = '删除';

export interface AddressGroupProps {
  group: BookGroup;
  chainName: string;
  settings: WhitelistSettings;
  now: number;
  onRemove(entry: BookEntry): void;
  onWhiteLevel(entry: BookEntry): void;
}

const rowProps = (entry: BookEntry) => ({ 'data-testid': 'address-row', 'data-address-id': entry.id });

function AddressGroupView({ group, chainName, settings, now, onRemove, onWhiteLevel }: AddressGroupProps) {
  const title = `${group.currency.toUpperCase()} · ${chainName}`;
  const columns = useMemo<DataColumn<BookEntry>[]>(
    () => [
      { key: 'alias', title: '备注', rowHeader: true, width: '16%', render: (entry) => <UserText text={entry.alias} />, cellProps: () => ({ 'data-testid': 'address-alias' }) },
      { key: 'address', title: '地址', width: '34%', render: (entry) => <span className={styles.mono} dir="ltr">{visibleAddress(entry.address)}</span>, cellProps: () => ({ className: styles.addressCell }) },
      { key: 'tag', title: '标签', width: '10%', render: (entry) => (entry.tag ? <span className={styles.mono} dir="ltr">{visibleAddress(entry.tag)}</span> : EMPTY_PLACEHOLDER) },
      { key: 'addedAt', title: '添加时间', width: '14%', render: (entry) => (entry.addedAt > 0 ? formatTime(entry.addedAt) : EMPTY_PLACEHOLDER) },
      {
        key: 'usable',
        title: '状态',
        width: '12%',
        render: (entry) => {
          const usability = usabilityOf(entry, settings, now);
          return <span className={styles[usability.kind]}>{usabilityText(usability)}</span>;
        },
        cellProps: (entry) => ({ 'data-testid': 'address-usability', 'data-usability': usabilityOf(entry, settings, now).kind }),
      },
      {
        key: 'actions',
        title: '操作',
        align: 'right',
        render: (entry) => (
          <span className={custody.actions}>
            <button type="button" className={custody.inlineButton} onClick={() => onWhiteLevel(entry)} aria-label={`${entry.whiteAt === null ? ADD_WHITE_TEXT : REMOVE_WHITE_TEXT} ${entry.alias}`}>
              {entry.whiteAt === null ? ADD_WHITE_TEXT : REMOVE_WHITE_TEXT}
            </button>
            <button type="button" className={custody.inlineButton} onClick={() => onRemove(entry)} aria-label={`${REMOVE_TEXT} ${entry.alias}`}>
              {REMOVE_TEXT}
            </button>
          </span>
        ),
      },
    ],
    [settings, now, onRemove, onWhiteLevel],
  );
  return (
    <section className={styles.group} aria-label={title} data-testid="address-group" data-group={group.key}>
      <h3 className={styles.groupTitle}>
        {title} <span className={custody.muted}>({group.entries.length})</span>
      </h3>
      <DataTable columns={columns} rows={group.entries} rowKey={(entry) => entry.id} rowProps={rowProps} label={`${title} 提币地址`} cards fixedLayout className={styles.table} />
    </section>
  );
}

export const AddressGroup = memo(AddressGroupView);
