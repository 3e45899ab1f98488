// The tenancy module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { getFindConfig } from './find-config.service.ts'
export { tenantFooter, tenantLogo, toGroupInfo } from './group.service.ts'
export { buildMenuTree } from './menus.service.ts'
