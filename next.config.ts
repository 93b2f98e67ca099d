import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // The IP-to-country tables (business/merc/sys/getIsForeignIp) are read from the package's
  // own folder at run time, so the package stays outside the bundle and its data files
  // are copied into the standalone output.
  serverExternalPackages: ['geoip-country'],
  outputFileTracingIncludes: { '/gateway/**': ['./node_modules/geoip-country/data/*.dat', './node_modules/geoip-country/package.json'] },
  // The edge server (server/edge.cjs) compresses, after it has read each page's inline
  // scripts for the Content-Security-Policy; compressed here, it would only see bytes.
  compress: false,
  reactStrictMode: true,
  // Public pages are rendered on demand and kept until a CMS change expires their tags.
  expireTime: 3600,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
