// Plays a million rounds of each casino game and prints the measured return to player beside
// the documented one. Usage: node scripts/casino-rtp.ts [rounds] [--crypto]
// (seeded and repeatable by default; --crypto draws from node:crypto like real rounds).
import { seededRng } from '../src/lib/casino/rng.ts';
import { simulateBaccarat, simulateBlackjack, simulateCrash, simulateRoulette, simulateSlot, type RtpRun } from '../src/lib/casino/simulate.ts';
import { SLOT_RTP } from '../src/lib/casino/slot.ts';
import { ROULETTE_RTP } from '../src/lib/casino/roulette.ts';
import { BLACKJACK_RTP } from '../src/lib/casino/blackjack.ts';
import { CRASH_RTP } from '../src/lib/casino/crash.ts';
import { BACCARAT_RTP } from '../src/lib/casino/baccarat.ts';
import { cryptoRng } from '../src/server/casino/rng.ts';

const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const useCrypto = process.argv.includes('--crypto');
let seed = 20_261_123;
const rng = () => (useCrypto ? cryptoRng : seededRng(seed++));

const runs: Array<[string, number, () => RtpRun]> = [
  ['slot (10 lines)', SLOT_RTP, () => simulateSlot(rng(), rounds)],
  ['roulette red', ROULETTE_RTP, () => simulateRoulette(rng(), rounds, [{ type: 'red', amount: 100 }])],
  ['roulette straight 17', ROULETTE_RTP, () => simulateRoulette(rng(), rounds, [{ type: 'straight', value: 17, amount: 100 }])],
  ['blackjack basic strategy', BLACKJACK_RTP, () => simulateBlackjack(rng(), rounds)],
  ['crash target 2.00x', CRASH_RTP, () => simulateCrash(rng(), rounds, 200)],
  ['crash target 10.00x', CRASH_RTP, () => simulateCrash(rng(), rounds, 1000)],
  ['baccarat banker', BACCARAT_RTP.banker, () => simulateBaccarat(rng(), rounds, 'banker')],
  ['baccarat player', BACCARAT_RTP.player, () => simulateBaccarat(rng(), rounds, 'player')],
  ['baccarat tie', BACCARAT_RTP.tie, () => simulateBaccarat(rng(), rounds, 'tie')],
];

const pct = (x: number) => `${(x * 100).toFixed(2)} %`.padStart(8);
console.log(`${rounds.toLocaleString('en')} rounds per game, ${useCrypto ? 'node:crypto' : 'seeded'} random source\n`);
console.log(`${'game'.padEnd(26)}${'stated'.padStart(9)}${'measured'.padStart(10)}${'diff'.padStart(9)}   seconds`);
for (const [name, stated, play] of runs) {
  const started = performance.now();
  const run = play();
  const diff = run.rtp - stated;
  console.log(
    `${name.padEnd(26)} ${pct(stated)} ${pct(run.rtp)} ${(diff >= 0 ? '+' : '') + (diff * 100).toFixed(2).padStart(6)}   ${((performance.now() - started) / 1000).toFixed(1)}`,
  );
}
