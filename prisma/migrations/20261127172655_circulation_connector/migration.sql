-- CreateTable
CREATE TABLE "CirculationConnector" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "host" TEXT NOT NULL,
    "port" INTEGER NOT NULL DEFAULT 6001,
    "tls" BOOLEAN NOT NULL DEFAULT false,
    "loginUser" TEXT NOT NULL DEFAULT '',
    "loginPassword" TEXT NOT NULL DEFAULT '',
    "location" TEXT NOT NULL DEFAULT '',
    "institutionId" TEXT NOT NULL DEFAULT '',
    "fieldDelimiter" TEXT NOT NULL DEFAULT '|',
    "checksums" BOOLEAN NOT NULL DEFAULT true,
    "charset" TEXT NOT NULL DEFAULT 'UTF-8',
    "poolSize" INTEGER NOT NULL DEFAULT 2,
    "timeoutMs" INTEGER NOT NULL DEFAULT 10000,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CirculationConnector_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalLoanRef" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "itemBarcode" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExternalLoanRef_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CirculationConnector_tenantId_key" ON "CirculationConnector"("tenantId");

-- CreateIndex
CREATE UNIQUE INDEX "ExternalLoanRef_tenantId_patronId_itemBarcode_key" ON "ExternalLoanRef"("tenantId", "patronId", "itemBarcode");

-- AddForeignKey
ALTER TABLE "CirculationConnector" ADD CONSTRAINT "CirculationConnector_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalLoanRef" ADD CONSTRAINT "ExternalLoanRef_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
