import { Prisma } from '@portal/db'
import { errorCodes } from 'fastify'
import { describe, expect, it } from 'vitest'
import { asAppError, knownLibraryError } from './library-errors.ts'
import { presentError } from './translate-error.ts'

const prismaError = (code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError('Invalid `prisma.x.create()` invocation', { code, clientVersion: '7', ...(meta ? { meta } : {}) })
/** What @prisma/adapter-pg throws for PostgreSQL codes Prisma has no name for. */
const driverError = (code: string) => Object.assign(new Error('DriverAdapterError'), { name: 'DriverAdapterError', cause: { kind: 'postgres', code, originalCode: code } })
/** What send / @fastify/static put through http-errors. */
const httpError = (status: number, code?: string) => Object.assign(new Error('x'), { status, statusCode: status, expose: status < 500, ...(code ? { code } : {}) })
const uriError = (() => {
  try {
    decodeURIComponent('%E0%A4%A')
  } catch (error) {
    return error
  }
})()

describe('library errors caused by the request', () => {
  it.each([
    ['P2000 value too long', prismaError('P2000'), 'VALIDATION_FAILED', 200],
    ['P2006 invalid value', prismaError('P2006'), 'VALIDATION_FAILED', 200],
    ['P2007 invalid input (22P02)', prismaError('P2007'), 'VALIDATION_FAILED', 200],
    ['P2009 query validation', prismaError('P2009'), 'VALIDATION_FAILED', 200],
    ['P2012 missing value', prismaError('P2012'), 'VALIDATION_FAILED', 200],
    ['P2019 input error', prismaError('P2019'), 'VALIDATION_FAILED', 200],
    ['P2020 out of range (22003)', prismaError('P2020'), 'VALIDATION_FAILED', 200],
    ['P2002 unique', prismaError('P2002'), 'CONFLICT', 200],
    ['P2003 still referenced', prismaError('P2003'), 'IN_USE', 200],
    ['22021 NUL in text, wrapped', prismaError('P2010', { driverAdapterError: { cause: { originalCode: '22021' } } }), 'MALFORMED_REQUEST', 400],
    ['22P05 \\ud800 in JSON', driverError('22P05'), 'MALFORMED_REQUEST', 400],
    ['22P02 invalid text', driverError('22P02'), 'VALIDATION_FAILED', 200],
    ['22003 out of range', driverError('22003'), 'VALIDATION_FAILED', 200],
    ['22001 string too long', driverError('22001'), 'VALIDATION_FAILED', 200],
    ['54000 word too long to index', driverError('54000'), 'VALIDATION_FAILED', 200],
    ['57014 statement timeout', driverError('57014'), 'TIMEOUT', 504],
    ['ECONNREFUSED', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), 'SERVICE_UNAVAILABLE', 503],
    ['send 404 (ENOENT)', httpError(404, 'ENOENT'), 'ROUTE_NOT_FOUND', 404],
    ['send 404 (ENAMETOOLONG)', httpError(404, 'ENAMETOOLONG'), 'ROUTE_NOT_FOUND', 404],
    ['EISDIR', Object.assign(new Error('read'), { code: 'EISDIR' }), 'ROUTE_NOT_FOUND', 404],
    ['send 403 (a path outside the root)', httpError(403), 'ROUTE_NOT_FOUND', 404],
    ['send 400 (NUL in the path)', httpError(400), 'MALFORMED_REQUEST', 400],
    ['@fastify/static forbidden path', Object.assign(new Error('Forbidden'), { code: 'FST_STATIC_FORBIDDEN_PATH', statusCode: 403 }), 'ROUTE_NOT_FOUND', 404],
    ['malicious path', new Error('malicious path "/../x"'), 'ROUTE_NOT_FOUND', 404],
    ['a range not satisfiable', httpError(416), 'MALFORMED_REQUEST', 400],
    ['bad JSON', new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), 'INVALID_JSON', 200],
    ['empty JSON', new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), 'INVALID_JSON', 200],
    ['body too large', new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), 'BODY_TOO_LARGE', 413],
    ['unsupported type', new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/xml'), 'UNSUPPORTED_MEDIA_TYPE', 200],
    ['content length mismatch', new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(), 'VALIDATION_FAILED', 200],
    ['bad URL', new errorCodes.FST_ERR_BAD_URL('/%FF'), 'MALFORMED_REQUEST', 400],
    ['parameter too long', new errorCodes.FST_ERR_MAX_PARAM_LENGTH('/x'), 'ROUTE_NOT_FOUND', 404],
    ['decodeURIComponent', uriError, 'MALFORMED_REQUEST', 400],
    ['rate limited', httpError(429), 'RATE_LIMITED', 429],
  ])('%s → %s (HTTP %i)', (_name, error, code, status) => {
    const presented = presentError(error, 'en-US', 1024)
    expect(presented.code).toBe(code)
    expect(presented.httpStatus).toBe(status)
    expect(presented.message).not.toMatch(/\{\{/)
  })

  it('explain themselves in the caller’s language', () => {
    expect(presentError(prismaError('P2000'), 'en-US', 0).message).toBe('Invalid request: a value is too long, out of range or not valid for its field')
    expect(presentError(driverError('22P05'), 'zh-CN', 0).message).toBe('请求格式有误：不能包含不成对的 UTF-16 代理字符（\\ud800–\\udfff）')
    expect(presentError(httpError(400), 'zh-TW', 0).message).toBe('請求格式有誤：無法讀取請求內容')
    expect(presentError(new errorCodes.FST_ERR_BAD_URL('/%FF'), 'en-US', 0).message).toBe('Malformed request: the address has an invalid %-escape or is not valid UTF-8')
  })

  it('become AppErrors for the tRPC door, the original kept as the cause', () => {
    const original = prismaError('P2003')
    const error = asAppError(original, 'en-US')
    expect(error?.code).toBe('IN_USE')
    expect(error?.cause).toBe(original)
  })
})

describe('genuine faults', () => {
  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a plain error', new Error('boom')],
    ['a Prisma query we built wrong', new Prisma.PrismaClientValidationError('Argument `id` is missing.', { clientVersion: '7' })],
    ['an unknown Prisma error', prismaError('P2010')],
    ['an upstream service answering 400 (its status, not ours)', Object.assign(new Error('bad request'), { status: 400 })],
    ['a 5xx status', httpError(502)],
    ['nothing at all', undefined],
    ['a string', 'oops'],
  ])('%s stays a 500', (_name, error) => {
    expect(knownLibraryError(error)).toBeUndefined()
    expect(presentError(error, 'en-US', 0)).toMatchObject({ code: 'INTERNAL', httpStatus: 500 })
  })
})
