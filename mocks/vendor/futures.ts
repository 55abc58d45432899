// Stand-in pages of the separate futures host (exchange-wallet-fiat.md section 2): the home
// page's contract rows link to {origin}/{lang}/contract/exchange/, swap/exchange/ and
// linear_swap/exchange/ with their parameters in the fragment. Without a configured futures
// host those links come here, so they lead to a page, with a way back to where the user was.

import { http, HttpResponse, type RequestHandler } from 'msw';

export const FUTURES_PAGES = {
  'contract/exchange': '交割合约',
  'swap/exchange': '币本位永续合约',
  'linear_swap/exchange': 'USDT本位永续合约',
} as const;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A back link only to an http(s) page the browser came from. */
function backHref(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function futuresPage(title: string, referer: string | null): string {
  const back = backHref(referer);
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — 合约交易（模拟）</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2329}a{color:#0b63ce}</style></head>
<body><main>
<h1 data-testid="futures-title">${escapeHtml(title)}</h1>
<p>这是合约站的模拟页面：真实部署中，合约交易在独立的合约站点进行（由 FUTURES_ORIGIN 配置）。</p>
<p>合约参数：<code id="params"></code></p>
${back ? `<p><a data-testid="futures-back" href="${escapeHtml(back)}">返回</a></p>` : ''}
</main>
<script>document.getElementById('params').textContent = decodeURIComponent(location.hash.slice(1)) || '—';</script>
</body></html>`;
}

export function futuresHandlers(root: string): RequestHandler[] {
  const base = root.replace(/\/$/, '');
  return Object.entries(FUTURES_PAGES).map(([page, title]) =>
    http.get(`${base}/:lang/${page}/`, ({ request }) =>
      new HttpResponse(futuresPage(title, request.headers.get('referer')), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      }),
    ),
  );
}
