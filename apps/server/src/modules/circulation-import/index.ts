// The circulation-import module's public face: patrons and loans CSV profiles of the import (docs/import.md).
export type { CsvEncoding } from './csv-table.ts'
export { importCirculation } from './import-circulation.service.ts'
export { CIRCULATION_PROFILES, type CirculationImportSummary, type CirculationProfile, isCirculationProfile } from './summary.ts'
