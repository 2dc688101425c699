// The configuration every API test runtime starts from; a file adds its own variables on top.
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export const TEST_CONFIG: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  DATA_DIR: ':memory:',
  ADMIN_TOKEN,
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
  FEED_CONTROL: '1',
  DEMO_ACCOUNTS: '0',
  LOG_LEVEL: 'silent',
};
