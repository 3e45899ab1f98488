-- Titles starting with the query, in title order (ranking.ts): where the database sorts text by code point
-- (C, C.UTF-8 — the embedded cluster and docker-compose), the titles with a prefix are one range of this
-- index. A plain b-tree, so Prisma can declare it (the text_pattern_ops index it replaces could not be).
CREATE INDEX "RecordSearch_tenantId_titleSort_recordId_idx" ON "RecordSearch"("tenantId", "titleSort", "recordId" DESC);
