import type { Payload, ServerProps, TypedUser, Where } from 'payload'
import React from 'react'
import { brandIdsOf, isAdmin } from '../access'
import styles from './admin.module.css'
import { contentLocaleOf } from './content-locale'
import { adminTexts } from './texts'

type BrandRow = { id: number | string; key: string; name: string }
type Counts = { messages: number; requests: number; drafts: number }

/** Status values that still wait for someone (contact-messages and trademark-requests status fields). */
const NEW_MESSAGE = 'new'
const OPEN_REQUESTS = ['new', 'inProgress']

function listUrl(adminRoute: string, collection: string, where: Record<string, string>): string {
  const query = Object.entries(where)
    .map(([path, value]) => `where${path}=${encodeURIComponent(value)}`)
    .join('&')
  return `${adminRoute}/collections/${collection}${query ? `?${query}` : ''}`
}

/** What waits in one brand, counted as the user (access decides what they may see). */
async function countsOf(payload: Payload, user: TypedUser, brand: BrandRow): Promise<Counts> {
  const asUser = { overrideAccess: false, user } as const
  const [messages, requests, drafts] = await Promise.all([
    payload.count({ collection: 'contact-messages', where: { and: [{ brand: { equals: brand.id } }, { status: { equals: NEW_MESSAGE } }] }, ...asUser }),
    payload.count({ collection: 'trademark-requests', where: { and: [{ brand: { equals: brand.key } }, { status: { in: OPEN_REQUESTS } }] }, ...asUser }),
    // The newest version of a page is a draft: never published, or changed since it was.
    payload.countVersions({
      collection: 'pages',
      where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }, { 'version.brand': { equals: brand.id } }] } as Where,
      ...asUser,
    }),
  ])
  return { messages: messages.totalDocs, requests: requests.totalDocs, drafts: drafts.totalDocs }
}

/**
 * Above the admin's collection cards: who is signed in, what waits in their brands (new
 * contact messages, open manual search requests, pages with unpublished changes) and the
 * screens editors use most. Every read runs as the user, so an editor sees only their brands.
 */
export async function Dashboard({ payload, user, i18n, locale }: ServerProps) {
  if (!user) return null
  const texts = adminTexts(i18n).dashboard
  const adminRoute = payload.config.routes.admin
  const admin = isAdmin(user)
  const own = brandIdsOf(user)
  const where: Where | undefined = admin ? undefined : { id: { in: own.length ? own : [-1] } }
  const { docs } = await payload.find({ collection: 'brands', where, overrideAccess: false, user, locale: contentLocaleOf(locale), depth: 0, pagination: false, select: { key: true, name: true, title: true }, sort: 'id' })
  const brands: BrandRow[] = docs.map((b) => ({ id: b.id, key: b.key, name: b.name || b.title || b.key }))
  const counts = await Promise.all(brands.map((brand) => countsOf(payload, user, brand)))
  const name = (typeof user.name === 'string' && user.name.trim()) || user.email
  const role = texts.roles[admin ? 'admin' : 'editor']

  const links = [
    { href: `${adminRoute}/collections/pages`, label: texts.links.pages },
    { href: `${adminRoute}/collections/navigation-entries`, label: texts.links.navigation },
    { href: `${adminRoute}/collections/articles`, label: texts.links.articles },
    { href: `${adminRoute}/collections/case-studies`, label: texts.links.caseStudies },
    { href: `${adminRoute}/collections/media`, label: texts.links.media },
    { href: `${adminRoute}/collections/contact-messages`, label: texts.links.messages },
  ]

  return (
    <section className={styles.panel} aria-labelledby="editor-dashboard-heading" data-testid="editor-dashboard">
      <h2 id="editor-dashboard-heading">{texts.welcome(name)}</h2>
      <p className={styles.muted}>
        {texts.role(role)} · {admin ? texts.allBrands : texts.ownBrands(brands.length)}
      </p>

      <h3 id="editor-dashboard-todo">{texts.toDo}</h3>
      {brands.length === 0 ? (
        <p>{texts.noBrands}</p>
      ) : (
        <>
          <p className={styles.muted}>{texts.toDoHelp}</p>
          <table className={styles.table} aria-labelledby="editor-dashboard-todo">
            <thead>
              <tr>
                <th scope="col">{texts.brand}</th>
                <th scope="col" className={styles.number}>
                  {texts.newMessages}
                </th>
                <th scope="col" className={styles.number}>
                  {texts.openRequests}
                </th>
                <th scope="col" className={styles.number}>
                  {texts.draftPages}
                </th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand, i) => {
                const c = counts[i]!
                const cells = [
                  { what: texts.newMessages, count: c.messages, href: listUrl(adminRoute, 'contact-messages', { '[brand][equals]': String(brand.id), '[status][equals]': NEW_MESSAGE }) },
                  { what: texts.openRequests, count: c.requests, href: listUrl(adminRoute, 'trademark-requests', { '[brand][equals]': brand.key, '[status][in]': OPEN_REQUESTS.join(',') }) },
                  { what: texts.draftPages, count: c.drafts, href: listUrl(adminRoute, 'pages', { '[brand][equals]': String(brand.id) }) },
                ]
                return (
                  <tr key={String(brand.id)} data-brand={brand.key}>
                    <th scope="row">
                      {brand.name} <span className={styles.meta}>{brand.key}</span>
                    </th>
                    {cells.map((cell) => (
                      <td key={cell.what} className={styles.number}>
                        <a href={cell.href} aria-label={texts.countLink(cell.count, cell.what, brand.name)}>
                          {cell.count}
                        </a>
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </>
      )}

      <h3 id="editor-dashboard-links">{texts.quickLinks}</h3>
      <nav aria-labelledby="editor-dashboard-links">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
