'use client'

import { drawnLater } from '../ui/hydrate-later'

/*
 * Islands that render nothing until something happens in the browser (a campaign to
 * show, a click on a questionnaire link, a first visit from abroad, the merger notice's
 * day): their code loads once the page has settled (ui/hydrate-later.tsx), in chunks of
 * their own, instead of with every page's first JavaScript. The server renders nothing for them either way, so
 * the HTML is the same. A questionnaire link clicked before its host has loaded still
 * works: the host opens the questionnaire named by the address's hash when it mounts.
 */
export const CampaignHost = drawnLater(() => import('@/components/campaigns/CampaignHost').then((module) => module.CampaignHost))
export const QuestionnaireHost = drawnLater(() => import('@/components/questionnaire/QuestionnaireHost').then((module) => module.QuestionnaireHost))
export const LanguagePrompt = drawnLater(() => import('./LanguagePrompt').then((module) => module.LanguagePrompt))
export const MergerNotice = drawnLater(() => import('./MergerNotice').then((module) => module.MergerNotice))
