'use client'

import dynamic from 'next/dynamic'

/**
 * The contact form as its own chunk, loaded by the pages that show it. Imported straight
 * from a server component, it would join the chunks Turbopack gives every client
 * reference of the route (next/link included), and every page would download the form's
 * code and rules. Rendered on the server as before; in the browser it hydrates once its
 * chunk, preloaded with the page, has arrived.
 */
export const ContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm))
