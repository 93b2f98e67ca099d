/** Line icons for CMS-named icons (mega menu, cards). Unknown names get a neutral mark. */
const PATHS: Record<string, string> = {
  vat: 'M4 4h16v16H4z M8 9h8 M8 13h8 M8 17h5',
  epr: 'M12 3l7 4v5c0 5-3 8-7 9-4-1-7-4-7-9V7z M9 12l2 2 4-4',
  shield: 'M12 3l7 4v5c0 5-3 8-7 9-4-1-7-4-7-9V7z',
  calculator: 'M6 3h12v18H6z M9 7h6 M9 11h1 M12 11h1 M15 11h0 M9 15h1 M12 15h1 M9 18h6',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2z M4 19V5',
  video: 'M3 6h13v12H3z M16 10l5-3v10l-5-3',
  news: 'M4 5h13v14H6a2 2 0 01-2-2z M17 9h3v8a2 2 0 01-2 2 M7 9h7 M7 13h7',
  search: 'M11 4a7 7 0 110 14 7 7 0 010-14z M20 20l-4-4',
  trademark: 'M4 7h7 M7.5 7v10 M13 17V7l3 5 3-5v10',
  patent: 'M9 18h6 M10 21h4 M12 3a6 6 0 00-4 10.5V16h8v-2.5A6 6 0 0012 3z',
  copyright: 'M12 3a9 9 0 110 18 9 9 0 010-18z M15 9.5a3.5 3.5 0 100 5',
  gavel: 'M14 4l6 6 M11 7l6 6 M12.5 5.5l-5 5 M4 20l7-7',
  globe: 'M12 3a9 9 0 110 18 9 9 0 010-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  phone: 'M5 4h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 6a2 2 0 012-2z',
  chat: 'M4 5h16v11H9l-5 4z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  arrowUp: 'M12 19V5 M5 12l7-7 7 7',
  building: 'M5 21V4h10v17 M15 9h4v12 M8 8h4 M8 12h4 M8 16h4',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15 M5 19l7-7',
  certificate: 'M4 4h16v12H4z M8 8h8 M8 11h5 M15 14l-1.5 6 2.5-1.5 2.5 1.5-1.5-6',
  team: 'M9 11a3 3 0 100-6 3 3 0 000 6z M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6 M16 11a2.5 2.5 0 100-5 M17 14c2.3.4 4 2.6 4 5.5',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z M12 7.5a2 2 0 110 4 2 2 0 010-4z',
  quote: 'M5 11h4v6H4v-5c0-3 1.5-5 4-6 M15 11h4v6h-5v-5c0-3 1.5-5 4-6',
}

export function Icon({ name, className = 'h-5 w-5' }: { name?: string | null; className?: string }) {
  const d = (name && PATHS[name]) || 'M12 8a4 4 0 110 8 4 4 0 010-8z'
  return (
    <svg viewBox="0 0 24 24" className={`ico ${className}`} aria-hidden="true">
      <path d={d} />
    </svg>
  )
}
