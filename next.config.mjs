// Security headers that do not depend on the request are set here for every path; the
// Content-Security-Policy carries a per-request nonce and is set by proxy.ts.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // BUNDLE_MAPS=1 next build: source maps of the browser chunks, to attribute a route's script
  // bytes to modules when it nears its budget. Off by default (maps are not shipped).
  productionBrowserSourceMaps: process.env.BUNDLE_MAPS === '1',
  reactStrictMode: true,
  // Links keep the trailing slash of the route table; proxy.ts adds it to page paths itself,
  // because gateway calls (/-/x/...) must never be redirected.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // antd 6 ships ESM; transpiling keeps its tree-shaking intact in the server build.
  transpilePackages: ['antd'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
