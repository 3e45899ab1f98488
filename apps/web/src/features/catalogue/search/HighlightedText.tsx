import { highlightInto, type Segment } from './highlight.ts'

/** Text with the search's matches in <mark>, from the server's highlight segments; rendered as text, never as HTML. */
export function HighlightedText({ text, highlight, terms }: { text: string; highlight?: readonly Segment[] | undefined; terms?: readonly string[] }) {
  return (
    <>
      {highlightInto(text, highlight, terms).map((segment, i) =>
        segment.matched ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  )
}
