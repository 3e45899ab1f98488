// The server's public face for the seed package (@portal/server/seeding): the adapters and defaults the demo
// data is written with, so the seed never reaches into the server's folders.

export { LocalFileStorage } from './adapters/file-storage/local-file-storage.ts'
export { createPostgresSearch } from './adapters/search-postgres/index.ts'
export { loadEnv } from './env.ts'
export type { FileStorage } from './ports/file-storage.port.ts'
export { defaultTopMenu } from './modules/tenancy/default-menus.ts'
export { disciplinesOfClcClasses } from './modules/catalogue/clc-disciplines.ts'
// Demo inbox messages are written in the words the portal writes them.
export { readyNoticeTexts } from './modules/circulation/request-notice.ts'
export { alertMessage } from './modules/subscriptions/alert-texts.ts'
