// The Problem Gambling Severity Index (PGSI, Ferris & Wynne 2001): nine questions about the
// last 12 months, each answered never (0), sometimes (1), most of the time (2) or almost
// always (3); the total (0-27) falls in one of four standard bands. Pure: the responsible-gaming
// page scores a submitted form with it.

export const PGSI_QUESTIONS = 9;
export const PGSI_ANSWERS = [0, 1, 2, 3] as const;

/** The standard interpretation: 0 no problem, 1-2 low risk, 3-7 moderate risk, 8+ problem gambling. */
export const PGSI_BANDS = [
  { band: 'none', from: 0 },
  { band: 'low', from: 1 },
  { band: 'moderate', from: 3 },
  { band: 'problem', from: 8 },
] as const;
export type PgsiBand = (typeof PGSI_BANDS)[number]['band'];

export interface PgsiResult {
  score: number;
  band: PgsiBand;
}

/** The band a total score falls in. */
export function pgsiBand(score: number): PgsiBand {
  let found: PgsiBand = 'none';
  for (const b of PGSI_BANDS) if (score >= b.from) found = b.band;
  return found;
}

/** Scores nine answers; null unless there are exactly nine, each 0 to 3. */
export function scorePgsi(answers: readonly number[]): PgsiResult | null {
  if (answers.length !== PGSI_QUESTIONS || !answers.every((a) => (PGSI_ANSWERS as readonly number[]).includes(a))) return null;
  const score = answers.reduce((sum, a) => sum + a, 0);
  return { score, band: pgsiBand(score) };
}

/** Reads the answers of a submitted form (q1..q9 = "0".."3"); null when any is missing or wrong. */
export function pgsiFromQuery(query: URLSearchParams): PgsiResult | null {
  const answers: number[] = [];
  for (let i = 1; i <= PGSI_QUESTIONS; i++) {
    const raw = query.get(`q${i}`);
    if (raw === null || !/^[0-3]$/.test(raw)) return null;
    answers.push(Number(raw));
  }
  return scorePgsi(answers);
}
