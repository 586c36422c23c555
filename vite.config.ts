import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { routeManifest } from './scripts/vite/routeManifest.ts'

const apiPort = process.env.PORT ?? '3000'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react({ jsxImportSource: '@emotion/react' }),
    routeManifest(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
})
