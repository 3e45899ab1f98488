// The catalogue module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { disciplinesOfClcClasses } from './clc-disciplines.ts'
export { listOf } from './dictionaries.service.ts'
export { presentRecords, recordCover } from './record-list.ts'
export { CLC_CLASSES, DISCIPLINES, nameIn } from './vocabularies.ts'
