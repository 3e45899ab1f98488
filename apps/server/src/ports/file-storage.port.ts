import type { Readable } from 'node:stream'

/** A stored file opened for reading. */
export type StoredFile = { size: number; stream: Readable }

/**
 * Where the portal keeps the files it serves itself (digitised items, attachments). Keys are
 * slash-separated relative names ("900001/digital/demo-th-0001.pdf"); an adapter refuses keys that could
 * leave its storage. The local folder is the default; an object store can stand behind the same port.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** null when no file is stored under the key. */
  open(key: string): Promise<StoredFile | null>
  remove(key: string): Promise<void>
}

const KEY = /^(?:[\w][\w.-]{0,99}\/){0,5}[\w][\w.-]{0,199}$/

/** A storage key: up to six slash-separated names of letters, digits, '.', '_' and '-', none starting with '.'. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part.includes('..'))
}
