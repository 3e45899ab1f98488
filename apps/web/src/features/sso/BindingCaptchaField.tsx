import { useId, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptchaState } from '../../lib/use-captcha.ts'
import { CaptchaImageButton } from '../../components/CaptchaImageButton.tsx'
import { INPUT_CLASS } from '../../components/TextField.tsx'

type BindingCaptchaFieldProps = {
  captcha: CaptchaState
  value: string
  onChange: (value: string) => void
  error?: string | null
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The image verification code on the binding grid (spec §9): label 6 columns, input 9 and the image 7
 * (together the form's 16). The image is a button: click, Enter or Space loads a new one.
 */
export function BindingCaptchaField({ captcha, value, onChange, error, inputRef }: BindingCaptchaFieldProps) {
  const { t } = useTranslation('sso')
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-24">
      <label htmlFor={id} className="col-span-2 text-sm font-medium text-slate-800 sm:col-span-6 sm:text-right">
        {t('fields.verifyCode')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="verifyCode"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        maxLength={10}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${INPUT_CLASS} h-10 min-w-0 sm:col-span-9`}
      />
      <CaptchaImageButton captcha={captcha} className="sm:col-span-7 sm:w-full" />
      {error ? (
        <p id={errorId} className="col-span-2 text-sm text-red-700 sm:col-span-16 sm:col-start-7">
          {error}
        </p>
      ) : null}
    </div>
  )
}
