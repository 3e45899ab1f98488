/**
 * Business error codes. Services throw `AppError(code)`; the edges translate the code into the
 * request's language and into the LibStar envelope's numeric `errCode` (contract §2.4: HTTP 200 with
 * success false for business errors). The i18n key of each code is `errors:<code>`.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  /** Input the server cannot read or store (bytes that are not UTF-8, lone surrogates, U+0000, a bad URL): HTTP 400 on both doors. */
  MALFORMED_REQUEST: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_TENANT: 404,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 4001,
  ACCOUNT_LOCKED: 4002,
  CONFLICT: 409,
  // Sign-in, passwords, codes and single sign-on (issue 6).
  CAPTCHA_REQUIRED: 4003,
  CAPTCHA_INVALID: 4004,
  ACCOUNT_DISABLED: 4005,
  LOGIN_METHOD_DISABLED: 4006,
  PASSWORD_RULE_SIMPLE: 4010,
  PASSWORD_RULE_STRONG: 4011,
  PASSWORD_SAME_AS_OLD: 4012,
  PASSWORD_MISMATCH: 4013,
  WRONG_OLD_PASSWORD: 4014,
  PASSWORD_TOO_LONG: 4015,
  /**
   * Not thrown: sign-in outcomes LibStar answers with success false and errCode 200 (spec §4: data false for an
   * initial password, data 10000 for one unchanged too long); here for their translated message.
   */
  PASSWORD_CHANGE_REQUIRED: 200,
  PASSWORD_EXPIRED: 200,
  CONTACT_NOT_VERIFIED: 4020,
  CODE_INVALID: 4021,
  CODE_DAILY_LIMIT: 4022,
  CODE_TOO_SOON: 4023,
  DELIVERY_FAILED: 4024,
  CONTACT_IN_USE: 4025,
  /** Changing or adding a contact while one is verified needs the current password or a code sent to a verified contact. */
  IDENTITY_PROOF_REQUIRED: 4026,
  /** The tenant requires a verified e-mail or phone (findConfig bindMailOrPhone) and the patron has neither yet. */
  CONTACT_BINDING_REQUIRED: 4027,
  SSO_FAILED: 4030,
  SSO_NOT_CONFIGURED: 4031,
  ALREADY_BOUND: 4032,
  BINDING_EXPIRED: 4033,
  ASSOCIATION_FAILED: 4034,
  // Circulation (issue 8): why a renewal was refused, one code per reason of the loan rules.
  CARD_FROZEN: 4040,
  CARD_LOST: 4041,
  RENEWAL_LIMIT_REACHED: 4042,
  RENEWAL_OVERDUE: 4043,
  RENEWAL_REQUESTED: 4044,
  RENEWAL_TOO_EARLY: 4045,
  LOAN_NOT_ACTIVE: 4046,
  /** Another call (a second tab, a double click) renewed this loan while this one was deciding. */
  RENEWAL_ALREADY_DONE: 4047,
  /** The library's circulation system cannot do this (a capability its connector lacks). */
  CIRCULATION_UNSUPPORTED: 4048,
  /** The copy cannot be lent now: on loan already, not on the shelf, or not for loan (circAttr). */
  ITEM_NOT_AVAILABLE: 4049,
  /** The patron has as many loans as their rule or card allows. */
  LOAN_LIMIT_REACHED: 4050,
  /** A check-in of a copy that is not on loan. */
  ITEM_NOT_ON_LOAN: 4051,
  // Circulation over an ILS connector (SIP2, issue 15).
  /** The library's system refused a renewal with a reason we cannot name (its screen message matched none). */
  RENEWAL_REFUSED: 4065,
  /** The library's circulation system could not be reached, did not answer in time, or refused the connector. */
  CIRCULATION_UNAVAILABLE: 4066,
  /** The library's circulation system does not know the patron's card. */
  CIRCULATION_PATRON_UNKNOWN: 4067,
  // Fines at the desk (issue 15): a waiver or payment of a behaviour record's charge.
  /** The amount is more than the record still owes. */
  FINE_EXCEEDS_DUE: 4070,
  /** Nothing is owed on the record any more (paid or waived in full). */
  FINE_ALREADY_SETTLED: 4071,
  /** The record was cancelled: there is no charge to settle. */
  FINE_CANCELLED: 4072,
  /** The copy cannot be requested this way (a reservation of a copy on the shelf, a copy not for loan, …). */
  REQUEST_TYPE_NOT_ALLOWED: 4052,
  /** The patron has as many open requests as their rule allows (keepBookNum). */
  REQUEST_LIMIT_REACHED: 4053,
  /** The patron already has an open request for this record. */
  REQUEST_DUPLICATE: 4054,
  /** The request is no longer open (completed, lapsed or cancelled) or cannot take this step now. */
  REQUEST_NOT_OPEN: 4055,
  /** A take code that is wrong, expired, used, or voided after too many tries (spec §8). */
  TAKE_CODE_INVALID: 4056,
  /** A take code was asked for a request that has nothing to hand over yet. */
  REQUEST_NOT_READY: 4057,
  /** The pickup location is not one of the library's pickup desks. */
  PICKUP_LOCATION_INVALID: 4058,
  /** A request needs a phone number or an e-mail address to tell the patron (spec §5). */
  REQUEST_CONTACT_REQUIRED: 4059,
  /** A patron asked to re-lend a copy they have themselves. */
  REQUEST_OWN_COPY: 4060,
  /** A delivery needs an address from the patron's address book. */
  DELIVERY_ADDRESS_REQUIRED: 4061,
  // Card states, loan rules and leaving school (issue 15).
  /** A card reported lost is restored at a staff desk, never by its holder. */
  CARD_RESTORED_AT_DESK: 4075,
  /** The account is closed (left school or expired): its card cannot change. */
  CARD_CLOSED: 4076,
  CARD_NOT_FROZEN: 4077,
  CARD_NOT_LOST: 4078,
  /** The card is reported lost: it must be found before it is frozen. */
  CARD_IS_LOST: 4079,
  /** The card is frozen: it must be unfrozen before it is reported lost. */
  CARD_IS_FROZEN: 4080,
  /** An active rule for the same patron type, library and item policy exists. */
  LOAN_RULE_DUPLICATE: 4081,
  /** Something blocks leaving school (loans, fines, requests, the card): the patron visits a staff desk. */
  LEAVE_SCHOOL_BLOCKED: 4082,
  /** The patron has left school already. */
  LEAVE_SCHOOL_DONE: 4083,
  /** A row that other rows still refer to (a library with copies) cannot be deleted. */
  IN_USE: 4090,
  /** An uploaded image is larger than its limit (avatar 5 MB, cover 2 MB; params.limitMb). */
  IMAGE_TOO_LARGE: 4091,
  /** An uploaded image is neither JPEG nor PNG by its bytes (a GIF, an SVG, anything else). */
  IMAGE_TYPE_NOT_ALLOWED: 4092,
  /** An uploaded image cannot be decoded (truncated, corrupt, empty). */
  IMAGE_UNREADABLE: 4093,
  /** Loans, unpaid fines or open requests keep the patron from deleting their account (params.reasons). */
  ACCOUNT_DELETION_BLOCKED: 4160,
  /** The account was deleted already. */
  ACCOUNT_ALREADY_DELETED: 4161,
  /** Deleting the account asks for the current password. */
  ACCOUNT_DELETION_PASSWORD_REQUIRED: 4162,
  // Subscriptions (issue 16, 4115–4129).
  /** The patron keeps the most subscriptions allowed (MAX_SUBSCRIPTIONS_PER_PATRON). */
  SUBSCRIPTION_LIMIT_REACHED: 4115,
  /** A subscription needs a search term. */
  SUBSCRIPTION_TERM_REQUIRED: 4116,
  /** An unsubscribe link that was altered, belongs to another library, or is no unsubscribe link at all. */
  UNSUBSCRIBE_LINK_INVALID: 4117,
  /** An update named nothing to change. */
  SUBSCRIPTION_NOTHING_TO_CHANGE: 4118,
  // Favourites and book lists (issue 16 item 1).
  /** The patron has a folder of that name already. */
  FAVOURITE_FOLDER_NAME_TAKEN: 4100,
  /** The default folder cannot be deleted or made non-default; make another folder the default first. */
  FAVOURITE_DEFAULT_FOLDER_KEPT: 4101,
  /** A patron keeps at most MAX_FOLDERS folders (params.max). */
  FAVOURITE_FOLDER_LIMIT: 4102,
  /** The record is in that folder already. */
  FAVOURITE_ALREADY_ADDED: 4103,
  /** A folder's cover must be an image the patron uploaded for covers (POST /find/upload/image?purpose=cover). */
  FAVOURITE_COVER_NOT_UPLOADED: 4104,
  /** Only a public folder can be shared. */
  FAVOURITE_FOLDER_PRIVATE: 4105,
  /** A patron does not follow their own folder. */
  FAVOURITE_FOLLOW_OWN: 4106,
  /** The list is followed already. */
  FAVOURITE_ALREADY_FOLLOWED: 4107,
  /** Records moved to the folder they are in. */
  FAVOURITE_SAME_FOLDER: 4108,
  /** Another change of the patron's folders ran at the same moment; trying again works. */
  FAVOURITE_BUSY: 4109,
  /** /admin/messages found nobody to send to: no such account or card, or no patron of the type (issue 16 inbox). */
  MESSAGE_NO_RECIPIENT: 4130,
  /** updateUserPicUrl named an image that is not one the patron uploaded as their avatar. */
  PROFILE_PICTURE_NOT_OWN: 4131,
  /** A verified contact changes only with the code sent to the new address or number. */
  PROFILE_CONTACT_VERIFIED: 4132,
  /** updateContact with a code names exactly one contact (the one the code was sent to). */
  PROFILE_CONTACT_CODE_ONE: 4133,
  /** updateUserInfo / updateContact named nothing to change. */
  PROFILE_NOTHING_TO_CHANGE: 4134,
  // Addresses and problem feedback (issue 16).
  /** An address lacks fields of spec §5 (params.fields: their names in the caller's language). */
  ADDRESS_INCOMPLETE: 4145,
  /** The area is not a district of the national division codes, or the province/city given do not hold it. */
  ADDRESS_AREA_INVALID: 4146,
  /** Neither a mainland mobile number nor a landline with its area code. */
  ADDRESS_PHONE_INVALID: 4147,
  /** A postcode is six digits. */
  ADDRESS_ZIP_INVALID: 4148,
  /** The address type is not one of the tenant's `addressType` codes. */
  ADDRESS_TYPE_UNKNOWN: 4149,
  /** The patron has the most addresses allowed (params.max). */
  ADDRESS_LIMIT_REACHED: 4150,
  /** Another change of the default address ran at the same moment twice in a row: try again. */
  ADDRESS_DEFAULT_BUSY: 4151,
  /** Feedback the library has answered stays (the patron deletes only unanswered feedback). */
  FEEDBACK_REPLIED: 4152,
  /** The feedback has a reply already. */
  FEEDBACK_ALREADY_REPLIED: 4153,
  // Questionnaires (issue 16).
  /** The questionnaire takes no answers now: closed, or past its due date. */
  QUESTIONNAIRE_NOT_OPEN: 4175,
  /** The patron answered this questionnaire already (one response each). */
  QUESTIONNAIRE_ALREADY_ANSWERED: 4176,
  /** A required question has no answer (params.question: its number). */
  QUESTIONNAIRE_ANSWER_REQUIRED: 4177,
  /** A choice that is not one of the question's options, or several for a single-choice question (params.question). */
  QUESTIONNAIRE_CHOICE_INVALID: 4178,
  /** A text answer longer than allowed (params.question, params.max); refused, never cut. */
  QUESTIONNAIRE_ANSWER_TOO_LONG: 4179,
  /** The library shows a questionnaire's results once it has ended. */
  QUESTIONNAIRE_RESULTS_NOT_PUBLISHED: 4180,
  /** Only a draft can be changed, published or deleted. */
  QUESTIONNAIRE_NOT_DRAFT: 4181,
  /** Only a published questionnaire can be closed. */
  QUESTIONNAIRE_NOT_PUBLISHED: 4182,
  /** A questionnaire without questions cannot be published. */
  QUESTIONNAIRE_NO_QUESTIONS: 4183,
  /** An answer names a question that is not the questionnaire's, or the same question twice. */
  QUESTIONNAIRE_QUESTION_UNKNOWN: 4184,
  /** The due date is already past. */
  QUESTIONNAIRE_DUE_PAST: 4185,
  /** A choice question needs two or more options and a text question none (params.question). */
  QUESTIONNAIRE_OPTIONS_INVALID: 4186,
  RATE_LIMITED: 429,
  /** A state-changing call that a page of another site made the browser send with the patron's cookies. */
  CROSS_SITE_REQUEST: 4038,
  /** A patron posted the most comments on one record that 24 hours allow (COMMENTS_PER_RECORD_PER_DAY). */
  COMMENT_LIMIT_REACHED: 4291,
  /** Referer gate and wrong-method calls answer 9999 like LibStar (contract §2.6). */
  ACCESS_INTERRUPTED: 9999,
  TIMEOUT: 504,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const

