import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runFileStorageContract } from '../file-storage.contract.ts'
import { LocalFileStorage } from './local-file-storage.ts'

runFileStorageContract('local folder', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'))
  return { storage: new LocalFileStorage(root), teardown: () => fs.rm(root, { recursive: true, force: true }) }
})
