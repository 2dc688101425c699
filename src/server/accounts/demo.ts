// Demo players for a first start outside production, printed in the start banner and listed
// in the README. Created once; an existing player's password or balance is never reset.
import type { Logger } from '../log.ts';
import { formatMoney } from '../../lib/money/index.ts';
import { AccountError, createPlayer, findPlayer, type AccountsDeps } from './players.ts';
import { verifyPassword } from './password.ts';

export interface DemoAccount {
  username: string;
  password: string;
  note: string;
}

interface DemoPlayer {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  openingBalance: bigint;
  hasLoggedInBefore: boolean;
  note: (balance: string) => string;
}

const DEMO_PLAYERS: DemoPlayer[] = [
  {
    username: 'demo',
    password: 'demo1234',
    firstName: 'Demo',
    lastName: 'Player',
    openingBalance: 100_000n,
    hasLoggedInBefore: true,
    note: (balance) => `${balance}, ready to bet`,
  },
  {
    username: 'newplayer',
    password: 'welcome123',
    firstName: 'New',
    lastName: 'Player',
    openingBalance: 5_000n,
    hasLoggedInBefore: false,
    note: (balance) => `${balance}, first login forces a password change`,
  },
];

/** What creating the demo players uses: opening accounts, and the log. */
export type DemoDeps = AccountsDeps & { log: Logger };

/** Creates the missing demo players and returns all of them for the banner. */
export async function ensureDemoAccounts(rt: DemoDeps): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const demo of DEMO_PLAYERS) {
    let player = await findPlayer(rt.db, demo.username);
    if (!player) {
      try {
        player = await createPlayer(rt, {
          username: demo.username,
          password: demo.password,
          firstName: demo.firstName,
          lastName: demo.lastName,
          openingBalance: demo.openingBalance,
          hasLoggedInBefore: demo.hasLoggedInBefore,
        });
        rt.log.info('demo player created', { username: demo.username });
      } catch (err) {
        // Another node starting at the same moment created it first.
        if (!(err instanceof AccountError && err.code === 'username_taken')) throw err;
        player = await findPlayer(rt.db, demo.username);
      }
      if (!player) continue;
      accounts.push({ username: demo.username, password: demo.password, note: demo.note(formatMoney(player.balance, player.currency)) });
      continue;
    }
    // An existing demo player keeps its password and balance; the banner says what is true now.
    const stillDefault = await verifyPassword(demo.password, player.passwordHash);
    const note = stillDefault ? demo.note(formatMoney(player.balance, player.currency)) : `${formatMoney(player.balance, player.currency)}, password changed since it was created`;
    accounts.push({ username: demo.username, password: stillDefault ? demo.password : '(changed)', note });
  }
  return accounts;
}
