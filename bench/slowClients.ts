/**
 * Slow clients against the real server, on loopback only (issue 10, finding 2):
 * `npm run bench:flood -- [connections] [seconds]` (defaults 20000 and 30).
 *
 * Starts the server (in-memory database) as a child process, then client processes that each hold
 * their share of the connections, from 20 loopback addresses (127.0.1.1-20), every one sending a
 * body one byte a second and reconnecting when the server closes it; they run at the lowest CPU
 * priority, as an attacker's processes would not run on the server's cores. Meanwhile /api/health
 * is called every 100 ms from 127.0.0.1. Prints the health latencies, failures, and the most
 * file descriptors the server held. Bounded in count and time; it stops by itself.
 * Reported, never asserted (DEVELOPERS.md).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { setPriority } from 'node:os'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

const PER_CLIENT_PROCESS = 8000
const ADDRESSES = 20
const PORT = Number(process.env.SLOW_BENCH_PORT ?? 3902)

/** A client process: holds `count` slow connections from its addresses until told to stop. */
function runClient(count: number, firstAddress: number, seconds: number): void {
  const sockets = new Set<net.Socket>()
  let stopping = false
  let opened = 0
  let closedByServer = 0
  const open = (i: number) => {
    if (stopping) return
    const address = `127.0.1.${1 + ((firstAddress + i) % ADDRESSES)}`
    const socket = net.connect({ port: PORT, host: '127.0.0.1', localAddress: address })
    opened += 1
    sockets.add(socket)
    socket.on('connect', () =>
      socket.write(
        'POST /api/logs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      ),
    )
    socket.on('error', () => undefined)
    socket.on('close', () => {
      sockets.delete(socket)
      if (stopping) return
      closedByServer += 1
      // Reconnect after a second, as a persistent attacker would (and so the pressure lasts).
      setTimeout(() => open(i), 1000).unref()
    })
  }
  for (let i = 0; i < count; i++) setTimeout(() => open(i), Math.floor(i / 500) * 50)
  const drip = setInterval(() => {
    for (const s of sockets) if (s.writable) s.write('a')
  }, 1000)
  const report = setInterval(
    () => process.send?.({ open: sockets.size, opened, closedByServer }),
    1000,
  )
  setTimeout(() => {
    stopping = true
    clearInterval(drip)
    clearInterval(report)
    for (const s of sockets) s.destroy()
    process.send?.({ open: 0, opened, closedByServer, done: true })
    setTimeout(() => process.exit(0), 200)
  }, seconds * 1000)
}

async function health(): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now()
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health`, {
      signal: AbortSignal.timeout(5000),
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, ok: response.status === 200 }
  } catch (error) {
    if (process.env.SLOW_BENCH_DEBUG) console.error(error)
    return { ms: performance.now() - started, ok: false }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function main(): Promise<void> {
  const connections = Number(process.argv[2] ?? 20000)
  const seconds = Number(process.argv[3] ?? 30)
  const server: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      SMTP_PORT: '0',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    // a cold start on a busy machine can take a while: up to two minutes
    for (let i = 0; i < 600 && !(await health()).ok; i++)
      await new Promise((r) => setTimeout(r, 200))
    if (!(await health()).ok)
      throw new Error('the server did not answer /api/health in two minutes')
    const fdsOf = () => readdirSync(`/proc/${server.pid}/fd`).length
    const baseline = await health()
    console.log(
      `server up (pid ${server.pid}); health alone: ${baseline.ms.toFixed(1)} ms; fds ${fdsOf()}`,
    )

    const processes = Math.ceil(connections / PER_CLIENT_PROCESS)
    const state = new Map<number, { open: number; opened: number; closedByServer: number }>()
    const clients = Array.from({ length: processes }, (_, p) => {
      const count = Math.min(PER_CLIENT_PROCESS, connections - p * PER_CLIENT_PROCESS)
      const child = fork(fileURLToPath(import.meta.url), [
        '--client',
        String(count),
        String(p * PER_CLIENT_PROCESS),
        String(seconds),
      ])
      child.on('message', (m: { open: number; opened: number; closedByServer: number }) =>
        state.set(p, m),
      )
      // An attacker's processes run on its own machines, not on the server's cores: here they share
      // two cores with the server, so they take the lowest priority and the figures are the server's.
      if (child.pid !== undefined) setPriority(child.pid, 19)
      return child
    })

    const latencies: number[] = []
    const slowCalls: { atS: number; ms: number }[] = []
    const startedAt = Date.now()
    let failures = 0
    let peakClientOpen = 0
    let peakServerFds = 0
    const until = Date.now() + seconds * 1000
    while (Date.now() < until) {
      const h = await health()
      latencies.push(h.ms)
      if (h.ms > 100)
        slowCalls.push({ atS: +((Date.now() - startedAt) / 1000).toFixed(1), ms: +h.ms.toFixed(1) })
      if (!h.ok) failures += 1
      const open = [...state.values()].reduce((n, s) => n + s.open, 0)
      peakClientOpen = Math.max(peakClientOpen, open)
      peakServerFds = Math.max(peakServerFds, fdsOf())
      await new Promise((r) => setTimeout(r, 100))
    }
    await Promise.all(clients.map((c) => new Promise((r) => c.once('exit', r))))
    const attempts = [...state.values()].reduce((n, s) => n + s.opened, 0)
    const sorted = [...latencies].sort((a, b) => a - b)
    console.log(
      JSON.stringify(
        {
          slowConnectionsAttempted: connections,
          connectionAttemptsInAll: attempts,
          peakOpenOnClientSide: peakClientOpen,
          peakServerFileDescriptors: peakServerFds,
          healthCalls: latencies.length,
          healthFailures: failures,
          healthMs: {
            p50: +percentile(sorted, 50).toFixed(1),
            p99: +percentile(sorted, 99).toFixed(1),
            max: +(sorted.at(-1) ?? NaN).toFixed(1),
          },
          within100ms: `${latencies.filter((ms) => ms <= 100).length}/${latencies.length}`,
          // when the slow answers came, in seconds from the start of the flood
          slowCalls,
        },
        null,
        2,
      ),
    )
  } finally {
    server.kill('SIGTERM')
  }
}

if (process.argv[2] === '--client')
  runClient(Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]))
else await main()
