/** `npm run dev`: the API server and Vite's dev server with hot reload (proxying /api to the API). */
import { spawn } from 'node:child_process'

const children = [
  spawn('node', ['--watch-path=server', '--watch-path=src/contract', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('vite', [], { stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop()
      process.exitCode = code
    }
  })
