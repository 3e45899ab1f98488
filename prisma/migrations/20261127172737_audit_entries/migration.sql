-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('CARD_FREEZE', 'CARD_UNFREEZE', 'CARD_MARK_LOST', 'CARD_MARK_FOUND', 'CARD_REPORT_LOST', 'LOAN_RULE_CREATE', 'LOAN_RULE_UPDATE', 'LOAN_RULE_DELETE');

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "action" "AuditAction" NOT NULL,
    "staffId" INTEGER,
    "patronId" INTEGER,
    "subject" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_tenantId_createdAt_idx" ON "AuditEntry"("tenantId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_tenantId_subject_createdAt_idx" ON "AuditEntry"("tenantId", "subject", "createdAt");

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
