-- DropIndex
DROP INDEX "CirculationRequest_tenantId_takeCode_idx";

-- CreateIndex
CREATE UNIQUE INDEX "CirculationRequest_tenantId_takeCode_key" ON "CirculationRequest"("tenantId", "takeCode");
