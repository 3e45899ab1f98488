-- Author searches (field author, weight B) through their own index: with weight labels on the whole
-- vector, PostgreSQL checks every row holding the name anywhere (鲁迅 at 1M records: 190 ms for 55 hits).
-- Rows indexed before this migration get the author lexemes of their vector (same lexemes, same weight).
ALTER TABLE "RecordSearch" ADD COLUMN "authorTsv" tsvector;
UPDATE "RecordSearch" SET "authorTsv" = ts_filter("tsv", '{b}');
ALTER TABLE "RecordSearch" ALTER COLUMN "authorTsv" SET NOT NULL,
  ALTER COLUMN "authorTsv" SET STORAGE MAIN;

-- CreateIndex
CREATE INDEX "RecordSearch_authorTsv_idx" ON "RecordSearch" USING GIN ("authorTsv");

-- CreateIndex: spelling suggestions of large catalogues look at the 1/16 sample tier first.
CREATE INDEX "RecordSearch_titleSort_sample16_idx" ON "RecordSearch" USING GIN ("titleSort" gin_trgm_ops) WHERE ("sampleBucket" < 4);

-- The byte-order index of the previous migration: Prisma cannot declare a b-tree operator class, so it
-- would show as drift for ever; titles starting with the query are now ordered like other title matches.
DROP INDEX "RecordSearch_tenantId_titleSort_recordId_idx";
