-- CreateEnum
CREATE TYPE "LoanEventKind" AS ENUM ('CHECKOUT', 'RENEW', 'CHECKIN');

-- CreateTable
CREATE TABLE "LoanEvent" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "loanId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "kind" "LoanEventKind" NOT NULL,
    "dueDate" TIMESTAMPTZ(3) NOT NULL,
    "staffId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoanEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LoanEvent_tenantId_loanId_createdAt_idx" ON "LoanEvent"("tenantId", "loanId", "createdAt");

-- CreateIndex
CREATE INDEX "LoanEvent_tenantId_patronId_createdAt_idx" ON "LoanEvent"("tenantId", "patronId", "createdAt");

-- AddForeignKey
ALTER TABLE "LoanEvent" ADD CONSTRAINT "LoanEvent_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanEvent" ADD CONSTRAINT "LoanEvent_tenantId_loanId_fkey" FOREIGN KEY ("tenantId", "loanId") REFERENCES "Loan"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanEvent" ADD CONSTRAINT "LoanEvent_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanEvent" ADD CONSTRAINT "LoanEvent_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;
