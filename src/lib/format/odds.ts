// Odds travel as integer hundredths (1.85 is 185) and are always shown with two decimals.

/** 185 -> "1.85", 200 -> "2.00", 1234 -> "12.34". Non-integers are rounded to the hundredth first. */
export function formatOdds(hundredths: number): string {
  const value = Math.round(hundredths);
  const whole = Math.trunc(value / 100);
  const cents = String(Math.abs(value % 100)).padStart(2, '0');
  return `${value < 0 && whole === 0 ? '-' : ''}${whole}.${cents}`;
}
