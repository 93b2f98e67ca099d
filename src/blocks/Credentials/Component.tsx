import type { CredentialsBlock as CredentialsData } from '@/payload-types'
import { CmsImage } from '@/components/ui/CmsImage'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading, type BlockContext } from '../render-context'

type Kind = NonNullable<CredentialsData['items']>[number]['kind']

const KIND_ICONS: Record<Kind, string> = { licence: 'certificate', membership: 'shield', office: 'pin', team: 'team' }

/** Licences, memberships, offices and the team: each a card with its icon, and a picture when the editor gave one. */
export function CredentialsBlock({ block, ctx }: { block: CredentialsData; ctx: BlockContext }) {
  const headingId = `credentials-${block.id ?? 'block'}`
  const count = block.items?.length ?? 0
  return (
    <section aria-labelledby={block.heading ? headingId : undefined} className="container-page py-16">
      <SectionHeading heading={block.heading} intro={block.intro} id={headingId} />
      <ul className={`grid gap-6 sm:grid-cols-2 ${count % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {block.items?.map((item) => (
          <li key={item.id} className="cred-card">
            {item.image ? <CmsImage media={item.image} locale={ctx.locale} sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw" className="h-auto w-full bg-surface" /> : null}
            <div className="flex flex-1 flex-col p-6">
              <span className="cred-icon">
                <Icon name={KIND_ICONS[item.kind]} className="h-6 w-6" />
              </span>
              <h3 className="card-title">{item.title}</h3>
              {item.detail ? <p className="card-text">{item.detail}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
