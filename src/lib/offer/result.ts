// A plausible final score for a finished match, drawn from the same strengths that priced it.
import { createRng, type Rng } from './random.ts';
import { sideStrength } from './sides.ts';
import type { SportDef } from './sports.ts';
import { logistic } from './models.ts';

function poissonDraw(rng: Rng, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit && k < 40) {
    k++;
    p *= rng.next();
  }
  return k;
}

/** The final score of match `id`; for set sports the sets won, for head-to-heads 1-0 or 0-1. */
export function simulateResult(seed: number, sport: SportDef, leagueId: number, home: string, away: string, id: number): { home: number; away: number } {
  const rng = createRng(seed, 'result', id);
  const diff = sideStrength(seed, leagueId, home) - sideStrength(seed, leagueId, away) + sport.homeEdge;
  const m = sport.model;
  if (m.kind === 'goals') {
    const half = m.mean / 2;
    return { home: poissonDraw(rng, half * Math.exp(0.32 * diff)), away: poissonDraw(rng, half * Math.exp(-0.32 * diff)) };
  }
  if (m.kind === 'points') {
    const margin = diff * m.marginSd * 0.7 + rng.normal() * m.marginSd;
    const total = Math.max(Math.abs(margin) + 2, m.total + rng.normal() * m.marginSd * 1.3);
    let h = Math.round((total + margin) / 2);
    const a = Math.max(0, Math.round((total - margin) / 2));
    if (h === a && !(m.draws && sport.threeWay)) h += 1;
    return { home: Math.max(0, h), away: a };
  }
  if (m.kind === 'sets') {
    const need = Math.ceil(m.bestOf / 2);
    const p = logistic(0.9 * diff);
    let h = 0;
    let a = 0;
    while (h < need && a < need) if (rng.chance(p)) h++;
    else a++;
    return { home: h, away: a };
  }
  if (m.draws && sport.threeWay && rng.chance(0.06)) return { home: 0, away: 0 };
  return rng.chance(logistic(1.1 * diff)) ? { home: 1, away: 0 } : { home: 0, away: 1 };
}
