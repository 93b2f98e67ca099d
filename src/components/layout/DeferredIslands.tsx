'use client'

import dynamic from 'next/dynamic'

/*
 * Islands that render nothing until something happens in the browser (a campaign to
 * show, a click on a questionnaire link, a first visit from abroad, the merger notice's
 * day): their code loads after the page has hydrated, in chunks of their own, instead of
 * with every page's first JavaScript. The server renders nothing for them either way, so
 * the HTML is the same. A questionnaire link clicked before its host has loaded still
 * works: the host opens the questionnaire named by the address's hash when it mounts.
 */
export const CampaignHost = dynamic(() => import('@/components/campaigns/CampaignHost').then((module) => module.CampaignHost), { ssr: false })
export const QuestionnaireHost = dynamic(() => import('@/components/questionnaire/QuestionnaireHost').then((module) => module.QuestionnaireHost), { ssr: false })
export const LanguagePrompt = dynamic(() => import('./LanguagePrompt').then((module) => module.LanguagePrompt), { ssr: false })
export const MergerNotice = dynamic(() => import('./MergerNotice').then((module) => module.MergerNotice), { ssr: false })
