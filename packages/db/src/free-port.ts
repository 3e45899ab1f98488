import net from 'node:net'

/**
 * Asks the kernel for a port that is free right now by binding a probe socket to port 0.
 * The port is released before PostgreSQL binds it, so another process could take it in between;
 * the embedded server's start retries with a new port when that happens.
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('could not read the probe socket port'))))
    })
  })
}
