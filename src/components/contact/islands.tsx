'use client'

import { hydrateLater } from '../ui/hydrate-later'

/*
 * The contact form, rendered in full on the server and hydrated once the page settles
 * (ui/hydrate-later.tsx), at the latest on the visitor's first pointer, touch, focus or key
 * in the page: its code is not in the page's first JavaScript. Its send button stays
 * disabled until then, so a press cannot post the form natively.
 */

/** The form's module for the server's render; null in the browser's bundle (ui/hydrate-later.tsx). */
const server = typeof window === 'undefined' ? await import('./ContactForm') : null

export const ContactForm = hydrateLater(() => import('./ContactForm').then((module) => module.ContactForm), server?.ContactForm)
