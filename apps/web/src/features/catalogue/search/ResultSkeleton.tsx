/** Grey placeholders of result rows while a search runs (announced by the list's aria-busy). */
export function ResultSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex gap-4 border-b border-slate-200 py-4">
          <div className="aspect-[5/7] w-16 shrink-0 rounded bg-slate-200 sm:w-20" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-100" />
            <div className="h-5 w-28 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  )
}
