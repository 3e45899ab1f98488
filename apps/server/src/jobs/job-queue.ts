import PgBoss from 'pg-boss'

// The durable job queue (docs/jobs.md): pg-boss keeps jobs in PostgreSQL (its own schema `pgboss` in the portal's
// database), so a job sent before a restart runs after it, a failed one is retried, and several server processes
// share the work: a job is fetched by one worker only (SELECT … FOR UPDATE SKIP LOCKED), and a cron schedule sends
// one job per tick however many processes run it. Jobs live next to the modules that own the work; this wrapper
// only starts, stops and names things.

export type JobLog = { info(fields: Record<string, unknown>, message: string): void; warn(fields: Record<string, unknown>, message: string): void }

export type QueueOptions = {
  /** pg-boss's queue policy: 'stately' keeps at most one waiting and one running job per singletonKey. */
  policy?: 'standard' | 'singleton' | 'stately'
  retryLimit?: number
  retryDelaySeconds?: number
  expireInSeconds?: number
}

type Registration<T> = { name: string; options: QueueOptions; handler: (data: T, jobId: string) => Promise<unknown> }

export class JobQueue {
  private readonly boss: PgBoss
  private readonly queues: Registration<never>[] = []
  private readonly schedules: { name: string; cron: string; tz: string }[] = []
  private readonly workers = new Map<string, string>()
  private readonly pollingIntervalSeconds: number
  private started = false

  constructor(connectionString: string, private readonly log: JobLog, options: { pollingIntervalSeconds?: number } = {}) {
    this.boss = new PgBoss({ connectionString, max: 4, application_name: 'portal-jobs' })
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2
    // pg-boss reports connection trouble here instead of throwing; an unhandled 'error' event would end the process.
    this.boss.on('error', (error) => this.log.warn({ err: error.message }, 'job queue error'))
  }

  /** A queue and its handler; call before start(). A handler that throws fails the job, which is retried. */
  register<T extends object>(name: string, options: QueueOptions, handler: (data: T, jobId: string) => Promise<unknown>): void {
    this.queues.push({ name, options, handler: handler as Registration<never>['handler'] })
  }

  /** A cron schedule (five fields, in `tz`) that sends an empty job to `name`; stored in the database, one job per tick. */
  scheduleCron(name: string, cron: string, tz: string): void {
    this.schedules.push({ name, cron, tz })
  }

  async start(): Promise<void> {
    await this.boss.start()
    this.started = true
    for (const queue of this.queues) {
      const { policy = 'standard', retryLimit = 3, retryDelaySeconds = 60, expireInSeconds = 900 } = queue.options
      if (!(await this.boss.getQueue(queue.name))) await this.boss.createQueue(queue.name, { name: queue.name, policy, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds })
      const id = await this.boss.work<object>(queue.name, { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds }, async ([job]) => {
        if (job) await queue.handler(job.data as never, job.id)
      })
      this.workers.set(queue.name, id)
    }
    for (const schedule of this.schedules) await this.boss.schedule(schedule.name, schedule.cron, {}, { tz: schedule.tz })
    this.log.info({ queues: this.queues.map((q) => q.name), schedules: this.schedules.map((s) => `${s.name} ${s.cron} ${s.tz}`) }, 'job queue started')
  }

  /**
   * Sends a job; answers its id, or null when a job with the same singletonKey is already waiting (stately queues).
   * The worker of this process is woken at once rather than at its next poll.
   */
  async send(name: string, data: object, options: { singletonKey?: string } = {}): Promise<string | null> {
    const id = await this.boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {})
    const worker = this.workers.get(name)
    if (id && worker) this.boss.notifyWorker(worker)
    return id
  }

  /** A job's state ('created', 'retry', 'active', 'completed', 'failed', …), for tests and diagnostics. */
  async stateOf(name: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(name, id, { includeArchive: true })
    return job?.state ?? null
  }

  /** Jobs of a queue by state since the queue was made (tests: prove work went through the queue). */
  async countJobs(name: string, state: 'created' | 'completed' | 'failed' | 'active' | 'retry'): Promise<number> {
    const { rows } = await this.boss.getDb().executeSql('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = $2', [name, state])
    return (rows[0] as { n: number }).n
  }

  /** Stops fetching, lets running jobs finish (up to 10 s) and closes the pool; jobs left wait in the database. */
  async stop(): Promise<void> {
    if (!this.started) return
    this.started = false
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 })
  }
}
