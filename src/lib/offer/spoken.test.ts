import { describe, expect, it } from 'vitest';
import { spokenOddLead } from './spoken.ts';

const tx = { win: (team: string) => `${team} to win`, draw: 'Draw' };
const odd = (name: string, label: string, main = true) => ({ name, label, home: 'Manchester City', away: 'Arsenal', market: 'Half Time Result', main });

describe('spokenOddLead', () => {
  it('names the team a main-market odd backs, or the draw', () => {
    expect(spokenOddLead(odd('1', '1'), tx)).toBe('Manchester City to win');
    expect(spokenOddLead(odd('2', '2'), tx)).toBe('Arsenal to win');
    expect(spokenOddLead(odd('Draw', 'Draw'), tx)).toBe('Draw');
  });

  it('says the market before any other odd', () => {
    expect(spokenOddLead(odd('1', '1', false), tx)).toBe('Half Time Result: Manchester City to win');
    expect(spokenOddLead({ ...odd('Over', 'Over 2.5', false), market: 'Total Goals' }, tx)).toBe('Total Goals: Over 2.5');
  });
});
