import { Link } from 'react-router-dom'
import { fieldSegments } from './record-fields.ts'

/** A detail field shown as text, with the server's in-app search links kept as links. */
export function FieldValue({ html }: { html: string }) {
  return (
    <span className="whitespace-pre-line break-words">
      {fieldSegments(html).map((segment, i) =>
        segment.kind === 'link' ? (
          <Link key={i} to={segment.to} className="text-sky-800 underline underline-offset-2 hover:text-sky-950">
            {segment.text}
          </Link>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </span>
  )
}
