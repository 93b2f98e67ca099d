/** A readable (non-HttpOnly) cookie in the browser, e.g. channelNo. */
export function browserCookie(name: string): string | undefined {
  return document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1)
}
