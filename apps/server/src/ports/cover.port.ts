/** What a cover provider knows of a record. */
/** `groupCode` is the record's tenant: an image request carries no tenant header, so its address must name it. */
export type CoverSubject = { recordId: number | null; groupCode: string; isbn: string; title: string; author: string }

/**
 * Where a record's cover image is. The default draws one from the record (every record gets an image);
 * an ISBN-based external provider can be configured (COVER_URL_TEMPLATE).
 */
export interface CoverProvider {
  coverUrl(subject: CoverSubject): string
}
