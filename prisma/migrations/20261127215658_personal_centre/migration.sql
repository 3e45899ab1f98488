-- CreateEnum
CREATE TYPE "SubscriptionSchedule" AS ENUM ('DAILY', 'WEEKLY');

-- CreateEnum
CREATE TYPE "MessageSource" AS ENUM ('SYSTEM', 'LIBRARY');

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "sentById" INTEGER,
ADD COLUMN     "source" "MessageSource" NOT NULL DEFAULT 'SYSTEM';

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "emailAlerts" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "matchedThrough" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "schedule" "SubscriptionSchedule" NOT NULL DEFAULT 'DAILY';

-- CreateTable
CREATE TABLE "SubscriptionAlert" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "windowEnd" TIMESTAMPTZ(3) NOT NULL,
    "recordIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "messageId" INTEGER,
    "mailedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubscriptionAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionAlert_tenantId_subscriptionId_windowEnd_key" ON "SubscriptionAlert"("tenantId", "subscriptionId", "windowEnd");

-- CreateIndex
CREATE INDEX "Message_tenantId_patronId_readAt_idx" ON "Message"("tenantId", "patronId", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "Message_tenantId_id_key" ON "Message"("tenantId", "id");

-- CreateIndex
CREATE INDEX "Subscription_schedule_matchedThrough_idx" ON "Subscription"("schedule", "matchedThrough");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_tenantId_id_key" ON "Subscription"("tenantId", "id");

-- AddForeignKey
ALTER TABLE "SubscriptionAlert" ADD CONSTRAINT "SubscriptionAlert_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionAlert" ADD CONSTRAINT "SubscriptionAlert_tenantId_subscriptionId_fkey" FOREIGN KEY ("tenantId", "subscriptionId") REFERENCES "Subscription"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_sentById_fkey" FOREIGN KEY ("sentById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One default favourites folder and one default address per patron (issue 9), promised by the schema's
-- comments; Prisma's schema language cannot say "where", so the partial indexes are written by hand. Two
-- concurrent "set default" calls then leave exactly one default: the loser fails on the index. Rows written
-- before the index keep their oldest default.
UPDATE "FavouriteFolder" f SET "isDefault" = false
WHERE f."isDefault" AND EXISTS (SELECT 1 FROM "FavouriteFolder" o WHERE o."tenantId" = f."tenantId" AND o."patronId" = f."patronId" AND o."isDefault" AND o.id < f.id);
CREATE UNIQUE INDEX "FavouriteFolder_one_default_per_patron" ON "FavouriteFolder" ("tenantId", "patronId") WHERE "isDefault";

UPDATE "Address" a SET "isDefault" = false
WHERE a."isDefault" AND EXISTS (SELECT 1 FROM "Address" o WHERE o."tenantId" = a."tenantId" AND o."patronId" = a."patronId" AND o."isDefault" AND o.id < a.id);
CREATE UNIQUE INDEX "Address_one_default_per_patron" ON "Address" ("tenantId", "patronId") WHERE "isDefault";