export type ErrorCode = keyof typeof ERROR_CODES

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)
}

/** Which HTTP status a door should use. Business errors stay 200 on REST (contract §2.4). */
export const HTTP_STATUS_OF: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  MALFORMED_REQUEST: 400,
  CROSS_SITE_REQUEST: 403,
  CONTACT_BINDING_REQUIRED: 403,
  BODY_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  ROUTE_NOT_FOUND: 404,
  TIMEOUT: 504,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
}

/** Why a field was refused: a key of the i18n `validation` namespace, translated at the edge. */
export type ValidationReason =
  | 'NO_SUCH_PLACE' | 'NO_SUCH_MENU' | 'MENU_OWN_PARENT' | 'MENU_LOOP' | 'MENU_OTHER_GROUP' | 'NUL_CHARACTER'
  | 'TEXT_EMPTY' | 'TEXT_TOO_LONG' | 'UNSAFE_LINK'
  | 'LONE_SURROGATE' | 'INVALID_UTF8' | 'BAD_URL_ENCODING' | 'RESERVED_KEY' | 'TOO_DEEP' | 'VALUE_NOT_STORABLE' | 'UNREADABLE_REQUEST'

export type ErrorDetails = {
  field?: string
  /** `message` is already in the caller's language (zod); `reason` is translated at the edge. */
  issues?: { path: string; message?: string; reason?: ValidationReason; params?: Record<string, string | number> }[]
  params?: Record<string, string | number>
}
