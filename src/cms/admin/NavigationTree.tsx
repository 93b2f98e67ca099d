import type { BeforeListServerProps } from 'payload'
import React from 'react'
import styles from './admin.module.css'
import { contentLocaleOf } from './content-locale'
import { buildNavTree, type FlatNavEntry, type NavTreeNode, type TreeBrand } from './nav-tree'
import { adminTexts } from './texts'

type TreeTexts = ReturnType<typeof adminTexts>['tree']

function Entries({ nodes, adminRoute, texts }: { nodes: NavTreeNode[]; adminRoute: string; texts: TreeTexts }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={String(node.id)}>
          <a href={`${adminRoute}/collections/navigation-entries/${encodeURIComponent(String(node.id))}`}>{node.label || texts.untitled(String(node.id))}</a>
          {' '}
          <span className={styles.meta}>{texts.sort(node.sort)}</span>
          {node.enabled ? null : (
            <>
              {' '}
              <span className={styles.disabled}>{texts.disabled}</span>
            </>
          )}
          {node.children.length > 0 ? <Entries nodes={node.children} adminRoute={adminRoute} texts={texts} /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Above the navigation list: the entries the signed-in user may read, per brand and place
 * on the site, nested as the site shows them. Access decides what is read (an editor sees
 * only their brands), so the tree needs no filter of its own.
 */
export async function NavigationTree({ payload, user, i18n, locale }: BeforeListServerProps) {
  if (!user) return null
  const texts = adminTexts(i18n).tree
  const adminRoute = payload.config.routes.admin
  const contentLocale = contentLocaleOf(locale)
  const [{ docs: entries }, { docs: brands }] = await Promise.all([
    payload.find({
      collection: 'navigation-entries',
      overrideAccess: false,
      user,
      locale: contentLocale,
      depth: 0,
      pagination: false,
      joins: false,
      select: { label: true, group: true, sort: true, enabled: true, parent: true, brand: true },
      sort: 'sort',
    }),
    payload.find({ collection: 'brands', overrideAccess: false, user, locale: contentLocale, depth: 0, pagination: false, select: { key: true, name: true, title: true }, sort: 'id' }),
  ])
  const tree = buildNavTree(
    entries as FlatNavEntry[],
    brands.map((b): TreeBrand => ({ id: b.id, key: b.key, title: b.name ? `${b.name} (${b.key})` : (b.title ?? b.key) })),
  )

  return (
    <section className={styles.panel} aria-labelledby="navigation-tree-heading">
      <h2 id="navigation-tree-heading">{texts.heading}</h2>
      <p className={styles.muted}>{texts.help}</p>
      {tree.length === 0 ? <p>{texts.empty}</p> : null}
      {tree.map(({ brand, groups, count }) => (
        <details key={String(brand.id)} className={styles.brand} open={tree.length === 1} data-brand={brand.key ?? undefined}>
          <summary>
            {brand.title} <span className={styles.meta}>{texts.entries(count)}</span>
          </summary>
          {groups.map(({ group, nodes }) => (
            <div key={group} data-group={group}>
              <h3>{texts.groups[group]}</h3>
              <Entries nodes={nodes} adminRoute={adminRoute} texts={texts} />
            </div>
          ))}
        </details>
      ))}
    </section>
  )
}
