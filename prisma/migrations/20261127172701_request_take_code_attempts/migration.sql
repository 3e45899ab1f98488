-- AlterTable
ALTER TABLE "CirculationRequest" ADD COLUMN     "readyNoticeAt" TIMESTAMPTZ(3),
ADD COLUMN     "takeCodeAttempts" INTEGER NOT NULL DEFAULT 0;
