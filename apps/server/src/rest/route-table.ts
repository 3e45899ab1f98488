import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import type { RequestContext } from '../kernel/request-context.ts'
import type { PatronContext, StaffContext, TenantContext } from '../data/request-scope.ts'

/**
 * Who may call a route; checked before the operation runs. `patron-binding`: a signed-in patron, admitted even while
 * the tenant still requires them to bind a contact (binding, signing out, "who am I"); `patron` refuses such a one.
 */
export type Access = 'public' | 'patron' | 'patron-binding' | 'staff' | 'admin'

export type TenantRequirement = 'required' | 'optional'

/** What the door hands the operation: the tenant-bound data, and the patron's or staff member's scope where access asks for one. */
export type ContextFor<A extends Access, T extends TenantRequirement> = A extends 'patron' | 'patron-binding'
  ? PatronContext
  : A extends 'staff' | 'admin'
    ? StaffContext
    : T extends 'optional'
      ? RequestContext
      : TenantContext

/**
 * One REST route of the LibStar surface, declared as data: the door parses `input` (lenient), checks
 * `access`, runs `operation` (the same service function tRPC calls) and wraps what `present` returns
 * in the envelope.
 */
export type RestRoute<Input extends z.ZodType = z.ZodType, Result = unknown, A extends Access = Access, T extends TenantRequirement = TenantRequirement> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | ('GET' | 'POST')[]
  path: string
  summary: string
  tag: string
  access: A
  /**
   * The route changes state although it answers GET (the contract keeps GET for a few such calls): it is then
   * refused like any POST when another site's page sends it with cookies alone. Other methods always are.
   */
  changesState?: boolean
  /**
   * 'required' (default): an unknown or missing tenant is refused before the input is read.
   * 'optional': the operation decides (search answers an empty success without a tenant, contract §2.6).
   */
  tenant?: T
  input: Input
  operation: (ctx: ContextFor<A, T>, input: z.output<Input>) => Promise<Result>
  /** Shapes the envelope's `data`; defaults to the result itself. */
  present?: (result: Result, ctx: RequestContext) => unknown
  /** Envelope message and errCode on success (contract §2.4: most answer 操作成功 / 200). */
  message?: string
  errCode?: number
  /**
   * For results LibStar answers with success false although nothing failed (sign-in's "change your password
   * first": errCode 200 with data false, spec §4): the envelope's message, errCode and data for such a result,
   * or null for a plain success. Errors are still thrown as AppError, never returned here.
   */
  unsuccessful?: (result: Result, ctx: RequestContext) => { message: string; errCode: number; data: unknown } | null
  /**
   * A download instead of the envelope (a spreadsheet export): the bytes, their type and the file's name (sent as an
   * attachment, RFC 6266). Errors still answer the JSON envelope.
   */
  file?: (result: Result, ctx: RequestContext) => { body: Buffer; contentType: string; fileName: string }
  /** Side effects on the reply beyond the body (cookies). */
  onReply?: (reply: FastifyReply, result: Result, ctx: RequestContext) => void
}

/** Keeps each route's input and result types tied together while the table stays a plain array. */
export function defineRoute<Input extends z.ZodType, Result, A extends Access, T extends TenantRequirement = 'required'>(route: RestRoute<Input, Result, A, T>): RestRoute {
  return route as unknown as RestRoute
}
