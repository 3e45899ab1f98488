-- At most one active loan per copy (issue 8): two desks checking out the same copy at the same moment, or a
-- check-out racing a connector's sync, leave one loan and the other fails on this index instead of lending
-- the copy twice. The schema's comment on Loan promised it; Prisma's schema language cannot say "where", so
-- it is written here by hand (as the search migrations' partial indexes are).
CREATE UNIQUE INDEX "Loan_one_active_per_item" ON "Loan" ("tenantId", "itemId") WHERE status = 'ACTIVE' AND "itemId" IS NOT NULL;
