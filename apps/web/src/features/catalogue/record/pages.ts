// The record feature's routes (route-table.ts): the full record and the other-paper detail.
export { OtherPaperDetailPage } from './OtherPaperDetailPage.tsx'
export { RecordPage } from './RecordPage.tsx'
