// The configuration every API test runtime starts from; a file adds its own variables on top.
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export const TEST_CONFIG: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  DATA_DIR: ':memory:',
  ADMIN_TOKEN,
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
  FEED_CONTROL: '1',
  // Four days of matches instead of ten: every file's database is put back to the kept offer, and
  // a smaller one is cheaper to copy back (and to hold); four still leave the "3 days" range short of all.
  FEED_HORIZON_DAYS: '4',
  DEMO_ACCOUNTS: '0',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
};
