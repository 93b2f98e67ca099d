'use client'

import { useState, type ReactNode } from 'react'
import { Icon } from '../ui/Icon'
import { SmartLink } from '../ui/SmartLink'
import { QrSvg } from './QrSvg'
import { QuickGuide } from './QuickGuide'
import type { QrData } from './qr-path'

/** A link in a box; the quick guide's carry a description line. */
export interface PanelLink {
  label: string
  href: string
  description?: string
}

/** What the boxes beside the panel hold: plain data, rendered the first time a box opens. */
export type PanelBoxContent =
  | { kind: 'more'; title: string; links: PanelLink[]; qrTitle: string; qr: { label: string; qr: QrData }[] }
  | { kind: 'phone'; note: string; phone: string | null; telHref: string | null; extra: string | null; links: PanelLink[] }
  | { kind: 'guide'; title: string; links: PanelLink[] }

/** A panel tile: a link, a box opener, or (an activity without a page) a plain tile. `img`: an activity's icon image. */
export interface PanelTile {
  id: string
  label: string
  icon: string
  img?: string
  track?: string
  href?: string
  box?: PanelBoxContent
  /** Which edge of the tile the box lines up with. */
  align?: 'top' | 'bottom'
}

const LINK = 'block rounded-md px-2 py-1.5 hover:bg-surface hover:text-brand'

function Links({ links, className, newTab }: { links: PanelLink[]; className: string; newTab: string }) {
  return (
    <ul className={className}>
      {links.map((link, i) => (
        <li key={i}>
          <SmartLink href={link.href} className={LINK} newTabLabel={newTab}>
            {link.description !== undefined ? (
              <>
                <span className="block font-medium text-slate-900">{link.label}</span>
                {link.description ? <span className="block text-xs text-slate-600">{link.description}</span> : null}
              </>
            ) : (
              link.label
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}

function BoxContent({ box, newTab }: { box: PanelBoxContent; newTab: string }) {
  switch (box.kind) {
    case 'more':
      return (
        <>
          <p className="mb-2 font-semibold text-slate-900">{box.title}</p>
          {box.links.length ? <Links links={box.links} className="grid w-64 grid-cols-2 gap-1" newTab={newTab} /> : null}
          {box.qr.length ? (
            <>
              <p className="mb-2 mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">{box.qrTitle}</p>
              <ul className="flex w-64 flex-wrap gap-4">
                {box.qr.map((item, i) => (
                  <li key={i} className="flex w-24 flex-col items-center gap-1 text-center text-xs">
                    <QrSvg qr={item.qr} label={item.label} className="h-24 w-24" />
                    <span aria-hidden="true">{item.label}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )
    case 'phone':
      return (
        <>
          <p className="text-xs text-slate-600">{box.note}</p>
          {box.phone && box.telHref ? (
            <a href={box.telHref} className="mt-1 block whitespace-nowrap text-lg font-semibold text-brand hover:underline">
              {box.phone}
            </a>
          ) : null}
          {box.extra ? <p className="mt-1 text-xs text-slate-600">{box.extra}</p> : null}
          {box.links.length ? <Links links={box.links} className="mt-2 w-56 border-t border-slate-100 pt-2" newTab={newTab} /> : null}
        </>
      )
    case 'guide':
      return (
        <>
          <p className="mb-2 font-semibold text-slate-900">{box.title}</p>
          <Links links={box.links} className="w-72 space-y-1" newTab={newTab} />
        </>
      )
  }
}

/**
 * A box beside the panel. It opens on hover, on keyboard focus anywhere in its item (the
 * trigger or a link inside), and stays open while the trigger's <details> is open (a tap
 * or a click toggles it, which is how touch screens open it): CSS (`panel-box` in
 * globals.css). Its content is rendered the first time any of those happens and kept
 * afterwards, so the page's HTML carries only the trigger; focus reaching the trigger
 * renders the links before Tab moves on to them.
 */
function HoverBox({ tile, newTab }: { tile: PanelTile & { box: PanelBoxContent }; newTab: string }) {
  const [shown, setShown] = useState(false)
  const show = () => setShown(true)
  return (
    <li className="group relative" onMouseEnter={show} onFocus={show}>
      {/* One name: opening a box by tap or click closes the one opened before. */}
      <details name="side-panel" className="peer" onToggle={(e) => e.currentTarget.open && show()}>
        <summary className="panel-tile" data-track={tile.track || undefined}>
          <Icon name={tile.icon} />
          <span>{tile.label}</span>
        </summary>
      </details>
      <div className={`panel-box ${tile.align === 'bottom' ? 'bottom-0' : 'top-0'}`}>
        {shown ? (
          <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-xl">
            <BoxContent box={tile.box} newTab={newTab} />
          </div>
        ) : null}
      </div>
    </li>
  )
}

function Tile({ tile, newTab }: { tile: PanelTile; newTab: string }): ReactNode {
  if (tile.box) return <HoverBox tile={{ ...tile, box: tile.box }} newTab={newTab} />
  const body = (
    <>
      {tile.img ? <img src={tile.img} alt="" loading="lazy" className="h-10 w-10 object-contain" /> : <Icon name={tile.icon} />}
      <span>{tile.label}</span>
    </>
  )
  return (
    <li>
      {tile.href ? (
        <SmartLink href={tile.href} className="panel-tile" newTabLabel={newTab} data-track={tile.track}>
          {body}
        </SmartLink>
      ) : (
        <div className="panel-tile cursor-auto">{body}</div>
      )}
    </li>
  )
}

/**
 * The floating panel's tiles, from plain data the server shaped (FloatingPanel): links,
 * and boxes whose content renders when first opened. `guide`: the compliance quick guide,
 * shown on the home page only. Hidden on phones (md:flex), where only back-to-top shows.
 */
export function SidePanel({ tiles, guide, prefix, newTab }: { tiles: PanelTile[]; guide: PanelTile | null; prefix: string | null; newTab: string }) {
  return (
    <ul className="panel-tiles">
      {guide ? (
        <QuickGuide prefix={prefix}>
          <Tile tile={guide} newTab={newTab} />
        </QuickGuide>
      ) : null}
      {tiles.map((tile) => (
        <Tile key={tile.id} tile={tile} newTab={newTab} />
      ))}
    </ul>
  )
}
