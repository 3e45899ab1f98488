import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileStorage } from '../ports/file-storage.port.ts'

// What every FileStorage must do; run by each adapter's test with its own setup.

export function runFileStorageContract(name: string, setup: () => Promise<{ storage: FileStorage; teardown?: () => Promise<void> }>): void {
  describe(`FileStorage contract: ${name}`, () => {
    let storage: FileStorage
    let teardown: (() => Promise<void>) | undefined
    beforeAll(async () => ({ storage, teardown } = await setup()))
    afterAll(async () => teardown?.())

    it('gives back what was put, with its size, and null for a key never put', async () => {
      await storage.put('900001/digital/a.pdf', new TextEncoder().encode('%PDF-1.7 数字'))
      const file = await storage.open('900001/digital/a.pdf')
      expect(file?.size).toBe(Buffer.byteLength('%PDF-1.7 数字'))
      expect(await text(file!.stream)).toBe('%PDF-1.7 数字')
      expect(await storage.open('900001/digital/never.pdf')).toBeNull()
    })

    it('replaces a file put again under the same key, and forgets a removed one', async () => {
      await storage.put('900001/b.txt', new TextEncoder().encode('first'))
      await storage.put('900001/b.txt', new TextEncoder().encode('second'))
      expect(await text((await storage.open('900001/b.txt'))!.stream)).toBe('second')
      await storage.remove('900001/b.txt')
      expect(await storage.open('900001/b.txt')).toBeNull()
      await expect(storage.remove('900001/b.txt')).resolves.toBeUndefined()
    })

    it.each(['../escape.pdf', '900001/../../etc/passwd', '/absolute.pdf', '.hidden', 'a//b', 'a\\b', ''])('refuses the key %j', async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/)
      await expect(storage.open(key)).rejects.toThrow(/invalid storage key/)
    })
  })
}
