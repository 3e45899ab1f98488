-- CreateEnum
CREATE TYPE "IdentityProviderKind" AS ENUM ('CAS', 'OIDC', 'WECHAT');

-- CreateTable
CREATE TABLE "IdentityProvider" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "IdentityProviderKind" NOT NULL,
    "displayName" TEXT NOT NULL DEFAULT '',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "IdentityProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalIdentity" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "providerId" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "patronId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExternalIdentity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "IdentityProvider_tenantId_code_key" ON "IdentityProvider"("tenantId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "IdentityProvider_tenantId_id_key" ON "IdentityProvider"("tenantId", "id");

-- CreateIndex
CREATE INDEX "ExternalIdentity_tenantId_patronId_idx" ON "ExternalIdentity"("tenantId", "patronId");

-- CreateIndex
CREATE UNIQUE INDEX "ExternalIdentity_providerId_subject_key" ON "ExternalIdentity"("providerId", "subject");

-- CreateIndex
CREATE UNIQUE INDEX "ExternalIdentity_providerId_patronId_key" ON "ExternalIdentity"("providerId", "patronId");

-- AddForeignKey
ALTER TABLE "IdentityProvider" ADD CONSTRAINT "IdentityProvider_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalIdentity" ADD CONSTRAINT "ExternalIdentity_tenantId_providerId_fkey" FOREIGN KEY ("tenantId", "providerId") REFERENCES "IdentityProvider"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalIdentity" ADD CONSTRAINT "ExternalIdentity_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;
