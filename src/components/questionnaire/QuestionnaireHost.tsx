'use client'

import { useCallback, useEffect, useState, type ComponentType } from 'react'
import type { Locale } from '@/brands/registry'
import { ENTRY_HASHES, type Entry } from './entries'
import type { QuestionnaireDialogProps } from './QuestionnaireDialog'
import { loadQuestionnaireTexts, type QuestionnaireTexts } from './texts'

interface Loaded {
  Dialog: ComponentType<QuestionnaireDialogProps>
  texts: QuestionnaireTexts
  entry: Entry
}

/**
 * Opens the compliance questionnaire from any link to #questionnaire (or
 * #questionnaire-banner), also when a page is opened with that hash. The dialog and its
 * texts load on first use; closing unmounts it, which clears every answer.
 */
export function QuestionnaireHost({ locale, platformCode, resultPath }: { locale: Locale; platformCode: string; resultPath: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  const open = useCallback(
    async (entry: Entry) => {
      const [module, texts] = await Promise.all([import('./QuestionnaireDialog'), loadQuestionnaireTexts(locale)])
      setLoaded({ Dialog: module.QuestionnaireDialog, texts, entry })
    },
    [locale],
  )

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      const hash = link?.getAttribute('href') as keyof typeof ENTRY_HASHES | undefined
      if (!hash || !(hash in ENTRY_HASHES) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      event.preventDefault()
      void open(ENTRY_HASHES[hash])
    }
    document.addEventListener('click', onClick)
    const fromHash = ENTRY_HASHES[window.location.hash as keyof typeof ENTRY_HASHES]
    if (fromHash) {
      history.replaceState(null, '', window.location.pathname + window.location.search)
      void open(fromHash)
    }
    return () => document.removeEventListener('click', onClick)
  }, [open])

  if (!loaded) return null
  const { Dialog, texts, entry } = loaded
  return <Dialog texts={texts} entry={entry} locale={locale} platformCode={platformCode} resultPath={resultPath} onClose={() => setLoaded(null)} />
}
