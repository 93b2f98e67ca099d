import type { Page } from '@playwright/test'

/** Helpers of the specs that use the site's contact form (contact pages, the in-page block, the corporate enquiry). */

/** Fills each field by the start of its label (labels carry a "required" or "optional" note after the name). */
export async function fillByLabel(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(new RegExp(`^${label}`)).fill(value)
}

/** The form's own live region (the site's toaster is another status region). */
export const contactFormStatus = (page: Page) => page.locator('form').filter({ has: page.locator('textarea[name="content"]') }).getByRole('status')

/**
 * The form refuses submissions faster than a person could type (3 s from the page's
 * load). Instead of waiting that out, the page's clock starts five seconds behind, so
 * the form's start time is already old enough when the test sends it.
 */
export async function likeAPerson(page: Page) {
  await page.clock.install({ time: new Date(Date.now() - 5_000) })
}
