import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3900)
const baseURL = `http://localhost:${port}`
/** Spec 1 §2 maintenance is decided by the server: a second server on the same build runs with MAINTENANCE=1. */
const maintenancePort = port + 100
const maintenanceURL = `http://localhost:${maintenancePort}`
const maintenanceSpec = /maintenance-mode\.spec\.ts$/
/** Several checkouts or helpers may build at once: each run can build into its own folder. */
const dist = process.env.E2E_DIST ?? 'dist'

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // A case signs a member up, reads the mailbox and signs in through real pages: 10-20 s on CI's two
  // cores, where a busy moment (the server's first renders, a sibling case's uploads) can add as
  // much again. Twice the default, so only a case that hangs fails on time.
  timeout: 60_000,
  // Likewise for a single expectation: a page that hydrates and then leaves (sign-out, payment hand-off)
  // took over 5 s on CI while the sibling worker uploaded files; a wrong page still fails, 10 s later.
  expect: { timeout: 15_000 },
  forbidOnly: true,
  // Observed coverage: the app's actors report their transitions (e2e/tools/observe.ts); merged after the run.
  globalSetup: './e2e/tools/observedSetup.ts',
  globalTeardown: './e2e/tools/observedTeardown.ts',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  // Recording a trace of every case costs a sixth of the run (e2e/shell 127 → 109 s, e2e/account
  // 135 → 112 s, two workers): CI keeps only its log, so it records none unless E2E_TRACE=on.
  use: {
    baseURL,
    trace: process.env.CI && process.env.E2E_TRACE !== 'on' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: maintenanceSpec },
    {
      name: 'maintenance',
      use: { ...chromium, baseURL: maintenanceURL },
      testMatch: maintenanceSpec,
    },
  ],
  webServer: [
    {
      // The real server on a fresh in-memory database, serving the site built by scripts/test.ts or the line below.
      // npm test builds beforehand, beside the server tests (scripts/test.ts), and says so with E2E_BUILT.
      command: process.env.E2E_BUILT
        ? 'node server/index.ts'
        : `vite build --logLevel warn --outDir ${dist} && node server/index.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(port),
        STATIC_DIR: dist,
        PGLITE_DIR: 'memory://',
        // The same browser flows on PostgreSQL: E2E_DATABASE_URL names an empty database.
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
        TRUST_PROXY: '1',
        // The in-process SMTP server on a free port, so several servers run side by side.
        SMTP_PORT: '0',
      },
    },
    {
      // Started after the first one has built the site: the same build, down for maintenance.
      command: 'node server/index.ts',
      url: `${maintenanceURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(maintenancePort),
        STATIC_DIR: dist,
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        MAINTENANCE: '1',
        SMTP_PORT: '0',
      },
    },
  ],
})
