import { Link } from 'react-router-dom'

/** The "back to home" button-styled link used by message pages. */
export function HomeLink({ label }: { label: string }) {
  return (
    <Link
      to="/Home"
      className="rounded-md bg-nav-back px-4 py-2 font-medium text-nav-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      {label}
    </Link>
  )
}
