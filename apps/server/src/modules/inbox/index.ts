// The inbox module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { postMessage, type MessageCategory, type NewMessage } from './post-message.ts'
