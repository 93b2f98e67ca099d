'use client'

import { useId, useMemo, useRef, useState } from 'react'
import { localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'
import { loadProductCatalog, type ProductCatalog } from '@/lib/gateway-client/catalog'
import { filterServices, type SearchableService } from '@/lib/service-filter'

interface Texts {
  label: string
  placeholder: string
  hot: string
  noResults: string
  allProducts: string
}

/**
 * `row`: compact in the header row, widening over the menus (not pushing them) while in
 * use (`hdr-search` in globals.css: on every page's HTML). `menu`: full width at the top of
 * the phone menu.
 */
const VARIANTS = {
  row: { box: 'relative hidden h-9 w-40 lg:block', input: 'hdr-search', list: 'right-0 w-80' },
  menu: { box: 'relative mb-3', input: 'w-full rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm placeholder:text-slate-500', list: 'inset-x-0' },
}

/**
 * The header's product search, a WAI-ARIA combobox: hot searches when empty, a filtered
 * list while typing, and "no search results" with a link to all products. The products
 * are read when the visitor first turns to the box (lib/gateway-client/catalog.ts), not
 * carried in every page's payload; the list opens once they are there. Where the brand
 * has a site search, the box is a search form: Enter without a chosen option opens the
 * site search for the text (`?keyword=`), with or without script.
 */
export function ProductSearch({
  brand,
  locale,
  allProductsHref,
  texts,
  siteSearchHref,
  variant = 'row',
}: {
  /** A product's page is its path in the page's brand and language. */
  brand: BrandKey
  locale: Locale
  allProductsHref: string
  texts: Texts
  /** The site search page (it reads `keyword`); none when the brand has no such page. */
  siteSearchHref?: string | null
  variant?: keyof typeof VARIANTS
}) {
  const styles = VARIANTS[variant]
  const [query, setQuery] = useState('')
  const [catalog, setCatalog] = useState<ProductCatalog | null>(null)
  const [wantsList, setWantsList] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const options = useMemo(() => (catalog ? (query.trim() ? filterServices(catalog.all, query) : catalog.hot) : []), [catalog, query])
  // Open once there is something to show: before the products arrive, an open list would say "no results".
  const open = wantsList && catalog !== null
  const setOpen = (value: boolean) => {
    setWantsList(value)
    if (value && !catalog) void loadProductCatalog().then((loaded) => loaded && setCatalog(loaded))
  }

  const go = (service: SearchableService) => {
    window.location.assign(localizeHref(service.path, brand, locale))
  }

  const Box = siteSearchHref ? 'form' : 'div'
  const formProps = siteSearchHref ? { role: 'search', action: siteSearchHref, method: 'get', 'aria-label': texts.label } : {}

  return (
    <Box
      {...formProps}
      className={styles.box}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      onSubmit={(e) => {
        // An empty box has nothing to search for; the site search would only ask for a keyword.
        if (!query.trim()) e.preventDefault()
      }}
    >
      <label className="sr-only" htmlFor={`${listId}-input`}>
        {texts.label}
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={texts.placeholder}
        name={siteSearchHref ? 'keyword' : undefined}
        enterKeyHint="search"
        value={query}
        autoComplete="off"
        data-track="search:input"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
            setActive((i) => Math.min(i + 1, options.length - 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((i) => Math.max(i - 1, 0))
          } else if (e.key === 'Enter' && open && options[active]) {
            e.preventDefault()
            go(options[active]!)
          } else if (e.key === 'Escape') {
            setOpen(false)
          }
        }}
        className={styles.input}
      />
      {/* The list is rendered while open; closed, aria-controls names an empty hidden element. */}
      {open ? (
        <div className={`absolute ${styles.list} top-full z-50 mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-lg`}>
          {!query.trim() ? <p className="px-2 pb-1 text-xs font-semibold text-slate-600">{texts.hot}</p> : null}
          {options.length ? (
            <ul id={listId} role="listbox" aria-label={texts.label} className="max-h-80 overflow-auto">
              {options.map((s, i) => (
                <li
                  key={s.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(s)}
                  data-track={`search:${s.menuName}`}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-2 text-sm ${i === active ? 'bg-surface text-brand' : 'text-slate-800 hover:bg-surface'}`}
                >
                  <span>{s.menuName}</span>
                  {s.menuAttribute ? <span className="shrink-0 text-xs text-slate-600">{s.menuAttribute}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <div id={listId} className="px-2 py-3 text-sm text-slate-700" role="status">
              {texts.noResults}{' '}
              <a href={allProductsHref} className="font-medium text-brand underline">
                {texts.allProducts}
              </a>
            </div>
          )}
        </div>
      ) : (
        <div id={listId} hidden />
      )}
    </Box>
  )
}
