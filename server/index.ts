import { ConfigError, loadConfig, type Config } from './core/config.ts'
import { buildApp } from './app.ts'

// Nothing the server writes (the data folder, its files, the session secret) is for other users.
process.umask(0o077)

let config: Config
try {
  config = loadConfig()
} catch (e) {
  if (!(e instanceof ConfigError)) throw e
  console.error(e.message)
  process.exit(1)
}

const app = await buildApp(config)

let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down: closing the server, then the database')
  const timer = setTimeout(() => {
    app.log.error('shutdown took over 10 s: exiting')
    process.exit(1)
  }, 10_000)
  timer.unref()
  await app.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  // A deep accept queue (the kernel caps it at net.core.somaxconn): a flood of connections that the
  // per-address cap closes at once must not crowd out the next honest one (docs/operations.md).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: 4096 })
} catch (e) {
  app.log.fatal({ err: e }, `cannot listen on ${config.HOST}:${config.PORT}`)
  await app.close()
  process.exit(1)
}
const { port } = app.server.address() as { port: number }
app.log.info(`Site and API on http://localhost:${port} (database: ${app.core.database.kind})`)
