import type { ReactNode } from 'react'

type MessagePageProps = {
  title: string
  message: string
  /** Links or buttons under the message. */
  actions?: ReactNode
}

/** A page that only says something: heading, one paragraph, actions (coming soon, not found, errors). */
export function MessagePage({ title, message, actions }: MessagePageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  )
}
