import { NextResponse, type NextRequest } from 'next/server'
import { resolveRequest, sitePath } from '@/brands/resolve'
import { unknownPageRewrite } from '@/services/content/unknown-path'
import { CHANNEL_COOKIES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/cookies'
import { getEnv } from '@/lib/env'
import { requestHost } from '@/lib/request-host'

const extraHosts = getEnv().BRAND_HOSTS

/**
 * Every public URL passes here: the brand and locale are resolved from the path, host
 * and cookie, and the request is rewritten to /s/{brand}/{locale}/{page}, so pages can be
 * rendered once per brand and language and cached. Channel codes in the query are kept
 * in cookies here, which records them for every layout.
 */
export function proxy(request: NextRequest) {
  const { nextUrl } = request
  const resolution = resolveRequest({
    pathname: nextUrl.pathname,
    host: requestHost(request.headers),
    cookieLocale: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    extraHosts,
  })

  let response: NextResponse
  if (resolution.kind === 'redirect') {
    // Built on the request's own origin, so Next sends it as a relative Location: the
    // browser stays on the host it asked for, and no header of the request (Host,
    // X-Forwarded-Host) can name another site.
    response = NextResponse.redirect(new URL(sitePath(resolution.location) + nextUrl.search, nextUrl.origin), 307)
  } else {
    const target = nextUrl.clone()
    target.pathname = unknownPageRewrite(resolution) ?? resolution.internalPath
    response = NextResponse.rewrite(target)
  }

  const secure = nextUrl.protocol === 'https:'
  if (resolution.setLocaleCookie) {
    response.cookies.set(LOCALE_COOKIE, resolution.setLocaleCookie, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', secure })
  }
  for (const name of CHANNEL_COOKIES) {
    const value = nextUrl.searchParams.get(name)
    // Read by the browser-side gateway client and sign-up links, so not HttpOnly.
    if (value && /^[\w-]{1,64}$/.test(value)) response.cookies.set(name, value, { path: '/', sameSite: 'lax', secure, maxAge: 60 * 60 * 24 * 30 })
  }
  return response
}

export const config = {
  // Everything but the CMS, its API, the gateway, the editors' preview switch (cms-preview),
  // build assets and static files.
  matcher: ['/((?!admin|api|gateway|cms-preview|_next|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?:png|jpe?g|gif|svg|webp|ico|txt|xml|mp4|webm|woff2?|css|js|map|json)$).*)'],
}
