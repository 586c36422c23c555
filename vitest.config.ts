import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['test/unit/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'model',
            include: ['test/model/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['test/server/**/*.test.ts'],
            globalSetup: ['test/server/pgliteTemplate.ts'],
            environment: 'node',
            pool: 'forks',
            testTimeout: 30000,
            hookTimeout: 120000,
          },
        },
      ],
    },
  }),
)
