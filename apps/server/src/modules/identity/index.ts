// The identity module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { type CaptchaPurpose, consumeCaptcha, issueCaptcha } from './captcha.service.ts'
export { type PasswordSignIn, type PasswordSignInContext, type PasswordStateRefusal, passwordStateRefusal, signInAfterPassword } from './login.service.ts'
export { decodeTransportedPassword } from './password-transport.ts'
export { type AuthenticatedPatron, authenticatePatron } from './patron-authentication.ts'
export { hashPatronPassword, setPatronPassword } from './patron-password.ts'
export { readPatronLanguage } from './patron-language.ts'
export { type IssuedSession, openPatronSession, otherLiveSessions } from './patron-session.ts'
