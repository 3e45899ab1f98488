import { z } from 'zod'
import { HighlightsSchema, RecordSummarySchema } from './record.ts'

/** One record of a result list with the search's matches in it. */
export const SearchHitSchema = z.object({ record: RecordSummarySchema, highlights: HighlightsSchema })
export type SearchHit = z.infer<typeof SearchHitSchema>

/**
 * `catalogue.search` (and twiceSearch, related): one page of a catalogue search. `facets` counts the
 * values of each facet key over the whole match set (the most frequent eleven); the counts and the
 * total may be estimates of a very large match set. `suggestions`: other spellings when few records matched.
 */
export const SearchPageSchema = z.object({
  total: z.number().int(),
  totalApproximate: z.boolean(),
  hits: z.array(SearchHitSchema),
  facets: z.record(z.string(), z.record(z.string(), z.number())),
  facetsApproximate: z.boolean(),
  suggestions: z.array(z.string()),
})
export type SearchPage = z.infer<typeof SearchPageSchema>
