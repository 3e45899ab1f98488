// The catalogue-import module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { type ImportFormat, importCatalogue } from './import-catalogue.service.ts'
export { parseCsvLines } from './csv.ts'
