import type { ParseKeys } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A key of the `privacy` namespace, e.g. 'collect.items.account'. */
export type PrivacyKey = ParseKeys<'privacy'>

/** A paragraph, or a bulleted list of items: one key each (the key check allows only strings). */
type Block = { paragraph: PrivacyKey } | { list: readonly PrivacyKey[] }

export type PolicySectionSpec = { id: string; title: PrivacyKey; blocks: readonly Block[] }

/** The sections of the policy, in order, before "Contact us" (PrivacyPage draws that one). */
export const POLICY_SECTIONS: readonly PolicySectionSpec[] = [
  { id: 'privacy-controller', title: 'controller.title', blocks: [{ paragraph: 'controller.p1' }, { paragraph: 'controller.p2' }] },
  {
    id: 'privacy-collect',
    title: 'collect.title',
    blocks: [
      { paragraph: 'collect.intro' },
      {
        list: [
          'collect.items.account',
          'collect.items.linked',
          'collect.items.activity',
          'collect.items.usage',
          'collect.items.technical',
          'collect.items.storage',
        ],
      },
      { paragraph: 'collect.noTracking' },
    ],
  },
  {
    id: 'privacy-purposes',
    title: 'purposes.title',
    blocks: [
      { paragraph: 'purposes.intro' },
      { list: ['purposes.items.services', 'purposes.items.personal', 'purposes.items.statistics', 'purposes.items.security'] },
      { paragraph: 'purposes.limit' },
    ],
  },
  { id: 'privacy-legal', title: 'legal.title', blocks: [{ list: ['legal.items.service', 'legal.items.consent', 'legal.items.law'] }] },
  {
    id: 'privacy-retention',
    title: 'retention.title',
    blocks: [{ list: ['retention.items.loans', 'retention.items.logs', 'retention.items.technical', 'retention.items.account'] }],
  },
  {
    id: 'privacy-sharing',
    title: 'sharing.title',
    blocks: [
      { paragraph: 'sharing.intro' },
      { list: ['sharing.items.vendors', 'sharing.items.partners', 'sharing.items.authorities'] },
      { paragraph: 'sharing.never' },
    ],
  },
  {
    id: 'privacy-security',
    title: 'security.title',
    blocks: [
      { paragraph: 'security.intro' },
      { list: ['security.items.passwords', 'security.items.tokens', 'security.items.https', 'security.items.access'] },
      { paragraph: 'security.note' },
    ],
  },
  {
    id: 'privacy-rights',
    title: 'rights.title',
    blocks: [
      { paragraph: 'rights.intro' },
      {
        list: [
          'rights.items.access',
          'rights.items.correct',
          'rights.items.export',
          'rights.items.delete',
          'rights.items.withdraw',
          'rights.items.complain',
        ],
      },
      { paragraph: 'rights.how' },
    ],
  },
  { id: 'privacy-children', title: 'children.title', blocks: [{ paragraph: 'children.p1' }, { paragraph: 'children.p2' }] },
  { id: 'privacy-changes', title: 'changes.title', blocks: [{ paragraph: 'changes.p1' }, { paragraph: 'changes.p2' }] },
]

/** The id of the "Contact us" section, the last one. */
export const CONTACT_SECTION_ID = 'privacy-contact'

/** Placeholders any text of the policy may use. */
export type PolicyValues = { library: string; date: string }

/**
 * One h2 section. The heading takes focus (tabIndex -1) so the table of contents can move the
 * keyboard and screen-reader position to it.
 */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} tabIndex={-1} className="scroll-mt-4 text-xl font-semibold text-slate-900 focus:outline-none sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  )
}

/** A section of POLICY_SECTIONS with its paragraphs and lists. */
export function SpecSection({ spec, values }: { spec: PolicySectionSpec; values: PolicyValues }) {
  const { t } = useTranslation('privacy')
  return (
    <PolicySection id={spec.id} title={t(spec.title)}>
      {spec.blocks.map((block, index) =>
        'paragraph' in block ? (
          <p key={index}>{t(block.paragraph, values)}</p>
        ) : (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-slate-400">
            {block.list.map((key) => (
              <li key={key}>{t(key, values)}</li>
            ))}
          </ul>
        ),
      )}
    </PolicySection>
  )
}
