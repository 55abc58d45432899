import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { resolveCaptchaScripts } from '@/lib/api/families';
import { BRAND } from '@/lib/routing/manifest';
import { chunkReloadBootScript } from '@/lib/shell/chunk-reload';
import { BrowserSetup } from '@/components/shell/browser-setup';
import { SessionBoot } from '@/components/shell/session-boot';
import { Toaster } from '@/components/shell/toaster';
import '@/styles/globals.css';

export const metadata: Metadata = {
  title: BRAND,
  description: '数字资产托管与交易服务',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, which the CSP nonce needs.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="zh-CN">
      <head>
        {/* eslint-disable-next-line no-restricted-syntax -- the app's own boot script, a constant of lib/, no outside text */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: chunkReloadBootScript() }} />
      </head>
      <body>
        {children}
        <Toaster />
        <BrowserSetup config={{ captchaScripts: resolveCaptchaScripts(process.env) }} />
        <SessionBoot />
      </body>
    </html>
  );
}
