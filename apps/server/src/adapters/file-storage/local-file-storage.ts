import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { isStorageKey, type FileStorage, type StoredFile } from '../../ports/file-storage.port.ts'

/** Files in a folder of the server's disk (FILE_STORAGE_DIR); writes land whole or not at all. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`)
    return path.join(this.root, ...key.split('/'))
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    // A reader never sees half a file: write beside it, then rename over it.
    const partial = `${target}.${randomUUID()}.partial`
    await fs.writeFile(partial, bytes)
    await fs.rename(partial, target)
  }

  async open(key: string): Promise<StoredFile | null> {
    const target = this.pathOf(key)
    try {
      const handle = await fs.open(target, 'r')
      const { size } = await handle.stat()
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      return { size, stream: handle.createReadStream() }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true })
  }
}
