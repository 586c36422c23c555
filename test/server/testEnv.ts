/** The configuration every test server starts from; a test's own variables are laid over it. */
export const TEST_ENV: Record<string, string> = {
  PGLITE_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  STATIC_DIR: '/nonexistent-dist',
  // The in-process SMTP server on a free port: test files run side by side.
  SMTP_PORT: '0',
}
