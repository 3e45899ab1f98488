-- Search page speed at a million records (docs/benchmarks.md, 2026-11-22).
--
-- 1. Facet sample tiers (apps/server/src/adapters/search-postgres/sample-bucket.ts): each row's bucket,
--    computed here exactly as the indexer computes it (low 32 bits of recordId × 2654435761, top 6 bits),
--    and a partial GIN index per tier so a sample of the matches is found through an index.
-- 2. "facetValues": every facet value of a row in one array, counted with one unnest.
--    "titleLength" and the two b-trees of the relevance order (ranking.ts).
-- 3. The vectors stay in the row (STORAGE MAIN, still compressed): phrase matches (every Chinese
--    compound) and ranking read the vector of each candidate, and an out-of-line vector cost about four
--    buffer reads per row (the TOAST index and chunk): a phrase count over 8,100 matches took 50 ms out of
--    line and 17 ms in the row (100K records).
-- Rows take the new storage when rewritten: they are marked stale (tokenizerVersion 0), so the search
-- index catch-up at start-up rewrites them and fills "facetValues" with the application's own mapping.
ALTER TABLE "RecordSearch" ADD COLUMN "facetValues" TEXT[] DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "sampleBucket" SMALLINT,
  ADD COLUMN "titleLength" SMALLINT;
UPDATE "RecordSearch" SET "sampleBucket" = ((("recordId"::bigint * 2654435761) & 4294967295) >> 26)::smallint,
  "titleLength" = 0, "tokenizerVersion" = 0;
ALTER TABLE "RecordSearch" ALTER COLUMN "sampleBucket" SET NOT NULL,
  ALTER COLUMN "titleLength" SET NOT NULL,
  ALTER COLUMN "facetValues" SET STORAGE MAIN,
  ALTER COLUMN "tsv" SET STORAGE MAIN,
  ALTER COLUMN "titleTsv" SET STORAGE MAIN,
  ALTER COLUMN "titleKeys" SET STORAGE MAIN;

-- CreateIndex
CREATE INDEX "RecordSearch_tenantId_titleLength_recordId_idx" ON "RecordSearch"("tenantId", "titleLength", "recordId" DESC);

-- CreateIndex
CREATE INDEX "RecordSearch_tenantId_titleSort_recordId_idx" ON "RecordSearch"("tenantId", "titleSort" text_pattern_ops, "recordId" DESC);

-- CreateIndex
CREATE INDEX "RecordSearch_tsv_sample64_idx" ON "RecordSearch" USING GIN ("tsv") WHERE ("sampleBucket" < 1);

-- CreateIndex
CREATE INDEX "RecordSearch_tsv_sample16_idx" ON "RecordSearch" USING GIN ("tsv") WHERE ("sampleBucket" < 4);

-- CreateIndex
CREATE INDEX "RecordSearch_tsv_sample4_idx" ON "RecordSearch" USING GIN ("tsv") WHERE ("sampleBucket" < 16);

-- CreateIndex
CREATE INDEX "RecordSearch_titleKeys_idx" ON "RecordSearch" USING GIN ("titleKeys");
