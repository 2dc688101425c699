import type { Runtime } from '../runtime.ts';

export interface DemoAccount {
  username: string;
  password: string;
  note: string;
}

export async function ensureDemoAccounts(_rt: Runtime): Promise<DemoAccount[]> {
  return [];
}
