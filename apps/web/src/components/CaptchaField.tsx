import { useId, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptchaState } from '../lib/use-captcha.ts'
import { CaptchaImageButton } from './CaptchaImageButton.tsx'

/**
 * The verification-code field: a labelled input and, beside it, the captcha image as a button (click,
 * Enter or Space loads a new one). Usage:
 *
 *   const captcha = useCaptcha(() => captchaMutation.mutateAsync())   // or useLoginCaptcha()
 *   <CaptchaField captcha={captcha} value={code} onChange={setCode} error={codeError} inputRef={codeRef} />
 *   …submit { verifyCode: code, codeKey: captcha.codeKey }; after a failure: captcha.refresh(); setCode('')
 *
 * The field owns no state: the form keeps the typed code, the hook keeps the image and its codeKey.
 */
type CaptchaFieldProps = {
  captcha: CaptchaState
  value: string
  onChange: (value: string) => void
  /** The translated validation message, shown under the field and tied to it with aria-describedby. */
  error?: string | null
  /** Lets the form move focus here when this is the first invalid field. */
  inputRef?: Ref<HTMLInputElement>
  /** Overrides the label ("Verification code"). */
  label?: string
  name?: string
}

export function CaptchaField({ captcha, value, onChange, error, inputRef, label, name = 'verifyCode' }: CaptchaFieldProps) {
  const { t } = useTranslation('login')
  const inputId = useId()
  const errorId = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label ?? t('captcha.label')}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          inputMode="text"
          maxLength={10}
          placeholder={t('captcha.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-700 aria-invalid:border-red-700"
        />
        <CaptchaImageButton captcha={captcha} className="shrink-0" />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
