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

/** Variables that do not change what the simulator seeds: a file setting only these may start from the seeded template. */
const SEED_NEUTRAL = new Set(['LIVE_BET_DELAY_MS', 'SCRYPT_LOG2_N', 'PUBLIC_ORIGIN']);

/** Whether a file's own variables leave the seeded offer as the template holds it. */
export function seedsLikeTemplate(env: Record<string, string>): boolean {
  return Object.keys(env).every((key) => SEED_NEUTRAL.has(key));
}
