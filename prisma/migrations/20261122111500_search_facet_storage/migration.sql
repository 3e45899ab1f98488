-- Added by hand (no Prisma schema change: column storage is not part of the Prisma schema).
-- RecordSearch has toast_tuple_target = 128 so that its tsvectors go out of line; that also pushed the
-- facet and filter arrays out of line, and counting facets then de-TOASTed 3–5 arrays per matching row
-- (measured by `pnpm bench:search`: most of the facet query's time). STORAGE MAIN keeps these columns in
-- the row (compressed if need be) unless the row would not fit in a page; the tsvectors stay EXTENDED.
-- Applies to rows written from now on; existing rows move when rewritten (reindex, or VACUUM FULL).
ALTER TABLE "RecordSearch"
  ALTER COLUMN "langCode" SET STORAGE MAIN,
  ALTER COLUMN "countryCode" SET STORAGE MAIN,
  ALTER COLUMN "libCodes" SET STORAGE MAIN,
  ALTER COLUMN "locationIds" SET STORAGE MAIN,
  ALTER COLUMN "curLocationIds" SET STORAGE MAIN,
  ALTER COLUMN "campusIds" SET STORAGE MAIN,
  ALTER COLUMN "discode1" SET STORAGE MAIN,
  ALTER COLUMN "clcTops" SET STORAGE MAIN,
  ALTER COLUMN "subjects" SET STORAGE MAIN,
  ALTER COLUMN "authors" SET STORAGE MAIN,
  ALTER COLUMN "publisher" SET STORAGE MAIN,
  ALTER COLUMN "coreIncludes" SET STORAGE MAIN,
  ALTER COLUMN "eCollectionIds" SET STORAGE MAIN,
  ALTER COLUMN "isbns" SET STORAGE MAIN,
  ALTER COLUMN "issn" SET STORAGE MAIN,
  ALTER COLUMN "classes" SET STORAGE MAIN,
  ALTER COLUMN "titleSort" SET STORAGE MAIN;
