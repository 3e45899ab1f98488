// The binding screens of spec §2, for the route table.
export { BindAccountPage } from './BindAccountPage.tsx'
export { BindUidPage } from './BindUidPage.tsx'
export { RelevanceUidPage } from './RelevanceUidPage.tsx'
export { WxLoginPage } from './WxLoginPage.tsx'
