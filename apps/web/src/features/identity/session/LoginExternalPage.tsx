import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { LoadingIndicator } from '../../../components/LoadingIndicator.tsx'
import { rememberAuthToken } from '../../../lib/auth-token.ts'

/**
 * /loginExternal/:jwt/:jwtHeader — another system hands over a session in the address (spec §2, §4):
 * store the token, then continue to Home without the token in the address or the history.
 */
export function LoginExternalPage() {
  const { jwt = '', jwtHeader = '' } = useParams()
  const navigate = useNavigate()

  useEffect(() => {
    rememberAuthToken(window.sessionStorage, { header: jwtHeader, value: jwt })
    navigate('/Home', { replace: true })
  }, [jwt, jwtHeader, navigate])

  return <LoadingIndicator />
}
