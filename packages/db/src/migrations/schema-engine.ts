import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg'
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils'
import type { SchemaFile } from './schema-files.ts'

// Prisma's schema engine compiled to WebAssembly (npm: @prisma/schema-engine-wasm) drives migrations
// through a driver adapter, because the CLI's native engine cannot be downloaded on our machines
// (stack-notes G11). The package's own entry uses an ESM-WASM import Node 20 lacks, so we instantiate
// the .wasm next to its JS glue ourselves.

export type SchemaEngine = glue.SchemaEngine

type WasmExports = Record<string, unknown>
type Glue = typeof glue & { __wbg_set_wasm(exports: WasmExports): void }

/** The slice of the WebAssembly API we use; our TypeScript lib (ES2023, no DOM) does not declare it. */
const { WebAssembly: wasmApi } = globalThis as unknown as {
  WebAssembly: {
    instantiate(bytes: Uint8Array, imports: Record<string, Record<string, unknown>>): Promise<{ instance: { exports: WasmExports } }>
  }
}

/**
 * The engine arms a ~10 s timer (a lock timeout) that outlives every call and kept CLI runs alive for
 * 10 s after their work was done (stack-notes G16). The timer never needs to keep the process up, as
 * anything it guards is also waiting on a socket, so it is created unref'd.
 */
function unrefSetTimeout(callback: () => void, ms: number): NodeJS.Timeout {
  return setTimeout(callback, ms >>> 0).unref()
}

async function instantiate(): Promise<typeof glue.SchemaEngine> {
  const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg')
  const bytes = await fs.readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'))
  const imports: Record<string, unknown> = { ...glue }
  for (const name of Object.keys(imports)) {
    if (name.startsWith('__wbg_setTimeout_')) imports[name] = unrefSetTimeout
  }
  const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': imports })
  ;(glue as Glue).__wbg_set_wasm(instance.exports)
  ;(instance.exports.__wbindgen_start as (() => void) | undefined)?.()
  return glue.SchemaEngine
}

let engineClass: Promise<typeof glue.SchemaEngine> | undefined

/** Instantiated once per process (≈0.2 s); every engine shares the module. */
function loadEngineClass(): Promise<typeof glue.SchemaEngine> {
  return (engineClass ??= instantiate())
}

/** An engine failure with the database error behind it, when the adapter recorded one. */
export class SchemaEngineError extends Error {
  constructor(message: string, readonly driverError?: unknown) {
    super(message)
    this.name = 'SchemaEngineError'
  }
}

/**
 * Runs `work` with an engine bound to `factory` and frees it afterwards. `schemaFiles` are only needed
 * for commands that read the Prisma schema (diff against the datamodel).
 */
export async function withSchemaEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: SchemaFile[] | undefined,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const Engine = await loadEngineClass()
  // The bound factory turns adapter exceptions into results the engine understands and keeps the
  // original errors in a registry; the engine's message then only says "External error id#N".
  const bound = bindMigrationAwareSqlAdapterFactory(factory)
  const datamodels = schemaFiles?.map((file): [string, string] => [file.path, file.content])
  let engine: SchemaEngine | undefined
  try {
    engine = await Engine.new({ datamodels }, () => {}, bound)
    return await work(engine)
  } catch (error) {
    throw explain(error, bound.errorRegistry)
  } finally {
    engine?.free()
  }
}

interface ErrorRegistry {
  consumeError(id: number): { error: unknown } | undefined
}

function explain(error: unknown, registry: ErrorRegistry): Error {
  const message = error instanceof Error ? error.message : String(error)
  const id = /External error id#(\d+)/.exec(message)
  const recorded = id ? registry.consumeError(Number(id[1]))?.error : undefined
  if (recorded === undefined) return new SchemaEngineError(message)
  const detail = recorded instanceof Error ? recorded.message : JSON.stringify(recorded)
  return new SchemaEngineError(`${message}: ${detail}`, recorded)
}
