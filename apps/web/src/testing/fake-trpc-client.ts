import { TRPCClientError } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { trpc } from '../lib/trpc.ts'

/** What the fake server answers for one call (by its path, and its input when that matters): data, or an error thrown as the server would. */
export type FakeAnswer = (path: string, input?: unknown) => { data: unknown } | { error: string }

/** A tRPC client whose calls never leave the test: `answer` decides each response. */
export function createFakeTrpcClient(answer: FakeAnswer) {
  return trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            const response = answer(op.path, op.input)
            if ('error' in response) observer.error(TRPCClientError.from(new Error(response.error)))
            else {
              observer.next({ result: { type: 'data', data: response.data } })
              observer.complete()
            }
          }),
    ],
  })
}
