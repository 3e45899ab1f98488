-- CreateExtension (added by createMigration: the schema uses operator classes of these extensions)
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "RecordSourceFormat" AS ENUM ('CNMARC', 'MARC21', 'DUBLIN_CORE', 'MANUAL', 'DEMO');

-- CreateEnum
CREATE TYPE "ResourceType" AS ENUM ('PHYSICAL', 'ELECTRONIC', 'DIGITAL');

-- CreateEnum
CREATE TYPE "Script" AS ENUM ('ZH_HANS', 'ZH_HANT', 'LATIN', 'MIXED');

-- CreateEnum
CREATE TYPE "ItemStatus" AS ENUM ('ON_SHELF', 'ON_LOAN', 'RESHELVING', 'IN_PROCESS', 'IN_TRANSIT', 'ON_HOLD', 'IN_BINDING', 'DAMAGED', 'MISSING', 'LOST', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "ElectronicItemKind" AS ENUM ('LINK', 'EBOOK', 'DIGITAL', 'ATTACHMENT');

-- CreateEnum
CREATE TYPE "CommentStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- CreateEnum
CREATE TYPE "UsageEventKind" AS ENUM ('ELE_CLICK', 'ELE_DOWNLOAD', 'ELE_VISIT', 'NAV_CLICK', 'DATABASE_CLICK', 'RESOURCE_CLICK', 'INDEX_NAVIGATION_CLICK', 'RECORD_VIEW', 'SEARCH');

-- CreateEnum
CREATE TYPE "LoanStatus" AS ENUM ('ACTIVE', 'RETURNED', 'LOST');

-- CreateEnum
CREATE TYPE "RequestType" AS ENUM ('RESERVATION', 'ENTRUSTMENT', 'ONLINE_LOAN', 'RELENDING', 'HOME_DELIVERY', 'DOCUMENT_DELIVERY');

-- CreateEnum
CREATE TYPE "RequestStatus" AS ENUM ('START', 'ACCEPT', 'COMPLETE', 'END', 'CANCEL');

-- CreateEnum
CREATE TYPE "BehaviourProcessFlag" AS ENUM ('UNTREATED', 'PROCESSING', 'TREATED', 'CANCELLED', 'ORDERED', 'UNSUBSCRIBED', 'SHELVED');

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('ADMIN', 'LIBRARIAN');

-- CreateEnum
CREATE TYPE "PatronStatus" AS ENUM ('NORMAL', 'LOST', 'FROZEN', 'EXPIRED', 'LEFT');

-- CreateEnum
CREATE TYPE "CourseReferenceKind" AS ENUM ('TEXTBOOK', 'REQUIRED', 'RECOMMENDED');

-- CreateEnum
CREATE TYPE "CourseMarkKind" AS ENUM ('MARKED', 'ENROLLED');

-- CreateEnum
CREATE TYPE "DatabaseStatus" AS ENUM ('TRIAL', 'PURCHASED', 'FORMAL', 'FREE_OR_OPEN');

-- CreateEnum
CREATE TYPE "SpecialCollectionKind" AS ENUM ('SPECIAL_LIBRARY', 'SPECIAL_BASE', 'SCHOOL_BASE');

-- CreateEnum
CREATE TYPE "RecommendationSource" AS ENUM ('PURCHASE_LIST', 'FREE', 'CUSTOM', 'ELECTRONIC');

-- CreateEnum
CREATE TYPE "RecommendationLanguage" AS ENUM ('CHINESE', 'WESTERN');

-- CreateEnum
CREATE TYPE "RecommendationStatus" AS ENUM ('PENDING', 'PROCESSING', 'ORDERED', 'TRIAL', 'REJECTED', 'SHELVED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "DonationStatus" AS ENUM ('REGISTERED', 'RECEIVED', 'ACCEPTED', 'REJECTED');

-- CreateEnum
CREATE TYPE "DonationNoticeKind" AS ENUM ('NOTICE', 'NEWS');

-- CreateEnum
CREATE TYPE "VerificationChannel" AS ENUM ('EMAIL', 'SMS');

-- CreateEnum
CREATE TYPE "VerificationPurpose" AS ENUM ('BIND_CONTACT', 'CHANGE_CONTACT', 'RESET_PASSWORD');

-- CreateEnum
CREATE TYPE "QuestionnaireKind" AS ENUM ('GENERAL', 'DATABASE_TRIAL');

-- CreateEnum
CREATE TYPE "QuestionnaireStatus" AS ENUM ('DRAFT', 'PUBLISHED', 'CLOSED');

-- CreateEnum
CREATE TYPE "QuestionType" AS ENUM ('SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT');

-- CreateEnum
CREATE TYPE "FeedbackKind" AS ENUM ('PROBLEM', 'E_RESOURCE');

-- CreateEnum
CREATE TYPE "AccountDeletionKind" AS ENUM ('LEAVE_SCHOOL', 'ACCOUNT_DELETION');

-- CreateEnum
CREATE TYPE "AccountDeletionStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('ALIPAY', 'WECHAT', 'SANDBOX');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('CREATED', 'PAID', 'FAILED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "PaymentPurpose" AS ENUM ('BEHAVIOUR_FINE', 'DEPOSIT', 'PREPAYMENT', 'PDA_ORDER');

-- CreateEnum
CREATE TYPE "PdaOrderStatus" AS ENUM ('PRE_ORDER', 'CREATED', 'CONFIRMED', 'SHIPPED', 'RECEIVED', 'RETURNED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "MenuGroup" AS ENUM ('A', 'B', 'CUSTOM');

-- CreateTable
CREATE TABLE "BibRecord" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "sourceId" TEXT NOT NULL,
    "sourceFormat" "RecordSourceFormat" NOT NULL,
    "docCode" INTEGER NOT NULL DEFAULT 1,
    "docType" TEXT NOT NULL DEFAULT 'book',
    "resourceType" "ResourceType" NOT NULL DEFAULT 'PHYSICAL',
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL DEFAULT '',
    "parallelTitle" TEXT NOT NULL DEFAULT '',
    "otherTitles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "authors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "responsibility" TEXT NOT NULL DEFAULT '',
    "institution" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "publishPlace" TEXT NOT NULL DEFAULT '',
    "publishYear" TEXT NOT NULL DEFAULT '',
    "publishYearNum" INTEGER,
    "edition" TEXT NOT NULL DEFAULT '',
    "isbn" TEXT NOT NULL DEFAULT '',
    "isbns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "issn" TEXT NOT NULL DEFAULT '',
    "langCode" TEXT NOT NULL DEFAULT '',
    "countryCode" TEXT NOT NULL DEFAULT '',
    "clcClasses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "discode1" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "discode2" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "discode3" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "subjects" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "coreIncludes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publFreqCode" TEXT NOT NULL DEFAULT '',
    "ddType" TEXT NOT NULL DEFAULT '',
    "verifyStatus" TEXT NOT NULL DEFAULT '',
    "abstract" TEXT NOT NULL DEFAULT '',
    "series" TEXT NOT NULL DEFAULT '',
    "pages" TEXT NOT NULL DEFAULT '',
    "dimensions" TEXT NOT NULL DEFAULT '',
    "physicalDescription" TEXT NOT NULL DEFAULT '',
    "priceText" TEXT NOT NULL DEFAULT '',
    "priceCents" INTEGER,
    "tableOfContents" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "marc" JSONB,
    "script" "Script" NOT NULL DEFAULT 'ZH_HANS',
    "suppressed" BOOLEAN NOT NULL DEFAULT false,
    "firstInDate" DATE,
    "physicalCount" INTEGER NOT NULL DEFAULT 0,
    "onShelfCount" INTEGER NOT NULL DEFAULT 0,
    "electronicCount" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "searchVector" tsvector,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BibRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Item" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "libraryId" INTEGER NOT NULL,
    "locationId" INTEGER NOT NULL,
    "currentLocationId" INTEGER,
    "campusId" INTEGER,
    "barcode" TEXT NOT NULL,
    "propNo" TEXT NOT NULL DEFAULT '',
    "callNo" TEXT NOT NULL DEFAULT '',
    "volume" TEXT NOT NULL DEFAULT '',
    "yearVol" TEXT NOT NULL DEFAULT '',
    "year" TEXT NOT NULL DEFAULT '',
    "inDate" DATE,
    "status" "ItemStatus" NOT NULL DEFAULT 'IN_PROCESS',
    "circAttr" TEXT NOT NULL DEFAULT '0',
    "itemPolicyCode" TEXT NOT NULL DEFAULT '',
    "itemPolicyName" TEXT NOT NULL DEFAULT '',
    "materialTypeCode" TEXT NOT NULL DEFAULT '',
    "shelfNo" TEXT NOT NULL DEFAULT '',
    "priceCents" INTEGER,
    "netPriceCents" INTEGER,
    "currencyCode" TEXT NOT NULL DEFAULT 'CNY',
    "donatorName" TEXT NOT NULL DEFAULT '',
    "attachment" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "dueDate" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Item_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SerialHolding" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "libraryId" INTEGER NOT NULL,
    "locationId" INTEGER,
    "callNo" TEXT NOT NULL DEFAULT '',
    "years" TEXT NOT NULL DEFAULT '',
    "volumes" TEXT NOT NULL DEFAULT '',
    "missing" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SerialHolding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ElectronicItem" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "kind" "ElectronicItemKind" NOT NULL,
    "databaseId" INTEGER,
    "name" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "provider" TEXT NOT NULL DEFAULT '',
    "storageKey" TEXT NOT NULL DEFAULT '',
    "fileName" TEXT NOT NULL DEFAULT '',
    "mimeType" TEXT NOT NULL DEFAULT '',
    "sizeBytes" BIGINT,
    "requiresLogin" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "visitCount" INTEGER NOT NULL DEFAULT 0,
    "downloadCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ElectronicItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DictionaryEntry" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "dictCode" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "parentCode" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DictionaryEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassificationNode" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "scheme" TEXT NOT NULL DEFAULT 'CLC',
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "parentId" INTEGER,
    "level" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ClassificationNode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "status" "CommentStatus" NOT NULL DEFAULT 'PENDING',
    "reviewerId" INTEGER,
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewNote" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rating" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "stars" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PopularSearch" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "term" TEXT NOT NULL,
    "displayTerm" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PopularSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsageEvent" (
    "id" BIGSERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "kind" "UsageEventKind" NOT NULL,
    "targetType" TEXT NOT NULL DEFAULT '',
    "targetId" TEXT NOT NULL DEFAULT '',
    "patronId" INTEGER,
    "visitorId" TEXT NOT NULL DEFAULT '',
    "ipAddress" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "detail" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UsageEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Loan" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "itemId" INTEGER,
    "recordId" INTEGER,
    "isUnion" BOOLEAN NOT NULL DEFAULT false,
    "unionLibName" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "author" TEXT NOT NULL DEFAULT '',
    "barcode" TEXT NOT NULL,
    "callNo" TEXT NOT NULL DEFAULT '',
    "locationName" TEXT NOT NULL DEFAULT '',
    "loanDate" TIMESTAMPTZ(3) NOT NULL,
    "dueDate" TIMESTAMPTZ(3) NOT NULL,
    "returnDate" TIMESTAMPTZ(3),
    "renewDate" TIMESTAMPTZ(3),
    "renewCount" INTEGER NOT NULL DEFAULT 0,
    "recallCount" INTEGER NOT NULL DEFAULT 0,
    "loanType" TEXT NOT NULL DEFAULT '',
    "loanDeskName" TEXT NOT NULL DEFAULT '',
    "returnDeskName" TEXT NOT NULL DEFAULT '',
    "status" "LoanStatus" NOT NULL DEFAULT 'ACTIVE',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Loan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanRule" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "libraryId" INTEGER,
    "ruleName" TEXT NOT NULL,
    "patronType" TEXT NOT NULL DEFAULT '',
    "itemPolicyCode" TEXT NOT NULL DEFAULT '',
    "applicableLocation" TEXT NOT NULL DEFAULT '',
    "maxLoans" INTEGER NOT NULL,
    "loanPeriodDays" INTEGER NOT NULL,
    "maxRenewals" INTEGER NOT NULL DEFAULT 1,
    "renewPeriodDays" INTEGER NOT NULL,
    "renewWindowDays" INTEGER NOT NULL DEFAULT 0,
    "finePerDayCents" INTEGER NOT NULL DEFAULT 0,
    "maxPenaltyCents" INTEGER NOT NULL DEFAULT 0,
    "keepBookNum" INTEGER NOT NULL DEFAULT 0,
    "holdShelfDays" INTEGER NOT NULL DEFAULT 7,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LoanRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CirculationRequest" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "requestNo" TEXT NOT NULL,
    "type" "RequestType" NOT NULL,
    "status" "RequestStatus" NOT NULL DEFAULT 'START',
    "step" TEXT NOT NULL DEFAULT '',
    "patronId" INTEGER NOT NULL,
    "recordId" INTEGER,
    "itemId" INTEGER,
    "loanId" INTEGER,
    "holderPatronId" INTEGER,
    "title" TEXT NOT NULL DEFAULT '',
    "volume" TEXT NOT NULL DEFAULT '',
    "takeLocationId" INTEGER,
    "takeCode" TEXT,
    "takeCodeExpiresAt" TIMESTAMPTZ(3),
    "contactName" TEXT NOT NULL DEFAULT '',
    "contactPhone" TEXT NOT NULL DEFAULT '',
    "contactEmail" TEXT NOT NULL DEFAULT '',
    "deliveryAddress" TEXT NOT NULL DEFAULT '',
    "addressId" INTEGER,
    "note" TEXT NOT NULL DEFAULT '',
    "endDate" TIMESTAMPTZ(3),
    "acceptedAt" TIMESTAMPTZ(3),
    "closedAt" TIMESTAMPTZ(3),
    "cancelReason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CirculationRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RequestEvent" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "requestId" INTEGER NOT NULL,
    "step" TEXT NOT NULL,
    "status" "RequestStatus" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "staffId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RequestEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BehaviourRecord" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "typeCode" TEXT NOT NULL,
    "typeName" TEXT NOT NULL,
    "loanId" INTEGER,
    "itemId" INTEGER,
    "title" TEXT NOT NULL DEFAULT '',
    "barcode" TEXT NOT NULL DEFAULT '',
    "propNo" TEXT NOT NULL DEFAULT '',
    "locationName" TEXT NOT NULL DEFAULT '',
    "amountDueCents" INTEGER NOT NULL DEFAULT 0,
    "amountPaidCents" INTEGER NOT NULL DEFAULT 0,
    "waivedCents" INTEGER NOT NULL DEFAULT 0,
    "blockStart" TIMESTAMPTZ(3),
    "blockEnd" TIMESTAMPTZ(3),
    "processFlag" "BehaviourProcessFlag" NOT NULL DEFAULT 'UNTREATED',
    "recordTime" TIMESTAMPTZ(3) NOT NULL,
    "processedAt" TIMESTAMPTZ(3),
    "processedById" INTEGER,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BehaviourRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PointsEntry" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "detailName" TEXT NOT NULL DEFAULT '',
    "change" INTEGER NOT NULL,
    "type" TEXT NOT NULL DEFAULT '',
    "platform" TEXT NOT NULL DEFAULT '',
    "balanceAfter" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PointsEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffUser" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "role" "StaffRole" NOT NULL DEFAULT 'LIBRARIAN',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "lastLoginAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "StaffUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Patron" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "primaryId" TEXT NOT NULL,
    "userBarcode" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT NOT NULL,
    "initialPassword" BOOLEAN NOT NULL DEFAULT true,
    "passwordChangedAt" TIMESTAMPTZ(3),
    "name" TEXT NOT NULL,
    "picUrl" TEXT NOT NULL DEFAULT '',
    "homeLibraryId" INTEGER,
    "email" TEXT NOT NULL DEFAULT '',
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "mobile" TEXT NOT NULL DEFAULT '',
    "mobileVerified" BOOLEAN NOT NULL DEFAULT false,
    "department" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL DEFAULT '',
    "grade" TEXT NOT NULL DEFAULT '',
    "className" TEXT NOT NULL DEFAULT '',
    "major" TEXT NOT NULL DEFAULT '',
    "userType" TEXT NOT NULL DEFAULT '',
    "job" TEXT NOT NULL DEFAULT '',
    "unit" TEXT NOT NULL DEFAULT '',
    "certificateNumber" TEXT NOT NULL DEFAULT '',
    "depositCents" INTEGER NOT NULL DEFAULT 0,
    "prepaymentCents" INTEGER NOT NULL DEFAULT 0,
    "validFrom" TIMESTAMPTZ(3),
    "validUntil" TIMESTAMPTZ(3),
    "status" "PatronStatus" NOT NULL DEFAULT 'NORMAL',
    "lendingParticipation" BOOLEAN NOT NULL DEFAULT false,
    "firstLoginDone" BOOLEAN NOT NULL DEFAULT false,
    "pdaRuleAccepted" BOOLEAN NOT NULL DEFAULT false,
    "wechatOpenId" TEXT,
    "chaoxingUid" TEXT,
    "maxLoans" INTEGER NOT NULL DEFAULT 20,
    "failedLoginCount" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Patron_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER,
    "staffId" INTEGER,
    "jwtId" TEXT NOT NULL,
    "mappingPath" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "ipAddress" TEXT NOT NULL DEFAULT '',
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Captcha" (
    "codeKey" TEXT NOT NULL,
    "tenantId" INTEGER,
    "answerHash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL DEFAULT 'login',
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Captcha_pkey" PRIMARY KEY ("codeKey")
);

-- CreateTable
CREATE TABLE "Department" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "parentId" INTEGER,
    "description" TEXT NOT NULL DEFAULT '',
    "logoUrl" TEXT NOT NULL DEFAULT '',
    "homepageUrl" TEXT NOT NULL DEFAULT '',
    "clcClasses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "discode1" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Researcher" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "departmentId" INTEGER,
    "patronId" INTEGER,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL DEFAULT '',
    "subjects" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "authorNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "researchAreas" TEXT NOT NULL DEFAULT '',
    "bio" TEXT NOT NULL DEFAULT '',
    "photoUrl" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "homepage" TEXT NOT NULL DEFAULT '',
    "orcid" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Researcher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Course" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "departmentId" INTEGER,
    "teacherId" INTEGER,
    "teacherName" TEXT NOT NULL DEFAULT '',
    "year" TEXT NOT NULL DEFAULT '',
    "term" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Course_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseReference" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "courseId" INTEGER NOT NULL,
    "recordId" INTEGER,
    "kind" "CourseReferenceKind" NOT NULL DEFAULT 'RECOMMENDED',
    "title" TEXT NOT NULL,
    "author" TEXT NOT NULL DEFAULT '',
    "isbn" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "publishYear" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CourseReference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseMark" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "courseId" INTEGER NOT NULL,
    "kind" "CourseMarkKind" NOT NULL DEFAULT 'MARKED',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CourseMark_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Database" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "formerName" TEXT NOT NULL DEFAULT '',
    "commonName" TEXT NOT NULL DEFAULT '',
    "langCode" TEXT NOT NULL DEFAULT '',
    "contentLevel" TEXT NOT NULL DEFAULT '',
    "dataTypes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "DatabaseStatus" NOT NULL,
    "manufacturer" TEXT NOT NULL DEFAULT '',
    "vendor" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "alternateUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "accessNote" TEXT NOT NULL DEFAULT '',
    "guideUrl" TEXT NOT NULL DEFAULT '',
    "updateFrequency" TEXT NOT NULL DEFAULT '',
    "scope" TEXT NOT NULL DEFAULT '',
    "trialStart" DATE,
    "trialEnd" DATE,
    "contacts" TEXT NOT NULL DEFAULT '',
    "visitCount" INTEGER NOT NULL DEFAULT 0,
    "listedAt" TIMESTAMPTZ(3),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Database_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatabaseSubject" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DatabaseSubject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatabaseSubjectLink" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "databaseId" INTEGER NOT NULL,
    "subjectId" INTEGER NOT NULL,

    CONSTRAINT "DatabaseSubjectLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatabaseDepartment" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "databaseId" INTEGER NOT NULL,
    "departmentId" INTEGER NOT NULL,

    CONSTRAINT "DatabaseDepartment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatabaseFavourite" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "databaseId" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DatabaseFavourite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Journal" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "recordId" INTEGER,
    "title" TEXT NOT NULL,
    "englishTitle" TEXT NOT NULL DEFAULT '',
    "issn" TEXT NOT NULL DEFAULT '',
    "eissn" TEXT NOT NULL DEFAULT '',
    "cn" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "sponsor" TEXT NOT NULL DEFAULT '',
    "publFreqCode" TEXT NOT NULL DEFAULT '',
    "coreIncludes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "discode1" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "clcClasses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "subjects" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "langCode" TEXT NOT NULL DEFAULT '',
    "countryCode" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "browseCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Journal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpecialCollection" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "kind" "SpecialCollectionKind" NOT NULL,
    "parentId" INTEGER,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL DEFAULT '',
    "isHot" BOOLEAN NOT NULL DEFAULT false,
    "visitCount" INTEGER NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SpecialCollection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpecialCollectionEntry" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "collectionId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SpecialCollectionEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookTopic" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "subjectClass" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "isHot" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BookTopic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookTopicEntry" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "topicId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookTopicEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookList" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "introduction" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL DEFAULT '',
    "isHot" BOOLEAN NOT NULL DEFAULT false,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMPTZ(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BookList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookListEntry" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "bookListId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookListEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BookListFollow" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "bookListId" INTEGER,
    "folderId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookListFollow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExternalSite" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "kind" TEXT NOT NULL DEFAULT 'search',
    "url" TEXT NOT NULL DEFAULT '',
    "searchUrlTemplate" TEXT NOT NULL DEFAULT '',
    "logoUrl" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ExternalSite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FavouriteFolder" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "introduction" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "sharedAt" TIMESTAMPTZ(3),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "FavouriteFolder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Favourite" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "folderId" INTEGER NOT NULL,
    "recordId" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Favourite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Subscription" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "searchField" TEXT NOT NULL DEFAULT 'keyWord',
    "searchContent" VARCHAR(100) NOT NULL,
    "subName" VARCHAR(100) NOT NULL,
    "matchMode" TEXT NOT NULL DEFAULT '2',
    "lastSeenRecordId" INTEGER,
    "lastNotifiedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recommendation" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "source" "RecommendationSource" NOT NULL,
    "title" TEXT NOT NULL,
    "standardNo" TEXT NOT NULL DEFAULT '',
    "isbn13" TEXT NOT NULL DEFAULT '',
    "author" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "publishTime" TEXT NOT NULL DEFAULT '',
    "priceCents" INTEGER,
    "currencyCode" TEXT NOT NULL DEFAULT 'CNY',
    "frequency" TEXT NOT NULL DEFAULT '',
    "language" "RecommendationLanguage" NOT NULL,
    "reasonCode" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL,
    "classNo" TEXT NOT NULL DEFAULT '',
    "copies" INTEGER NOT NULL DEFAULT 1,
    "subject" TEXT NOT NULL DEFAULT '',
    "dataType" TEXT NOT NULL DEFAULT '',
    "webAddress" TEXT NOT NULL DEFAULT '',
    "status" "RecommendationStatus" NOT NULL DEFAULT 'PENDING',
    "detailStatus" TEXT NOT NULL DEFAULT '',
    "reply" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "processedAt" TIMESTAMPTZ(3),
    "processedById" INTEGER,
    "pdaItemId" INTEGER,
    "recordId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Recommendation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Donation" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER,
    "donorName" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "author" TEXT NOT NULL DEFAULT '',
    "isbn" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "copies" INTEGER NOT NULL DEFAULT 1,
    "valueCents" INTEGER,
    "currencyCode" TEXT NOT NULL DEFAULT 'CNY',
    "remark" TEXT NOT NULL DEFAULT '',
    "donatedAt" TIMESTAMPTZ(3) NOT NULL,
    "status" "DonationStatus" NOT NULL DEFAULT 'REGISTERED',
    "recordId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Donation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DonationNotice" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "kind" "DonationNoticeKind" NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "publishedAt" TIMESTAMPTZ(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DonationNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT NOT NULL DEFAULT '',
    "readAt" TIMESTAMPTZ(3),
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Address" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "typeCode" TEXT NOT NULL DEFAULT '',
    "areaCode" TEXT NOT NULL DEFAULT '',
    "province" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "district" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "zipCode" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserSetting" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UserSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER,
    "channel" "VerificationChannel" NOT NULL,
    "purpose" "VerificationPurpose" NOT NULL,
    "target" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VerificationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Questionnaire" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "kind" "QuestionnaireKind" NOT NULL DEFAULT 'GENERAL',
    "databaseId" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "status" "QuestionnaireStatus" NOT NULL DEFAULT 'DRAFT',
    "publishedAt" TIMESTAMPTZ(3),
    "dueAt" TIMESTAMPTZ(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Questionnaire_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Question" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "questionnaireId" INTEGER NOT NULL,
    "type" "QuestionType" NOT NULL,
    "text" TEXT NOT NULL,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "required" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionnaireResponse" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "questionnaireId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "submittedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionnaireResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionnaireAnswer" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "responseId" INTEGER NOT NULL,
    "questionId" INTEGER NOT NULL,
    "choices" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "text" VARCHAR(1000) NOT NULL DEFAULT '',

    CONSTRAINT "QuestionnaireAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Feedback" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "kind" "FeedbackKind" NOT NULL DEFAULT 'PROBLEM',
    "databaseId" INTEGER,
    "content" VARCHAR(1000) NOT NULL,
    "contact" TEXT NOT NULL DEFAULT '',
    "reply" TEXT NOT NULL DEFAULT '',
    "repliedAt" TIMESTAMPTZ(3),
    "repliedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountDeletionRequest" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "kind" "AccountDeletionKind" NOT NULL,
    "status" "AccountDeletionStatus" NOT NULL DEFAULT 'PENDING',
    "name" TEXT NOT NULL,
    "primaryId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "department" TEXT NOT NULL DEFAULT '',
    "major" TEXT NOT NULL DEFAULT '',
    "className" TEXT NOT NULL DEFAULT '',
    "grade" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL DEFAULT '',
    "blockers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "processedAt" TIMESTAMPTZ(3),
    "processedById" INTEGER,
    "staffNote" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AccountDeletionRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "purpose" "PaymentPurpose" NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'CREATED',
    "amountCents" INTEGER NOT NULL,
    "currencyCode" TEXT NOT NULL DEFAULT 'CNY',
    "subject" TEXT NOT NULL DEFAULT '',
    "outTradeNo" TEXT NOT NULL,
    "providerTradeNo" TEXT,
    "qrCodeUrl" TEXT NOT NULL DEFAULT '',
    "qrExpiresAt" TIMESTAMPTZ(3) NOT NULL,
    "paidAt" TIMESTAMPTZ(3),
    "pdaOrderId" INTEGER,
    "providerPayload" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentAllocation" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "behaviourRecordId" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,

    CONSTRAINT "PaymentAllocation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PdaVendor" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contactName" TEXT NOT NULL DEFAULT '',
    "contactPhone" TEXT NOT NULL DEFAULT '',
    "apiBaseUrl" TEXT NOT NULL DEFAULT '',
    "freightCents" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PdaVendor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PdaItem" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "vendorId" INTEGER NOT NULL,
    "vendorItemCode" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "author" TEXT NOT NULL DEFAULT '',
    "publisher" TEXT NOT NULL DEFAULT '',
    "publishDate" TEXT NOT NULL DEFAULT '',
    "isbn" TEXT NOT NULL DEFAULT '',
    "priceCents" INTEGER NOT NULL,
    "netPriceCents" INTEGER,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "categoryNo" TEXT NOT NULL DEFAULT '',
    "categoryName" TEXT NOT NULL DEFAULT '',
    "coverUrl" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "syncedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PdaItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CartItem" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "pdaItemId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CartItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PdaOrder" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "patronId" INTEGER NOT NULL,
    "orderNo" TEXT NOT NULL,
    "vendorId" INTEGER NOT NULL,
    "libraryId" INTEGER,
    "status" "PdaOrderStatus" NOT NULL DEFAULT 'CREATED',
    "totalCents" INTEGER NOT NULL,
    "freightCents" INTEGER NOT NULL DEFAULT 0,
    "recipient" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "zipCode" TEXT NOT NULL DEFAULT '',
    "carrier" TEXT NOT NULL DEFAULT '',
    "trackingNo" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "cancelReason" TEXT NOT NULL DEFAULT '',
    "confirmedAt" TIMESTAMPTZ(3),
    "shippedAt" TIMESTAMPTZ(3),
    "receivedAt" TIMESTAMPTZ(3),
    "returnedAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PdaOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PdaOrderLine" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "pdaItemId" INTEGER,
    "title" TEXT NOT NULL,
    "isbn" TEXT NOT NULL DEFAULT '',
    "unitPriceCents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "itemId" INTEGER,

    CONSTRAINT "PdaOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PdaLogisticsEvent" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "description" TEXT NOT NULL,
    "location" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PdaLogisticsEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tenant" (
    "id" SERIAL NOT NULL,
    "groupCode" TEXT NOT NULL,
    "mappingPath" TEXT NOT NULL,
    "hosts" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "name" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "label" TEXT NOT NULL DEFAULT '',
    "msgFlag" TEXT NOT NULL DEFAULT '0',
    "fid" TEXT NOT NULL DEFAULT '',
    "config" JSONB NOT NULL DEFAULT '{}',
    "logo" JSONB NOT NULL DEFAULT '{}',
    "footer" JSONB NOT NULL DEFAULT '{}',
    "requireReferer" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TenantParameter" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "paraCode" TEXT NOT NULL,
    "paraValue" TEXT NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TenantParameter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MenuItem" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "menuGroup" "MenuGroup" NOT NULL,
    "parentId" INTEGER,
    "menuName" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexFont" TEXT NOT NULL DEFAULT '',
    "menuUrl" TEXT NOT NULL DEFAULT '',
    "jumpMode" TEXT NOT NULL DEFAULT '1',
    "useFlag" TEXT NOT NULL DEFAULT '1',
    "menuKey" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "MenuItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Library" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "libCode" TEXT NOT NULL,
    "libName" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "isMain" BOOLEAN NOT NULL DEFAULT false,
    "campusId" INTEGER,
    "address" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Library_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Campus" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "campusCode" TEXT NOT NULL,
    "campusName" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Campus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Location" (
    "id" SERIAL NOT NULL,
    "tenantId" INTEGER NOT NULL,
    "libraryId" INTEGER NOT NULL,
    "campusId" INTEGER,
    "locationCode" TEXT NOT NULL,
    "locationName" TEXT NOT NULL,
    "englishName" TEXT NOT NULL DEFAULT '',
    "complexName" TEXT NOT NULL DEFAULT '',
    "locationTypeCode" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "isPickup" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Location_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BibRecord_tenantId_docCode_firstInDate_idx" ON "BibRecord"("tenantId", "docCode", "firstInDate");

-- CreateIndex
CREATE INDEX "BibRecord_tenantId_publishYearNum_idx" ON "BibRecord"("tenantId", "publishYearNum");

-- CreateIndex
CREATE INDEX "BibRecord_isbns_idx" ON "BibRecord" USING GIN ("isbns");

-- CreateIndex
CREATE INDEX "BibRecord_searchVector_idx" ON "BibRecord" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "BibRecord_searchText_idx" ON "BibRecord" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "BibRecord_tenantId_sourceFormat_sourceId_key" ON "BibRecord"("tenantId", "sourceFormat", "sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "BibRecord_tenantId_id_key" ON "BibRecord"("tenantId", "id");

-- CreateIndex
CREATE INDEX "Item_tenantId_recordId_idx" ON "Item"("tenantId", "recordId");

-- CreateIndex
CREATE INDEX "Item_tenantId_locationId_status_idx" ON "Item"("tenantId", "locationId", "status");

-- CreateIndex
CREATE INDEX "Item_tenantId_libraryId_inDate_idx" ON "Item"("tenantId", "libraryId", "inDate");

-- CreateIndex
CREATE INDEX "Item_tenantId_callNo_idx" ON "Item"("tenantId", "callNo");

-- CreateIndex
CREATE UNIQUE INDEX "Item_tenantId_barcode_key" ON "Item"("tenantId", "barcode");

-- CreateIndex
CREATE UNIQUE INDEX "Item_tenantId_id_key" ON "Item"("tenantId", "id");

-- CreateIndex
CREATE INDEX "SerialHolding_tenantId_recordId_sortOrder_idx" ON "SerialHolding"("tenantId", "recordId", "sortOrder");

-- CreateIndex
CREATE INDEX "ElectronicItem_tenantId_recordId_sortOrder_idx" ON "ElectronicItem"("tenantId", "recordId", "sortOrder");

-- CreateIndex
CREATE INDEX "ElectronicItem_tenantId_databaseId_idx" ON "ElectronicItem"("tenantId", "databaseId");

-- CreateIndex
CREATE INDEX "DictionaryEntry_tenantId_dictCode_parentCode_sortOrder_idx" ON "DictionaryEntry"("tenantId", "dictCode", "parentCode", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "DictionaryEntry_tenantId_dictCode_code_key" ON "DictionaryEntry"("tenantId", "dictCode", "code");

-- CreateIndex
CREATE INDEX "ClassificationNode_tenantId_scheme_parentId_sortOrder_idx" ON "ClassificationNode"("tenantId", "scheme", "parentId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "ClassificationNode_tenantId_scheme_code_key" ON "ClassificationNode"("tenantId", "scheme", "code");

-- CreateIndex
CREATE INDEX "Comment_tenantId_recordId_status_createdAt_idx" ON "Comment"("tenantId", "recordId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_tenantId_status_createdAt_idx" ON "Comment"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_tenantId_patronId_createdAt_idx" ON "Comment"("tenantId", "patronId", "createdAt");

-- CreateIndex
CREATE INDEX "Rating_tenantId_patronId_idx" ON "Rating"("tenantId", "patronId");

-- CreateIndex
CREATE UNIQUE INDEX "Rating_tenantId_recordId_patronId_key" ON "Rating"("tenantId", "recordId", "patronId");

-- CreateIndex
CREATE INDEX "PopularSearch_tenantId_term_idx" ON "PopularSearch"("tenantId", "term");

-- CreateIndex
CREATE UNIQUE INDEX "PopularSearch_tenantId_day_term_key" ON "PopularSearch"("tenantId", "day", "term");

-- CreateIndex
CREATE INDEX "UsageEvent_tenantId_kind_createdAt_idx" ON "UsageEvent"("tenantId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "UsageEvent_tenantId_kind_targetId_createdAt_idx" ON "UsageEvent"("tenantId", "kind", "targetId", "createdAt");

-- CreateIndex
CREATE INDEX "UsageEvent_tenantId_patronId_kind_createdAt_idx" ON "UsageEvent"("tenantId", "patronId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "Loan_tenantId_patronId_status_dueDate_idx" ON "Loan"("tenantId", "patronId", "status", "dueDate");

-- CreateIndex
CREATE INDEX "Loan_tenantId_patronId_loanDate_idx" ON "Loan"("tenantId", "patronId", "loanDate");

-- CreateIndex
CREATE INDEX "Loan_tenantId_itemId_status_idx" ON "Loan"("tenantId", "itemId", "status");

-- CreateIndex
CREATE INDEX "Loan_tenantId_recordId_loanDate_idx" ON "Loan"("tenantId", "recordId", "loanDate");

-- CreateIndex
CREATE INDEX "Loan_tenantId_status_dueDate_idx" ON "Loan"("tenantId", "status", "dueDate");

-- CreateIndex
CREATE INDEX "Loan_tenantId_loanDate_idx" ON "Loan"("tenantId", "loanDate");

-- CreateIndex
CREATE UNIQUE INDEX "Loan_tenantId_id_key" ON "Loan"("tenantId", "id");

-- CreateIndex
CREATE INDEX "LoanRule_tenantId_patronType_libraryId_idx" ON "LoanRule"("tenantId", "patronType", "libraryId");

-- CreateIndex
CREATE INDEX "CirculationRequest_tenantId_patronId_status_createdAt_idx" ON "CirculationRequest"("tenantId", "patronId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "CirculationRequest_tenantId_holderPatronId_status_idx" ON "CirculationRequest"("tenantId", "holderPatronId", "status");

-- CreateIndex
CREATE INDEX "CirculationRequest_tenantId_recordId_status_idx" ON "CirculationRequest"("tenantId", "recordId", "status");

-- CreateIndex
CREATE INDEX "CirculationRequest_tenantId_itemId_status_idx" ON "CirculationRequest"("tenantId", "itemId", "status");

-- CreateIndex
CREATE INDEX "CirculationRequest_tenantId_status_type_createdAt_idx" ON "CirculationRequest"("tenantId", "status", "type", "createdAt");

-- CreateIndex
CREATE INDEX "CirculationRequest_tenantId_takeCode_idx" ON "CirculationRequest"("tenantId", "takeCode");

-- CreateIndex
CREATE UNIQUE INDEX "CirculationRequest_tenantId_requestNo_key" ON "CirculationRequest"("tenantId", "requestNo");

-- CreateIndex
CREATE UNIQUE INDEX "CirculationRequest_tenantId_id_key" ON "CirculationRequest"("tenantId", "id");

-- CreateIndex
CREATE INDEX "RequestEvent_tenantId_requestId_createdAt_idx" ON "RequestEvent"("tenantId", "requestId", "createdAt");

-- CreateIndex
CREATE INDEX "BehaviourRecord_tenantId_patronId_processFlag_recordTime_idx" ON "BehaviourRecord"("tenantId", "patronId", "processFlag", "recordTime");

-- CreateIndex
CREATE INDEX "BehaviourRecord_tenantId_processFlag_recordTime_idx" ON "BehaviourRecord"("tenantId", "processFlag", "recordTime");

-- CreateIndex
CREATE UNIQUE INDEX "BehaviourRecord_tenantId_id_key" ON "BehaviourRecord"("tenantId", "id");

-- CreateIndex
CREATE INDEX "PointsEntry_tenantId_patronId_createdAt_idx" ON "PointsEntry"("tenantId", "patronId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StaffUser_tenantId_username_key" ON "StaffUser"("tenantId", "username");

-- CreateIndex
CREATE INDEX "Patron_tenantId_wechatOpenId_idx" ON "Patron"("tenantId", "wechatOpenId");

-- CreateIndex
CREATE INDEX "Patron_tenantId_chaoxingUid_idx" ON "Patron"("tenantId", "chaoxingUid");

-- CreateIndex
CREATE UNIQUE INDEX "Patron_tenantId_username_key" ON "Patron"("tenantId", "username");

-- CreateIndex
CREATE UNIQUE INDEX "Patron_tenantId_primaryId_key" ON "Patron"("tenantId", "primaryId");

-- CreateIndex
CREATE UNIQUE INDEX "Patron_tenantId_id_key" ON "Patron"("tenantId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Session_jwtId_key" ON "Session"("jwtId");

-- CreateIndex
CREATE INDEX "Session_tenantId_patronId_idx" ON "Session"("tenantId", "patronId");

-- CreateIndex
CREATE INDEX "Session_tenantId_staffId_idx" ON "Session"("tenantId", "staffId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "Captcha_expiresAt_idx" ON "Captcha"("expiresAt");

-- CreateIndex
CREATE INDEX "Department_tenantId_parentId_sortOrder_idx" ON "Department"("tenantId", "parentId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Department_tenantId_code_key" ON "Department"("tenantId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "Department_tenantId_id_key" ON "Department"("tenantId", "id");

-- CreateIndex
CREATE INDEX "Researcher_tenantId_departmentId_sortOrder_idx" ON "Researcher"("tenantId", "departmentId", "sortOrder");

-- CreateIndex
CREATE INDEX "Researcher_tenantId_name_idx" ON "Researcher"("tenantId", "name");

-- CreateIndex
CREATE INDEX "Course_tenantId_code_idx" ON "Course"("tenantId", "code");

-- CreateIndex
CREATE INDEX "Course_tenantId_departmentId_idx" ON "Course"("tenantId", "departmentId");

-- CreateIndex
CREATE INDEX "Course_tenantId_year_idx" ON "Course"("tenantId", "year");

-- CreateIndex
CREATE UNIQUE INDEX "Course_tenantId_id_key" ON "Course"("tenantId", "id");

-- CreateIndex
CREATE INDEX "CourseReference_tenantId_courseId_sortOrder_idx" ON "CourseReference"("tenantId", "courseId", "sortOrder");

-- CreateIndex
CREATE INDEX "CourseReference_tenantId_recordId_idx" ON "CourseReference"("tenantId", "recordId");

-- CreateIndex
CREATE INDEX "CourseMark_tenantId_courseId_idx" ON "CourseMark"("tenantId", "courseId");

-- CreateIndex
CREATE UNIQUE INDEX "CourseMark_tenantId_patronId_courseId_kind_key" ON "CourseMark"("tenantId", "patronId", "courseId", "kind");

-- CreateIndex
CREATE INDEX "Database_tenantId_status_sortOrder_idx" ON "Database"("tenantId", "status", "sortOrder");

-- CreateIndex
CREATE INDEX "Database_tenantId_listedAt_idx" ON "Database"("tenantId", "listedAt");

-- CreateIndex
CREATE INDEX "Database_tenantId_visitCount_idx" ON "Database"("tenantId", "visitCount");

-- CreateIndex
CREATE INDEX "Database_tenantId_manufacturer_idx" ON "Database"("tenantId", "manufacturer");

-- CreateIndex
CREATE UNIQUE INDEX "Database_tenantId_id_key" ON "Database"("tenantId", "id");

-- CreateIndex
CREATE INDEX "DatabaseSubject_tenantId_sortOrder_idx" ON "DatabaseSubject"("tenantId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "DatabaseSubject_tenantId_id_key" ON "DatabaseSubject"("tenantId", "id");

-- CreateIndex
CREATE INDEX "DatabaseSubjectLink_tenantId_subjectId_idx" ON "DatabaseSubjectLink"("tenantId", "subjectId");

-- CreateIndex
CREATE UNIQUE INDEX "DatabaseSubjectLink_tenantId_databaseId_subjectId_key" ON "DatabaseSubjectLink"("tenantId", "databaseId", "subjectId");

-- CreateIndex
CREATE INDEX "DatabaseDepartment_tenantId_departmentId_idx" ON "DatabaseDepartment"("tenantId", "departmentId");

-- CreateIndex
CREATE UNIQUE INDEX "DatabaseDepartment_tenantId_databaseId_departmentId_key" ON "DatabaseDepartment"("tenantId", "databaseId", "departmentId");

-- CreateIndex
CREATE INDEX "DatabaseFavourite_tenantId_databaseId_idx" ON "DatabaseFavourite"("tenantId", "databaseId");

-- CreateIndex
CREATE UNIQUE INDEX "DatabaseFavourite_tenantId_patronId_databaseId_key" ON "DatabaseFavourite"("tenantId", "patronId", "databaseId");

-- CreateIndex
CREATE INDEX "Journal_tenantId_issn_idx" ON "Journal"("tenantId", "issn");

-- CreateIndex
CREATE INDEX "Journal_tenantId_title_idx" ON "Journal"("tenantId", "title");

-- CreateIndex
CREATE INDEX "Journal_tenantId_browseCount_idx" ON "Journal"("tenantId", "browseCount");

-- CreateIndex
CREATE INDEX "SpecialCollection_tenantId_kind_parentId_sortOrder_idx" ON "SpecialCollection"("tenantId", "kind", "parentId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "SpecialCollection_tenantId_id_key" ON "SpecialCollection"("tenantId", "id");

-- CreateIndex
CREATE INDEX "SpecialCollectionEntry_tenantId_recordId_idx" ON "SpecialCollectionEntry"("tenantId", "recordId");

-- CreateIndex
CREATE UNIQUE INDEX "SpecialCollectionEntry_tenantId_collectionId_recordId_key" ON "SpecialCollectionEntry"("tenantId", "collectionId", "recordId");

-- CreateIndex
CREATE INDEX "BookTopic_tenantId_subjectClass_sortOrder_idx" ON "BookTopic"("tenantId", "subjectClass", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "BookTopic_tenantId_id_key" ON "BookTopic"("tenantId", "id");

-- CreateIndex
CREATE INDEX "BookTopicEntry_tenantId_recordId_idx" ON "BookTopicEntry"("tenantId", "recordId");

-- CreateIndex
CREATE UNIQUE INDEX "BookTopicEntry_tenantId_topicId_recordId_key" ON "BookTopicEntry"("tenantId", "topicId", "recordId");

-- CreateIndex
CREATE INDEX "BookList_tenantId_category_sortOrder_idx" ON "BookList"("tenantId", "category", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "BookList_tenantId_id_key" ON "BookList"("tenantId", "id");

-- CreateIndex
CREATE INDEX "BookListEntry_tenantId_recordId_idx" ON "BookListEntry"("tenantId", "recordId");

-- CreateIndex
CREATE UNIQUE INDEX "BookListEntry_tenantId_bookListId_recordId_key" ON "BookListEntry"("tenantId", "bookListId", "recordId");

-- CreateIndex
CREATE INDEX "BookListFollow_tenantId_bookListId_idx" ON "BookListFollow"("tenantId", "bookListId");

-- CreateIndex
CREATE INDEX "BookListFollow_tenantId_folderId_idx" ON "BookListFollow"("tenantId", "folderId");

-- CreateIndex
CREATE UNIQUE INDEX "BookListFollow_tenantId_patronId_bookListId_key" ON "BookListFollow"("tenantId", "patronId", "bookListId");

-- CreateIndex
CREATE UNIQUE INDEX "BookListFollow_tenantId_patronId_folderId_key" ON "BookListFollow"("tenantId", "patronId", "folderId");

-- CreateIndex
CREATE INDEX "ExternalSite_tenantId_sortOrder_idx" ON "ExternalSite"("tenantId", "sortOrder");

-- CreateIndex
CREATE INDEX "FavouriteFolder_tenantId_patronId_sortOrder_idx" ON "FavouriteFolder"("tenantId", "patronId", "sortOrder");

-- CreateIndex
CREATE INDEX "FavouriteFolder_tenantId_isPublic_sharedAt_idx" ON "FavouriteFolder"("tenantId", "isPublic", "sharedAt");

-- CreateIndex
CREATE UNIQUE INDEX "FavouriteFolder_tenantId_id_key" ON "FavouriteFolder"("tenantId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "FavouriteFolder_tenantId_patronId_id_key" ON "FavouriteFolder"("tenantId", "patronId", "id");

-- CreateIndex
CREATE INDEX "Favourite_tenantId_patronId_recordId_idx" ON "Favourite"("tenantId", "patronId", "recordId");

-- CreateIndex
CREATE INDEX "Favourite_tenantId_recordId_idx" ON "Favourite"("tenantId", "recordId");

-- CreateIndex
CREATE UNIQUE INDEX "Favourite_tenantId_folderId_recordId_key" ON "Favourite"("tenantId", "folderId", "recordId");

-- CreateIndex
CREATE INDEX "Subscription_tenantId_patronId_createdAt_idx" ON "Subscription"("tenantId", "patronId", "createdAt");

-- CreateIndex
CREATE INDEX "Recommendation_tenantId_patronId_createdAt_idx" ON "Recommendation"("tenantId", "patronId", "createdAt");

-- CreateIndex
CREATE INDEX "Recommendation_tenantId_status_createdAt_idx" ON "Recommendation"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Recommendation_tenantId_isbn13_idx" ON "Recommendation"("tenantId", "isbn13");

-- CreateIndex
CREATE INDEX "Donation_tenantId_donatedAt_idx" ON "Donation"("tenantId", "donatedAt");

-- CreateIndex
CREATE INDEX "Donation_tenantId_patronId_donatedAt_idx" ON "Donation"("tenantId", "patronId", "donatedAt");

-- CreateIndex
CREATE INDEX "Donation_tenantId_recordId_idx" ON "Donation"("tenantId", "recordId");

-- CreateIndex
CREATE INDEX "DonationNotice_tenantId_kind_publishedAt_idx" ON "DonationNotice"("tenantId", "kind", "publishedAt");

-- CreateIndex
CREATE INDEX "Message_tenantId_patronId_deletedAt_createdAt_idx" ON "Message"("tenantId", "patronId", "deletedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Address_tenantId_patronId_isDefault_idx" ON "Address"("tenantId", "patronId", "isDefault");

-- CreateIndex
CREATE UNIQUE INDEX "UserSetting_tenantId_patronId_key_key" ON "UserSetting"("tenantId", "patronId", "key");

-- CreateIndex
CREATE INDEX "VerificationCode_tenantId_target_createdAt_idx" ON "VerificationCode"("tenantId", "target", "createdAt");

-- CreateIndex
CREATE INDEX "VerificationCode_tenantId_patronId_purpose_createdAt_idx" ON "VerificationCode"("tenantId", "patronId", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "VerificationCode_expiresAt_idx" ON "VerificationCode"("expiresAt");

-- CreateIndex
CREATE INDEX "Questionnaire_tenantId_kind_status_publishedAt_idx" ON "Questionnaire"("tenantId", "kind", "status", "publishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Questionnaire_tenantId_id_key" ON "Questionnaire"("tenantId", "id");

-- CreateIndex
CREATE INDEX "Question_tenantId_questionnaireId_sortOrder_idx" ON "Question"("tenantId", "questionnaireId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Question_tenantId_id_key" ON "Question"("tenantId", "id");

-- CreateIndex
CREATE INDEX "QuestionnaireResponse_tenantId_patronId_submittedAt_idx" ON "QuestionnaireResponse"("tenantId", "patronId", "submittedAt");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionnaireResponse_tenantId_questionnaireId_patronId_key" ON "QuestionnaireResponse"("tenantId", "questionnaireId", "patronId");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionnaireResponse_tenantId_id_key" ON "QuestionnaireResponse"("tenantId", "id");

-- CreateIndex
CREATE INDEX "QuestionnaireAnswer_tenantId_questionId_idx" ON "QuestionnaireAnswer"("tenantId", "questionId");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionnaireAnswer_tenantId_responseId_questionId_key" ON "QuestionnaireAnswer"("tenantId", "responseId", "questionId");

-- CreateIndex
CREATE INDEX "Feedback_tenantId_patronId_kind_createdAt_idx" ON "Feedback"("tenantId", "patronId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "Feedback_tenantId_kind_repliedAt_idx" ON "Feedback"("tenantId", "kind", "repliedAt");

-- CreateIndex
CREATE INDEX "AccountDeletionRequest_tenantId_patronId_createdAt_idx" ON "AccountDeletionRequest"("tenantId", "patronId", "createdAt");

-- CreateIndex
CREATE INDEX "AccountDeletionRequest_tenantId_status_createdAt_idx" ON "AccountDeletionRequest"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_outTradeNo_key" ON "Payment"("outTradeNo");

-- CreateIndex
CREATE INDEX "Payment_tenantId_patronId_createdAt_idx" ON "Payment"("tenantId", "patronId", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_status_qrExpiresAt_idx" ON "Payment"("status", "qrExpiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_tenantId_id_key" ON "Payment"("tenantId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_provider_providerTradeNo_key" ON "Payment"("provider", "providerTradeNo");

-- CreateIndex
CREATE INDEX "PaymentAllocation_tenantId_behaviourRecordId_idx" ON "PaymentAllocation"("tenantId", "behaviourRecordId");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentAllocation_tenantId_paymentId_behaviourRecordId_key" ON "PaymentAllocation"("tenantId", "paymentId", "behaviourRecordId");

-- CreateIndex
CREATE UNIQUE INDEX "PdaVendor_tenantId_code_key" ON "PdaVendor"("tenantId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "PdaVendor_tenantId_id_key" ON "PdaVendor"("tenantId", "id");

-- CreateIndex
CREATE INDEX "PdaItem_tenantId_categoryNo_idx" ON "PdaItem"("tenantId", "categoryNo");

-- CreateIndex
CREATE INDEX "PdaItem_tenantId_isbn_idx" ON "PdaItem"("tenantId", "isbn");

-- CreateIndex
CREATE INDEX "PdaItem_title_idx" ON "PdaItem" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "PdaItem_tenantId_vendorId_vendorItemCode_key" ON "PdaItem"("tenantId", "vendorId", "vendorItemCode");

-- CreateIndex
CREATE UNIQUE INDEX "PdaItem_tenantId_id_key" ON "PdaItem"("tenantId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CartItem_tenantId_patronId_pdaItemId_key" ON "CartItem"("tenantId", "patronId", "pdaItemId");

-- CreateIndex
CREATE INDEX "PdaOrder_tenantId_patronId_status_createdAt_idx" ON "PdaOrder"("tenantId", "patronId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "PdaOrder_tenantId_status_createdAt_idx" ON "PdaOrder"("tenantId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PdaOrder_tenantId_orderNo_key" ON "PdaOrder"("tenantId", "orderNo");

-- CreateIndex
CREATE UNIQUE INDEX "PdaOrder_tenantId_id_key" ON "PdaOrder"("tenantId", "id");

-- CreateIndex
CREATE INDEX "PdaOrderLine_tenantId_orderId_idx" ON "PdaOrderLine"("tenantId", "orderId");

-- CreateIndex
CREATE INDEX "PdaLogisticsEvent_tenantId_orderId_occurredAt_idx" ON "PdaLogisticsEvent"("tenantId", "orderId", "occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "Tenant_groupCode_key" ON "Tenant"("groupCode");

-- CreateIndex
CREATE UNIQUE INDEX "Tenant_mappingPath_key" ON "Tenant"("mappingPath");

-- CreateIndex
CREATE UNIQUE INDEX "TenantParameter_tenantId_paraCode_key" ON "TenantParameter"("tenantId", "paraCode");

-- CreateIndex
CREATE INDEX "MenuItem_tenantId_menuGroup_sortOrder_idx" ON "MenuItem"("tenantId", "menuGroup", "sortOrder");

-- CreateIndex
CREATE INDEX "Library_tenantId_sortOrder_idx" ON "Library"("tenantId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Library_tenantId_libCode_key" ON "Library"("tenantId", "libCode");

-- CreateIndex
CREATE UNIQUE INDEX "Library_tenantId_id_key" ON "Library"("tenantId", "id");

-- CreateIndex
CREATE INDEX "Campus_tenantId_sortOrder_idx" ON "Campus"("tenantId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Campus_tenantId_campusCode_key" ON "Campus"("tenantId", "campusCode");

-- CreateIndex
CREATE UNIQUE INDEX "Campus_tenantId_id_key" ON "Campus"("tenantId", "id");

-- CreateIndex
CREATE INDEX "Location_tenantId_libraryId_sortOrder_idx" ON "Location"("tenantId", "libraryId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Location_tenantId_locationCode_key" ON "Location"("tenantId", "locationCode");

-- CreateIndex
CREATE UNIQUE INDEX "Location_tenantId_id_key" ON "Location"("tenantId", "id");

-- AddForeignKey
ALTER TABLE "BibRecord" ADD CONSTRAINT "BibRecord_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_tenantId_libraryId_fkey" FOREIGN KEY ("tenantId", "libraryId") REFERENCES "Library"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Item" ADD CONSTRAINT "Item_currentLocationId_fkey" FOREIGN KEY ("currentLocationId") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SerialHolding" ADD CONSTRAINT "SerialHolding_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SerialHolding" ADD CONSTRAINT "SerialHolding_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SerialHolding" ADD CONSTRAINT "SerialHolding_tenantId_libraryId_fkey" FOREIGN KEY ("tenantId", "libraryId") REFERENCES "Library"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SerialHolding" ADD CONSTRAINT "SerialHolding_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElectronicItem" ADD CONSTRAINT "ElectronicItem_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElectronicItem" ADD CONSTRAINT "ElectronicItem_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ElectronicItem" ADD CONSTRAINT "ElectronicItem_databaseId_fkey" FOREIGN KEY ("databaseId") REFERENCES "Database"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DictionaryEntry" ADD CONSTRAINT "DictionaryEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassificationNode" ADD CONSTRAINT "ClassificationNode_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassificationNode" ADD CONSTRAINT "ClassificationNode_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "ClassificationNode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PopularSearch" ADD CONSTRAINT "PopularSearch_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsageEvent" ADD CONSTRAINT "UsageEvent_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsageEvent" ADD CONSTRAINT "UsageEvent_patronId_fkey" FOREIGN KEY ("patronId") REFERENCES "Patron"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_tenantId_itemId_fkey" FOREIGN KEY ("tenantId", "itemId") REFERENCES "Item"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanRule" ADD CONSTRAINT "LoanRule_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoanRule" ADD CONSTRAINT "LoanRule_tenantId_libraryId_fkey" FOREIGN KEY ("tenantId", "libraryId") REFERENCES "Library"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_tenantId_itemId_fkey" FOREIGN KEY ("tenantId", "itemId") REFERENCES "Item"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_tenantId_loanId_fkey" FOREIGN KEY ("tenantId", "loanId") REFERENCES "Loan"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_holderPatronId_fkey" FOREIGN KEY ("holderPatronId") REFERENCES "Patron"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_takeLocationId_fkey" FOREIGN KEY ("takeLocationId") REFERENCES "Location"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CirculationRequest" ADD CONSTRAINT "CirculationRequest_addressId_fkey" FOREIGN KEY ("addressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestEvent" ADD CONSTRAINT "RequestEvent_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestEvent" ADD CONSTRAINT "RequestEvent_tenantId_requestId_fkey" FOREIGN KEY ("tenantId", "requestId") REFERENCES "CirculationRequest"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestEvent" ADD CONSTRAINT "RequestEvent_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehaviourRecord" ADD CONSTRAINT "BehaviourRecord_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehaviourRecord" ADD CONSTRAINT "BehaviourRecord_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehaviourRecord" ADD CONSTRAINT "BehaviourRecord_tenantId_loanId_fkey" FOREIGN KEY ("tenantId", "loanId") REFERENCES "Loan"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehaviourRecord" ADD CONSTRAINT "BehaviourRecord_tenantId_itemId_fkey" FOREIGN KEY ("tenantId", "itemId") REFERENCES "Item"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BehaviourRecord" ADD CONSTRAINT "BehaviourRecord_processedById_fkey" FOREIGN KEY ("processedById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsEntry" ADD CONSTRAINT "PointsEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsEntry" ADD CONSTRAINT "PointsEntry_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffUser" ADD CONSTRAINT "StaffUser_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Patron" ADD CONSTRAINT "Patron_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_patronId_fkey" FOREIGN KEY ("patronId") REFERENCES "Patron"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Captcha" ADD CONSTRAINT "Captcha_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Department" ADD CONSTRAINT "Department_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Department" ADD CONSTRAINT "Department_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Researcher" ADD CONSTRAINT "Researcher_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Researcher" ADD CONSTRAINT "Researcher_departmentId_fkey" FOREIGN KEY ("departmentId") REFERENCES "Department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Researcher" ADD CONSTRAINT "Researcher_patronId_fkey" FOREIGN KEY ("patronId") REFERENCES "Patron"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_departmentId_fkey" FOREIGN KEY ("departmentId") REFERENCES "Department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "Researcher"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseReference" ADD CONSTRAINT "CourseReference_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseReference" ADD CONSTRAINT "CourseReference_tenantId_courseId_fkey" FOREIGN KEY ("tenantId", "courseId") REFERENCES "Course"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseReference" ADD CONSTRAINT "CourseReference_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "BibRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseMark" ADD CONSTRAINT "CourseMark_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseMark" ADD CONSTRAINT "CourseMark_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseMark" ADD CONSTRAINT "CourseMark_tenantId_courseId_fkey" FOREIGN KEY ("tenantId", "courseId") REFERENCES "Course"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Database" ADD CONSTRAINT "Database_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseSubject" ADD CONSTRAINT "DatabaseSubject_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseSubjectLink" ADD CONSTRAINT "DatabaseSubjectLink_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseSubjectLink" ADD CONSTRAINT "DatabaseSubjectLink_tenantId_databaseId_fkey" FOREIGN KEY ("tenantId", "databaseId") REFERENCES "Database"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseSubjectLink" ADD CONSTRAINT "DatabaseSubjectLink_tenantId_subjectId_fkey" FOREIGN KEY ("tenantId", "subjectId") REFERENCES "DatabaseSubject"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseDepartment" ADD CONSTRAINT "DatabaseDepartment_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseDepartment" ADD CONSTRAINT "DatabaseDepartment_tenantId_databaseId_fkey" FOREIGN KEY ("tenantId", "databaseId") REFERENCES "Database"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseDepartment" ADD CONSTRAINT "DatabaseDepartment_tenantId_departmentId_fkey" FOREIGN KEY ("tenantId", "departmentId") REFERENCES "Department"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseFavourite" ADD CONSTRAINT "DatabaseFavourite_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseFavourite" ADD CONSTRAINT "DatabaseFavourite_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatabaseFavourite" ADD CONSTRAINT "DatabaseFavourite_tenantId_databaseId_fkey" FOREIGN KEY ("tenantId", "databaseId") REFERENCES "Database"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Journal" ADD CONSTRAINT "Journal_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Journal" ADD CONSTRAINT "Journal_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "BibRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpecialCollection" ADD CONSTRAINT "SpecialCollection_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpecialCollection" ADD CONSTRAINT "SpecialCollection_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "SpecialCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpecialCollectionEntry" ADD CONSTRAINT "SpecialCollectionEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpecialCollectionEntry" ADD CONSTRAINT "SpecialCollectionEntry_tenantId_collectionId_fkey" FOREIGN KEY ("tenantId", "collectionId") REFERENCES "SpecialCollection"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SpecialCollectionEntry" ADD CONSTRAINT "SpecialCollectionEntry_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookTopic" ADD CONSTRAINT "BookTopic_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookTopicEntry" ADD CONSTRAINT "BookTopicEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookTopicEntry" ADD CONSTRAINT "BookTopicEntry_tenantId_topicId_fkey" FOREIGN KEY ("tenantId", "topicId") REFERENCES "BookTopic"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookTopicEntry" ADD CONSTRAINT "BookTopicEntry_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookList" ADD CONSTRAINT "BookList_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookList" ADD CONSTRAINT "BookList_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListEntry" ADD CONSTRAINT "BookListEntry_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListEntry" ADD CONSTRAINT "BookListEntry_tenantId_bookListId_fkey" FOREIGN KEY ("tenantId", "bookListId") REFERENCES "BookList"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListEntry" ADD CONSTRAINT "BookListEntry_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListFollow" ADD CONSTRAINT "BookListFollow_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListFollow" ADD CONSTRAINT "BookListFollow_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListFollow" ADD CONSTRAINT "BookListFollow_tenantId_bookListId_fkey" FOREIGN KEY ("tenantId", "bookListId") REFERENCES "BookList"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BookListFollow" ADD CONSTRAINT "BookListFollow_tenantId_folderId_fkey" FOREIGN KEY ("tenantId", "folderId") REFERENCES "FavouriteFolder"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalSite" ADD CONSTRAINT "ExternalSite_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavouriteFolder" ADD CONSTRAINT "FavouriteFolder_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavouriteFolder" ADD CONSTRAINT "FavouriteFolder_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Favourite" ADD CONSTRAINT "Favourite_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Favourite" ADD CONSTRAINT "Favourite_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Favourite" ADD CONSTRAINT "Favourite_tenantId_patronId_folderId_fkey" FOREIGN KEY ("tenantId", "patronId", "folderId") REFERENCES "FavouriteFolder"("tenantId", "patronId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Favourite" ADD CONSTRAINT "Favourite_tenantId_recordId_fkey" FOREIGN KEY ("tenantId", "recordId") REFERENCES "BibRecord"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_processedById_fkey" FOREIGN KEY ("processedById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_pdaItemId_fkey" FOREIGN KEY ("pdaItemId") REFERENCES "PdaItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "BibRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_patronId_fkey" FOREIGN KEY ("patronId") REFERENCES "Patron"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "BibRecord"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DonationNotice" ADD CONSTRAINT "DonationNotice_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DonationNotice" ADD CONSTRAINT "DonationNotice_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSetting" ADD CONSTRAINT "UserSetting_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSetting" ADD CONSTRAINT "UserSetting_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VerificationCode" ADD CONSTRAINT "VerificationCode_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VerificationCode" ADD CONSTRAINT "VerificationCode_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Questionnaire" ADD CONSTRAINT "Questionnaire_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Questionnaire" ADD CONSTRAINT "Questionnaire_databaseId_fkey" FOREIGN KEY ("databaseId") REFERENCES "Database"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Questionnaire" ADD CONSTRAINT "Questionnaire_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_tenantId_questionnaireId_fkey" FOREIGN KEY ("tenantId", "questionnaireId") REFERENCES "Questionnaire"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireResponse" ADD CONSTRAINT "QuestionnaireResponse_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireResponse" ADD CONSTRAINT "QuestionnaireResponse_tenantId_questionnaireId_fkey" FOREIGN KEY ("tenantId", "questionnaireId") REFERENCES "Questionnaire"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireResponse" ADD CONSTRAINT "QuestionnaireResponse_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_tenantId_responseId_fkey" FOREIGN KEY ("tenantId", "responseId") REFERENCES "QuestionnaireResponse"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_tenantId_questionId_fkey" FOREIGN KEY ("tenantId", "questionId") REFERENCES "Question"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_databaseId_fkey" FOREIGN KEY ("databaseId") REFERENCES "Database"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feedback" ADD CONSTRAINT "Feedback_repliedById_fkey" FOREIGN KEY ("repliedById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountDeletionRequest" ADD CONSTRAINT "AccountDeletionRequest_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountDeletionRequest" ADD CONSTRAINT "AccountDeletionRequest_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountDeletionRequest" ADD CONSTRAINT "AccountDeletionRequest_processedById_fkey" FOREIGN KEY ("processedById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_pdaOrderId_fkey" FOREIGN KEY ("pdaOrderId") REFERENCES "PdaOrder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentAllocation" ADD CONSTRAINT "PaymentAllocation_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentAllocation" ADD CONSTRAINT "PaymentAllocation_tenantId_paymentId_fkey" FOREIGN KEY ("tenantId", "paymentId") REFERENCES "Payment"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentAllocation" ADD CONSTRAINT "PaymentAllocation_tenantId_behaviourRecordId_fkey" FOREIGN KEY ("tenantId", "behaviourRecordId") REFERENCES "BehaviourRecord"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaVendor" ADD CONSTRAINT "PdaVendor_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaItem" ADD CONSTRAINT "PdaItem_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaItem" ADD CONSTRAINT "PdaItem_tenantId_vendorId_fkey" FOREIGN KEY ("tenantId", "vendorId") REFERENCES "PdaVendor"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_tenantId_pdaItemId_fkey" FOREIGN KEY ("tenantId", "pdaItemId") REFERENCES "PdaItem"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrder" ADD CONSTRAINT "PdaOrder_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrder" ADD CONSTRAINT "PdaOrder_tenantId_patronId_fkey" FOREIGN KEY ("tenantId", "patronId") REFERENCES "Patron"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrder" ADD CONSTRAINT "PdaOrder_tenantId_vendorId_fkey" FOREIGN KEY ("tenantId", "vendorId") REFERENCES "PdaVendor"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrder" ADD CONSTRAINT "PdaOrder_tenantId_libraryId_fkey" FOREIGN KEY ("tenantId", "libraryId") REFERENCES "Library"("tenantId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrderLine" ADD CONSTRAINT "PdaOrderLine_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrderLine" ADD CONSTRAINT "PdaOrderLine_tenantId_orderId_fkey" FOREIGN KEY ("tenantId", "orderId") REFERENCES "PdaOrder"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrderLine" ADD CONSTRAINT "PdaOrderLine_pdaItemId_fkey" FOREIGN KEY ("pdaItemId") REFERENCES "PdaItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaOrderLine" ADD CONSTRAINT "PdaOrderLine_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaLogisticsEvent" ADD CONSTRAINT "PdaLogisticsEvent_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PdaLogisticsEvent" ADD CONSTRAINT "PdaLogisticsEvent_tenantId_orderId_fkey" FOREIGN KEY ("tenantId", "orderId") REFERENCES "PdaOrder"("tenantId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TenantParameter" ADD CONSTRAINT "TenantParameter_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuItem" ADD CONSTRAINT "MenuItem_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MenuItem" ADD CONSTRAINT "MenuItem_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "MenuItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Library" ADD CONSTRAINT "Library_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Library" ADD CONSTRAINT "Library_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Campus" ADD CONSTRAINT "Campus_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Location" ADD CONSTRAINT "Location_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Location" ADD CONSTRAINT "Location_libraryId_fkey" FOREIGN KEY ("libraryId") REFERENCES "Library"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Location" ADD CONSTRAINT "Location_campusId_fkey" FOREIGN KEY ("campusId") REFERENCES "Campus"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Written by hand: rules Prisma cannot declare (CHECK constraints are not introspected, so no drift).
ALTER TABLE "Rating" ADD CONSTRAINT "Rating_stars_range" CHECK ("stars" BETWEEN 1 AND 5);
ALTER TABLE "BookListFollow" ADD CONSTRAINT "BookListFollow_one_target" CHECK (num_nonnulls("bookListId", "folderId") = 1);
ALTER TABLE "Item" ADD CONSTRAINT "Item_price_not_negative" CHECK ("priceCents" IS NULL OR "priceCents" >= 0);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amount_positive" CHECK ("amountCents" > 0);
