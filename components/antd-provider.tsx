'use client';

// antd with the zh_CN locale. The style strategy is static CSS with zero-runtime theming:
// runtime CSS-in-JS made server rendering about ten times slower and needs inline <style>
// that a strict CSP refuses (see README, "Styles"). Only layouts that host antd widgets use
// this provider, so pages without antd do not load its script.

import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import 'antd/dist/antd.css';

export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ zeroRuntime: true }}>
      {children}
    </ConfigProvider>
  );
}
