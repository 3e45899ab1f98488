import { z } from 'zod'
import { authorBooks, authorInfo } from '../../../modules/catalogue/author.service.ts'
import { tenantProcedure } from '../../init.ts'

const byAuthor = z.object({ author: z.string().max(200), size: z.number().int().min(1).max(100).default(10) })

/** catalogue.author.*: an author's works held by the library; REST twins in rest/routes/catalogue/record-extras.routes.ts. */
export const authorProcedures = {
  info: tenantProcedure.input(byAuthor).query(({ ctx, input }) => authorInfo(ctx, input)),
  books: tenantProcedure.input(byAuthor).query(({ ctx, input }) => authorBooks(ctx, input)),
}
