// What a page must never show (issue 27): a translation key instead of its text, in any
// language, and on a German or Serbian page an English word of the site's own texts. The
// English words are those of the English resources that the German (Serbian) resource of the
// same key copies instead of translating; a word the language uses on its own (in a text whose
// English has no such word) is its own. Names (clubs, players, leagues, games, the operator and
// its regulator) and the loan words each language really uses are listed here, by hand, so a
// copied English text ("Bet builder" in Serbian) is caught and an accepted one is a decision.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import en from '../../../src/i18n/en.json' with { type: 'json' };
import de from '../../../src/i18n/de.json' with { type: 'json' };
import sr from '../../../src/i18n/sr.json' with { type: 'json' };
import islandsEn from '../../../src/i18n/islands.en.json' with { type: 'json' };
import islandsDe from '../../../src/i18n/islands.de.json' with { type: 'json' };
import islandsSr from '../../../src/i18n/islands.sr.json' with { type: 'json' };
import casinoEn from '../../../src/i18n/casino.en.json' with { type: 'json' };
import casinoDe from '../../../src/i18n/casino.de.json' with { type: 'json' };
import casinoSr from '../../../src/i18n/casino.sr.json' with { type: 'json' };
import { LEAGUE_CLUBS, TENNIS_MEN, TENNIS_WOMEN } from '../../../src/lib/offer/clubs.ts';
import { LEAGUES } from '../../../src/lib/offer/leagues.ts';

type Dict = Record<string, string>;
export type Lang = 'en' | 'de' | 'sr';
const SETS: Record<Lang, Dict[]> = { en: [en, islandsEn, casinoEn], de: [de, islandsDe, casinoDe], sr: [sr, islandsSr, casinoSr] };

/** Names and codes that read the same in every language: brands, the operator and its regulator, tests, currencies, leagues' bodies. */
const NAMES = [
  'Arena Bet',
  'ArenaBet',
  'Arena Interactive',
  'National Gaming Supervisory Authority',
  'NGSA',
  'Problem Gambling Severity Index',
  'PGSI',
  'Evolution',
  'Visa',
  'Mastercard',
  'Maestro',
  'PayPal',
  'Skrill',
  'Neteller',
  'GMT',
  'EUR',
  'RSD',
  'XPT',
  'UEFA',
  'NBA',
  'NHL',
  'NFL',
  'ATP',
  'WTA',
  'HTTP',
  'HTTPS',
  // The editors' text formats.
  'HTML',
  'Markdown',
  // The language picker names each language in itself.
  'English',
  'Deutsch',
  'Srpski',
];

/** English words German really uses (sports, "Live", "Cash-out", "Team", "E-Mail"…): reviewed, not copied by mistake. */
const LOAN_DE = [
  'american',
  'badminton',
  'baseball',
  'basketball',
  'biathlon',
  'bowls',
  'builder',
  'cash',
  'casino',
  'chance',
  'cricket',
  'darts',
  'debit',
  'demo',
  'enter',
  'escape',
  'frame',
  'frames',
  'futsal',
  'golf',
  'handball',
  'handicap',
  'handicaps',
  'info',
  'last',
  'legs',
  'limit',
  'limits',
  'live',
  'mail',
  'match',
  'minute',
  'motorsport',
  'name',
  'offline',
  'online',
  'prepaid',
  'problem',
  'remote',
  'repository',
  'rugby',
  'slots',
  'snooker',
  'squash',
  'status',
  'stress',
  'support',
  'system',
  'team',
  'teams',
  'tennis',
  'test',
  'text',
  'tickets',
  'tracker',
  'traffic',
  'volleyball',
  'wallet',
];

/** English words Serbian really uses. */
const LOAN_SR = ['badminton', 'demo', 'enter', 'escape', 'format', 'formula', 'futsal', 'golf', 'info', 'limit', 'link', 'mail', 'problem', 'status', 'transfer'];

const LOAN: Record<'de' | 'sr', readonly string[]> = { de: LOAN_DE, sr: LOAN_SR };

/** Words of at least four letters, lower case, placeholders and e-mail or web addresses left out. */
export function words(text: string): string[] {
  return text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .toLowerCase()
    .split(/[^a-zäöüßčćžšđ]+/)
    .filter((w) => w.length >= 4);
}

function nameWords(): Set<string> {
  const names: string[] = [...NAMES, ...Object.values(LEAGUE_CLUBS).flatMap((clubs) => clubs.map(([name]) => name)), ...TENNIS_MEN, ...TENNIS_WOMEN];
  for (const league of LEAGUES) names.push(league.name, league.country ?? '');
  for (const [, name] of readFileSync('src/server/casino/catalogue-data.ts', 'utf8').matchAll(/(?:name|provider): '([^']+)'/g)) names.push(name!);
  return new Set(names.flatMap(words));
}

/** The English words that would mean a German or Serbian page shows English. */
export function englishWords(lang: 'de' | 'sr'): Set<string> {
  const own = new Set<string>([...nameWords(), ...LOAN[lang]]);
  // The company pages are written in each language by its own authors ("des Sports", "will", "licence" as Serbian's genitive).
  const dir = `src/content/company/${lang}`;
  for (const file of readdirSync(dir)) for (const w of words(readFileSync(`${dir}/${file}`, 'utf8'))) own.add(w);
  const local = SETS[lang];
  // A word the language writes where the English of that key does not have it is the language's own.
  SETS.en.forEach((english, i) => {
    for (const [key, text] of Object.entries(local[i]!)) {
      const source = new Set(words(english[key] ?? ''));
      for (const w of words(text)) if (!source.has(w)) own.add(w);
    }
  });
  const out = new Set<string>();
  for (const english of SETS.en) for (const text of Object.values(english)) for (const w of words(text)) if (!own.has(w)) out.add(w);
  return out;
}

const KEYS = new Set(SETS.en.flatMap((d) => Object.keys(d)));
// "myBets.period.days" is shown when a plural form (days_one, days_other) is looked up without its count.
for (const key of [...KEYS]) KEYS.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
const NAMESPACES = new Set([...KEYS].filter((k) => k.includes('.')).map((k) => k.split('.')[0]!));

/** Translation keys shown as text: known keys, and dotted words in a key namespace ("slip.notAKey"). */
export function keysIn(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/[A-Za-z][\w-]*(?:\.[\w-]+)+|[a-z]+(?:_[a-z]+)+/g)) {
    if (KEYS.has(token) || (token.includes('.') && NAMESPACES.has(token.split('.')[0]!) && !/^\d/.test(token.split('.')[1] ?? ''))) found.add(token);
  }
  return [...found].sort();
}

/** Everything a page says: title, visible text, every select's options, and the accessible labels of what is not hidden. */
export async function pageText(page: Page): Promise<string> {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    const hidden = (el: Element) => el.closest('[hidden], [aria-hidden="true"], template') !== null;
    for (const option of document.querySelectorAll('select option')) if (!hidden(option)) parts.push(option.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (hidden(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

const english: Partial<Record<'de' | 'sr', Set<string>>> = {};

/** What is wrong with the page's words in this language: keys shown, and on a de/sr page English words. */
export async function wordProblems(page: Page, lang: Lang): Promise<string[]> {
  let text: string;
  try {
    text = await pageText(page);
  } catch {
    // A page that sent the visitor on while it was read: read where it landed.
    text = await pageText(page);
  }
  const problems = keysIn(text).map((k) => `key ${k}`);
  if (lang !== 'en') {
    const list = (english[lang] ??= englishWords(lang));
    for (const w of new Set(words(text))) if (list.has(w)) problems.push(`English "${w}"`);
  }
  return problems.sort();
}
