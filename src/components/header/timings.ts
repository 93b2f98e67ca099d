/** Menus close 100 ms after the pointer leaves; the mega menu opens (and switches its left-hand item) after 100 ms and closes after 50 ms. */
export const MENU_LEAVE_MS = 100
export const MEGA_HOVER_MS = 100
export const MEGA_LEAVE_MS = 50
