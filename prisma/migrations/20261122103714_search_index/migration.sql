-- CreateTable
CREATE TABLE "RecordSearch" (
    "recordId" INTEGER NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "tokenizerVersion" INTEGER NOT NULL,
    "docCode" INTEGER NOT NULL,
    "resourceType" INTEGER NOT NULL,
    "langCode" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "year" INTEGER,
    "inDate" DATE,
    "onShelf" BOOLEAN NOT NULL,
    "libCodes" TEXT[],
    "locationIds" INTEGER[],
    "curLocationIds" INTEGER[],
    "campusIds" INTEGER[],
    "discode1" TEXT[],
    "clcTops" TEXT[],
    "subjects" TEXT[],
    "authors" TEXT[],
    "publisher" TEXT NOT NULL,
    "coreIncludes" TEXT[],
    "eCollectionIds" INTEGER[],
    "isbns" TEXT[],
    "issn" TEXT NOT NULL,
    "classes" TEXT[],
    "titleKeys" TEXT[],
    "authorKeys" TEXT[],
    "subjectKeys" TEXT[],
    "publisherKeys" TEXT[],
    "institutionKeys" TEXT[],
    "titleSort" TEXT NOT NULL,
    "tsv" tsvector NOT NULL,
    "titleTsv" tsvector NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecordSearch_pkey" PRIMARY KEY ("recordId")
);

-- CreateIndex
CREATE INDEX "RecordSearch_tenantId_year_idx" ON "RecordSearch"("tenantId", "year");

-- CreateIndex
CREATE INDEX "RecordSearch_tenantId_inDate_idx" ON "RecordSearch"("tenantId", "inDate");

-- CreateIndex
CREATE INDEX "RecordSearch_tsv_idx" ON "RecordSearch" USING GIN ("tsv");

-- CreateIndex
CREATE INDEX "RecordSearch_titleTsv_idx" ON "RecordSearch" USING GIN ("titleTsv");

-- CreateIndex
CREATE INDEX "RecordSearch_isbns_idx" ON "RecordSearch" USING GIN ("isbns");

-- CreateIndex
CREATE INDEX "RecordSearch_titleSort_idx" ON "RecordSearch" USING GIN ("titleSort" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "RecordSearch_tenantId_recordId_key" ON "RecordSearch"("tenantId", "recordId");

-- AddForeignKey
ALTER TABLE "RecordSearch" ADD CONSTRAINT "RecordSearch_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Added by hand (search-notes.md, "Narrow search table"): keep the heap narrow so counts and facets,
-- which scan the match set, read few pages. The tsvectors go out of line early and compressed with lz4.
-- lz4 only where the server is built with it (PGlite, used for the drift check, and some embedded
-- builds are not); elsewhere the default pglz stays.
DO $$
BEGIN
  ALTER TABLE "RecordSearch" ALTER COLUMN "tsv" SET COMPRESSION lz4;
  ALTER TABLE "RecordSearch" ALTER COLUMN "titleTsv" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 not available; RecordSearch keeps the default TOAST compression';
END
$$;
ALTER TABLE "RecordSearch" SET (toast_tuple_target = 128);
