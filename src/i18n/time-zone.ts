/**
 * Every time on the site is China time, whatever the visitor's or the server's zone.
 * Its own module, without next-intl, so client islands that only need the zone (the
 * activity countdown) do not bring the message formatter with them.
 */
export const TIME_ZONE = 'Asia/Shanghai'
