import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSuggestions, type Suggestion } from './use-suggestions.ts'

type SearchTermComboboxProps = {
  id: string
  value: string
  onChange: (value: string) => void
  /** A suggestion was picked (click or Enter on it): search it. */
  onChoose: (term: string) => void
  placeholder: string
  invalid: boolean
  describedBy?: string
  className?: string
}

/**
 * The term input with recent and popular searches as suggestions, in the ARIA combobox pattern: typing or
 * ArrowDown opens the list, ArrowUp/ArrowDown move through it (aria-activedescendant, focus stays in
 * the input), Enter picks, Escape closes; a click picks too.
 */
export function SearchTermCombobox({ id, value, onChange, onChoose, placeholder, invalid, describedBy, className = '' }: SearchTermComboboxProps) {
  const { t } = useTranslation('search')
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { options, clearRecent, refresh } = useSuggestions(value)
  const shown = open && options.length > 0
  const optionId = (i: number) => `${listId}-${i}`

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const pick = (option: Suggestion) => {
    if (option.kind === 'clearRecent') {
      clearRecent()
      setActive(-1)
      return
    }
    close()
    onChoose(option.term)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      if (!shown) {
        refresh()
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : count - 1)
      } else setActive((a) => (event.key === 'ArrowDown' ? (a + 1) % count : a <= 0 ? count - 1 : a - 1))
    } else if (event.key === 'Enter' && shown && active >= 0 && active < count) {
      event.preventDefault()
      pick(options[active]!)
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only; a second Escape clears the field as a search input does.
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') close()
  }

  const groups = [
    { kind: 'recent', label: t('suggestions.recent') },
    { kind: 'popular', label: t('suggestions.popular') },
  ] as const
  return (
    <div className={`relative min-w-0 ${className}`}>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={value}
        placeholder={placeholder}
        maxLength={20_000}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onClick={() => {
          refresh()
          setOpen((o) => !o)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className="h-full w-full min-w-0 bg-transparent px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestions.label')}
        hidden={!shown}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-y-auto rounded-md bg-white py-1 text-left text-slate-900 shadow-lg ring-1 ring-black/10"
      >
        {groups.map((group) => {
          const members = options.map((option, index) => ({ option, index })).filter(({ option }) => (option.kind === 'clearRecent' ? 'recent' : option.kind) === group.kind)
          if (!members.length) return null
          return (
            <div key={group.kind} role="group" aria-label={group.label}>
              <div aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {group.label}
              </div>
              {members.map(({ option, index }) => (
                <div
                  key={option.kind === 'clearRecent' ? 'clear' : `${option.kind}:${option.term}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps focus in the input, so the blur does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                  className={`cursor-pointer truncate px-3 py-1.5 text-sm ${index === active ? 'bg-slate-200' : 'hover:bg-slate-100'} ${option.kind === 'clearRecent' ? 'text-slate-600 italic' : ''}`}
                >
                  {option.kind === 'clearRecent' ? t('suggestions.clearRecent') : option.term}
                </div>
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}
