/** A small decorative chevron for disclosure buttons; `flipped` points it up. */
export function ChevronDownIcon({ flipped = false }: { flipped?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`ml-1 inline-block size-4 align-[-0.125em] transition-transform motion-reduce:transition-none ${flipped ? 'rotate-180' : ''}`}
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  )
}
