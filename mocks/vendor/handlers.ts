// Serves the vendor stand-in scripts below the server root (not a service family), with CORS
// open and no caching: every download carries fresh issued tokens. The control API can make
// a vendor fail (503), as a blocked or broken vendor script would.

import { http, HttpResponse, type RequestHandler } from 'msw';
import { issueVendorTokens, VENDOR_TOKENS_PER_SCRIPT } from '../auth/captcha';
import { db, VENDORS, type Vendor } from '../db';
import { vendorScript } from './scripts';

export const VENDOR_SCRIPT_PATHS: Record<Vendor, string> = {
  geetest: '/vendor/geetest/gt4.js',
  recaptcha: '/vendor/recaptcha/api.js',
  aliyun: '/vendor/aliyun/AliyunCaptcha.js',
};

const COMMON_HEADERS = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };

export function vendorHandlers(root: string): RequestHandler[] {
  const base = root.replace(/\/$/, '');
  return VENDORS.map((vendor) =>
    http.get(`${base}${VENDOR_SCRIPT_PATHS[vendor]}`, ({ request }) => {
      if (db.auth.vendorStatus[vendor] === 'fail') {
        return new HttpResponse(`${vendor} unavailable (mock)`, {
          status: 503,
          headers: { ...COMMON_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
        });
      }
      const query = new URL(request.url).searchParams;
      const script = vendorScript(vendor, {
        tokens: issueVendorTokens(vendor, VENDOR_TOKENS_PER_SCRIPT),
        onload: query.get('onload'),
        render: query.get('render'),
      });
      return new HttpResponse(script, {
        headers: { ...COMMON_HEADERS, 'content-type': 'application/javascript; charset=utf-8' },
      });
    }),
  );
}
