// The patron-images module's public face: what other modules may use of it (eslint.config.js keeps them to it).
export { isOwnPatronImage, openPatronImage, patronImageUrl, PATRON_IMAGE_RULES, storePatronImage, type PatronImagePurpose } from './patron-images.service.ts'
