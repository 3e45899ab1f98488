import type { FormEvent, ReactNode } from 'react'

export type BindingNotice = { kind: 'error' | 'success' | 'reminder'; message: string }

const NOTICE_COLOUR = { error: 'text-red-700', success: 'text-green-800', reminder: 'text-amber-800' } as const

type BindingCardProps = {
  title: string
  intro: string
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSubmit: (event: FormEvent) => void
  /** The server's answer: a refusal (alert), a success or a reminder (status). */
  notice: BindingNotice | null
  children: ReactNode
}

/** The frame of the binding screens: heading, explanation, the fields and the submit button under the inputs. */
export function BindingCard({ title, intro, submitLabel, pendingLabel, pending, onSubmit, notice, children }: BindingCardProps) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-700">{intro}</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {children}
          <div aria-live="polite" className="sm:grid sm:grid-cols-24">
            {notice ? (
              <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`text-sm sm:col-span-16 sm:col-start-7 ${NOTICE_COLOUR[notice.kind]}`}>
                {notice.message}
              </p>
            ) : null}
          </div>
          <div className="sm:grid sm:grid-cols-24">
            <button
              type="submit"
              disabled={pending}
              aria-busy={pending || undefined}
              className="w-full rounded bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:cursor-wait disabled:opacity-70 sm:col-span-16 sm:col-start-7"
            >
              {pending ? pendingLabel : submitLabel}
            </button>
          </div>
        </form>
      </div>
    </section>
  )
}
