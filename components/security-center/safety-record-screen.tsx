'use client';

// 安全记录 (user-center/safety-record): 登录记录, 操作记录 and 登录设备 as tabs. Each panel loads when
// its tab is first chosen; a security change anywhere invalidates them (securityCenterKeys.all).

import { useId, useState } from 'react';
import { TabPanel, Tabs, type TabItem } from '@/components/tabs/tabs';
import { DeviceList, DEVICE_TEXT } from './device-list';
import { LOG_TEXT, LoginLogPanel, OperationLogPanel } from './security-logs';
import styles from './security-records.module.css';

export const SAFETY_RECORD_TITLE = '安全记录';

type RecordTab = 'login' | 'operation' | 'devices';

const TAB_ITEMS: readonly TabItem<RecordTab>[] = [
  { key: 'login', label: LOG_TEXT.loginLog },
  { key: 'operation', label: LOG_TEXT.operationLog },
  { key: 'devices', label: DEVICE_TEXT.title },
];

export function SafetyRecordScreen() {
  const idBase = useId();
  const [tab, setTab] = useState<RecordTab>('login');
  return (
    <div className={styles.screen} data-testid="safety-record-screen">
      <Tabs items={TAB_ITEMS} value={tab} onChange={setTab} idBase={idBase} label={SAFETY_RECORD_TITLE} className={styles.tabs} tabClassName={styles.tab} />
      {TAB_ITEMS.map((item) => (
        <TabPanel key={item.key} idBase={idBase} tabKey={item.key} hidden={tab !== item.key} className={styles.panel}>
          {tab === item.key ? item.key === 'login' ? <LoginLogPanel /> : item.key === 'operation' ? <OperationLogPanel /> : <DeviceList /> : null}
        </TabPanel>
      ))}
    </div>
  );
}
