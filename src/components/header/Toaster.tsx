'use client'

import { useEffect, useState } from 'react'

/** Shows gateway messages (the client's 'gateway:toast' events) in a polite live region. */
export function Toaster() {
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([])
  useEffect(() => {
    let next = 0
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<{ message?: string }>).detail?.message
      if (!message) return
      const id = ++next
      setToasts((list) => [...list.slice(-2), { id, message }])
      setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 4000)
    }
    window.addEventListener('gateway:toast', onToast)
    return () => window.removeEventListener('gateway:toast', onToast)
  }, [])
  return (
    <div aria-live="polite" role="status" className="toasts">
      {toasts.map((t) => (
        <p key={t.id} className="rounded-lg bg-slate-900 px-4 py-2 text-sm text-white shadow-lg">
          {t.message}
        </p>
      ))}
    </div>
  )
}
