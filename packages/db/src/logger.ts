// The smallest logger shape the database code needs. Fastify's pino logger and `console` both fit,
// so callers pass whatever they already have instead of adapting to a new interface.
export interface DbLogger {
  info(message: string): void
  warn(message: string): void
  debug(message: string): void
}

/** For tests and library calls that should stay quiet. */
export const silentLogger: DbLogger = { info() {}, warn() {}, debug() {} }

/** For command-line scripts: progress on stdout, warnings on stderr, PostgreSQL's own chatter dropped. */
export const consoleLogger: DbLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  debug() {},
}
