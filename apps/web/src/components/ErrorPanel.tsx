type ErrorPanelProps = {
  title: string
  description?: string
  retryLabel: string
  onRetry: () => void
  /** Disables the button while the retry is under way. */
  retrying?: boolean
}

/** A failure the user can retry: title, optional explanation and a retry button. */
export function ErrorPanel({ title, description, retryLabel, onRetry, retrying = false }: ErrorPanelProps) {
  return (
    <div role="alert" className="mx-auto my-16 max-w-md rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg font-semibold text-red-900">{title}</p>
      {description ? <p className="mt-2 text-red-800">{description}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
      >
        {retryLabel}
      </button>
    </div>
  )
}
