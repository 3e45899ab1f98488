// The account module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { confirmContact, myContactStatus } from './contact-binding.service.ts'
export { maskEmail, maskMobile, normalizeContact } from './contact-format.ts'
