// npm run accounts -- <command>: the operator's command line over the running server's
// operator API (/api/admin). Run it beside `npm start`; it never opens the database itself.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { escapeControlCharacters } from '../src/server/http/control-characters.ts';

const USAGE = `Usage: npm run accounts -- <command> [arguments] [options]

Commands:
  list                                  players with their date of birth, country and balance
  show <username>                       one player and the latest 20 ledger entries
  create <username> <password>          open an account (the player must change the
        [--first NAME] [--last NAME]      password at first login unless --logged-in-before)
        [--email ADDRESS] [--balance 100.00] [--logged-in-before]
  credit <username> <amount>            credit, or with a negative amount debit, e.g. 25.00 or -10.00
        [--reason TEXT] [--key IDEMPOTENCY_KEY]
  lock <username>                       refuse logins and end the player's sessions
  unlock <username>                     lift the lock
  lift-self-exclusion <username>        reopen a self-excluded account once its period is over
  messages [--limit N] [--offset N]     contact messages, newest first
  affiliates [--limit N] [--offset N]   affiliate applications from /become-affiliate, newest first
  check                                 check that every balance equals its ledger
  correct-result <event_id> <home>:<away>
                                        correct a finished event's result: its tickets' payouts
                                        are taken back and paid again from the new score
  cash-out                              where cash out is off, and the cash outs so far with the
                                        margin earned
  cash-out off|on all                   turn cash out off (or back on) for every bet
  cash-out off|on sport|event <id>      ... for one sport or one event
  players-at-risk [--days N]            players whose risk markers (limit increases, withdrawn
                                        increases, deposits a day, long sessions, night play)
                                        reach their thresholds, with their limit changes
  editors                               the content editors who can sign in at /editor
  create-editor <username> <password>   a content editor: edits the company pages only (no
                                        money, player data or operator actions)
  remove-editor <username>              remove an editor; their sign-ins end at once
  acceptances <page> [--version ID]     who has and has not accepted the latest material version
        [--limit N]                       (or version ID) of terms-and-conditions or responsible-gaming

Options:
  --url URL     the server (default: SPORTSBOOK_URL, else http://localhost:$PORT, PORT default 4321)
  --json        print the server's JSON answer instead of a table
  --help        this text

The operator token comes from ADMIN_TOKEN, else from DATA_DIR/admin-token (DATA_DIR default ./data).

Example:
  npm run accounts -- create alice S3cretpass1 --first Alice --last Smith --balance 100.00`;

const VALUE_OPTIONS = new Set(['url', 'first', 'last', 'email', 'balance', 'reason', 'key', 'limit', 'offset', 'days', 'version']);
const FLAG_OPTIONS = new Set(['json', 'help', 'logged-in-before']);

class UsageError extends Error {}

interface Args {
  positionals: string[];
  options: Map<string, string | true>;
}

// A small parser: parseArgs would read a debit such as "-10.00" as an option.
function parseCommandLine(argv: string[]): Args {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '-h') {
      options.set('help', true);
    } else if (token.startsWith('--')) {
      const [name = '', inline] = token.slice(2).split(/=(.*)/s, 2);
      if (FLAG_OPTIONS.has(name)) options.set(name, true);
      else if (VALUE_OPTIONS.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined) throw new UsageError(`--${name} needs a value.`);
        options.set(name, value);
      } else throw new UsageError(`Unknown option --${name}.`);
    } else {
      positionals.push(token);
    }
  }
  return { positionals, options };
}

function operatorToken(): string {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = join(resolve(process.env.DATA_DIR ?? './data'), 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`No operator token: set ADMIN_TOKEN, or start the server once so it writes ${file}.`);
}

function baseUrl(option: string | true | undefined): string {
  const url = typeof option === 'string' ? option : process.env.SPORTSBOOK_URL || `http://localhost:${process.env.PORT || 4321}`;
  return url.replace(/\/+$/, '');
}

type Json = Record<string, unknown>;

async function call(base: string, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Json): Promise<Json> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    const reason = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    throw new Error(`Cannot reach the server at ${base} (${reason}). Is it running (npm start)? Use --url or SPORTSBOOK_URL to point elsewhere.`, { cause: err });
  }
  const text = await res.text();
  let parsed: Json;
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    throw new Error(`The server at ${base} answered ${res.status} with something that is not JSON: is that the sportsbook?`);
  }
  if (res.status === 401) throw new Error('The server refused the operator token: check ADMIN_TOKEN or DATA_DIR/admin-token.');
  if (!res.ok) {
    const error = (parsed.error ?? {}) as { code?: string; message?: string };
    throw new Error(`${error.message ?? `The server answered ${res.status}.`}${error.code ? ` (${error.code})` : ''}`);
  }
  return parsed;
}

function table(rows: Array<Record<string, string>>, rightAligned: string[] = []): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.includes(columns[i] ?? '') ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\n');
}

type Player = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  date_of_birth: string | null;
  country: string | null;
  balance: string;
  currency: string;
  has_logged_in_before: boolean;
  locked: boolean;
  last_login: string | null;
};
type Entry = { id: number; kind: string; amount: string; balance_after: string; reference: string | null; created_at: string };

// Player-supplied text is printed with its control characters escaped (\x1b, \u009b): a name
// must not be able to clear, repaint or retitle the operator's terminal, nor fake a line.
const shown = (text: string | null | undefined): string => escapeControlCharacters(text ?? '');

const playerRow = (p: Player) => ({
  id: String(p.id),
  username: shown(p.username),
  name: shown(`${p.first_name} ${p.last_name}`.trim()),
  born: p.date_of_birth ?? '-',
  country: p.country ? shown(p.country) : '-',
  balance: `${p.balance} ${p.currency}`,
  'logged in before': p.has_logged_in_before ? 'yes' : 'no',
  locked: p.locked ? 'LOCKED' : '',
});

function describePlayer(p: Player): string {
  return [
    `${shown(p.username)} (id ${p.id})${p.locked ? '  LOCKED' : ''}`,
    `  name:              ${shown(`${p.first_name} ${p.last_name}`.trim()) || '-'}`,
    `  e-mail:            ${p.email === null ? '-' : shown(p.email)}`,
    `  date of birth:     ${p.date_of_birth ?? '-'}`,
    `  country:           ${p.country ? shown(p.country) : '-'}`,
    `  balance:           ${p.balance} ${p.currency}`,
    `  logged in before:  ${p.has_logged_in_before ? 'yes' : 'no (must change the password at first login)'}`,
    `  last login:        ${p.last_login ?? 'never'}`,
  ].join('\n');
}

type AtRiskPlayer = {
  id: number;
  username: string;
  markers: Array<{ marker: string; value: number; threshold: number }>;
  limit_history: Array<{ at: string; setting: string; kind: string; before: unknown; after: unknown; origin: string }>;
};

/** The players at risk: one block per player, the markers reached and the limit changes. */
function playersAtRiskText(answer: Json): string {
  const players = answer.players as AtRiskPlayer[];
  const window = `${String(answer.since).slice(0, 10)} to ${String(answer.until).slice(0, 10)}`;
  if (players.length === 0) return `No player reaches a risk threshold from ${window}.`;
  const blocks = players.map((p) => {
    const markers = p.markers.map((m) => `${m.marker.replace(/_/g, ' ')} ${m.value} (threshold ${m.threshold})`).join(', ');
    const changes = p.limit_history.map((c) => ({
      time: c.at.replace('T', ' ').slice(0, 19),
      setting: c.setting,
      change: c.kind.replace(/_/g, ' '),
      before: shown(JSON.stringify(c.before)),
      after: shown(JSON.stringify(c.after)),
      by: c.origin,
    }));
    return `${shown(p.username)} (id ${p.id}): ${markers}\n${changes.length ? table(changes) : '  no limit changes'}`;
  });
  return `${blocks.join('\n\n')}\n\n${players.length} player(s) at risk from ${window}`;
}

function need(positionals: string[], count: number, usage: string): string[] {
  if (positionals.length !== count) throw new UsageError(`Usage: npm run accounts -- ${usage}`);
  return positionals;
}

async function run(argv: string[]): Promise<string> {
  const { positionals, options } = parseCommandLine(argv);
  const [command, ...rest] = positionals;
  if (options.has('help') || !command || command === 'help') return USAGE;
  const base = baseUrl(options.get('url'));
  const token = operatorToken();
  const asJson = options.has('json');
  const str = (name: string) => {
    const v = options.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const user = (name: string) => `/api/admin/players/${encodeURIComponent(name)}`;
  const print = (answer: Json, human: () => string) => (asJson ? JSON.stringify(answer, null, 2) : human());

  switch (command) {
    case 'list': {
      need(rest, 0, 'list');
      const answer = await call(base, token, 'GET', '/api/admin/players?limit=500');
      const players = answer.players as Player[];
      return print(answer, () => `${table(players.map(playerRow), ['id', 'balance'])}\n${players.length} of ${String(answer.total)} players`);
    }
    case 'show': {
      const [username = ''] = need(rest, 1, 'show <username>');
      const answer = await call(base, token, 'GET', user(username));
      const ledger = (answer.ledger as Entry[]).map((e) => ({
        entry: String(e.id),
        time: e.created_at.replace('T', ' ').slice(0, 19),
        kind: e.kind,
        amount: e.amount,
        'balance after': e.balance_after,
        reference: shown(e.reference),
      }));
      return print(answer, () => `${describePlayer(answer.player as Player)}\n\nLatest ledger entries:\n${table(ledger, ['entry', 'amount', 'balance after'])}`);
    }
    case 'create': {
      const [username = '', password = ''] = need(rest, 2, 'create <username> <password> [--first NAME] [--last NAME] [--email ADDRESS] [--balance 100.00] [--logged-in-before]');
      const body: Json = { username, password };
      if (str('first') !== undefined) body.first_name = str('first');
      if (str('last') !== undefined) body.last_name = str('last');
      if (str('email') !== undefined) body.email = str('email');
      if (str('balance') !== undefined) body.balance = str('balance');
      if (options.has('logged-in-before')) body.has_logged_in_before = true;
      const answer = await call(base, token, 'POST', '/api/admin/players', body);
      return print(answer, () => `Created:\n${describePlayer(answer as unknown as Player)}`);
    }
    case 'credit': {
      const [username = '', amount = ''] = need(rest, 2, 'credit <username> <amount> [--reason TEXT] [--key IDEMPOTENCY_KEY]');
      const body: Json = { amount };
      if (str('reason') !== undefined) body.reason = str('reason');
      if (str('key') !== undefined) body.idempotency_key = str('key');
      const answer = await call(base, token, 'POST', `${user(username)}/credit`, body);
      const entry = answer.entry as Entry;
      return print(answer, () =>
        answer.replayed
          ? `Already done with this key (entry ${entry.id}): nothing moved. Balance ${String(answer.balance)} ${String(answer.currency)}.`
          : `${entry.amount.startsWith('-') ? 'Debited' : 'Credited'} ${entry.amount.replace(/^-/, '')} ${String(answer.currency)} (entry ${entry.id}). Balance ${String(answer.balance)} ${String(answer.currency)}.`,
      );
    }
    case 'lock':
    case 'unlock': {
      const [username = ''] = need(rest, 1, `${command} <username>`);
      const answer = await call(base, token, 'POST', `${user(username)}/${command}`);
      return print(answer, () => `${shown((answer as unknown as Player).username)} is ${command === 'lock' ? 'locked: logins refused, sessions ended' : 'unlocked'}.`);
    }
    case 'lift-self-exclusion': {
      const [username = ''] = need(rest, 1, 'lift-self-exclusion <username>');
      const answer = await call(base, token, 'POST', `${user(username)}/lift-self-exclusion`);
      return print(answer, () => `${shown((answer as unknown as Player).username)}'s self-exclusion is lifted: the player can log in again.`);
    }
    case 'messages': {
      need(rest, 0, 'messages [--limit N] [--offset N]');
      const query = new URLSearchParams({ limit: str('limit') ?? '20', offset: str('offset') ?? '0' });
      const answer = await call(base, token, 'GET', `/api/admin/contact-messages?${query}`);
      const messages = answer.messages as Array<{ id: number; username: string | null; email: string; subject: string; content: string; created_at: string }>;
      return print(answer, () =>
        messages.length === 0
          ? 'No contact messages.'
          : `${messages
              .map(
                (m) =>
                  `#${m.id}  ${m.created_at.replace('T', ' ').slice(0, 19)}  ${shown(m.email)}${m.username ? ` (${shown(m.username)})` : ''}\n  ${shown(m.subject)}\n  ${escapeControlCharacters(m.content, true).replace(/\n/g, '\n  ')}`,
              )
              .join('\n\n')}\n\n${messages.length} of ${String(answer.total)} messages`,
      );
    }
    case 'affiliates': {
      need(rest, 0, 'affiliates [--limit N] [--offset N]');
      const query = new URLSearchParams({ limit: str('limit') ?? '20', offset: str('offset') ?? '0' });
      const answer = await call(base, token, 'GET', `/api/admin/affiliate-applications?${query}`);
      const applications = answer.applications as Array<{ id: number; name: string; email: string; website: string; country: string; message: string; created_at: string }>;
      return print(answer, () =>
        applications.length === 0
          ? 'No affiliate applications.'
          : `${applications
              .map(
                (a) =>
                  `#${a.id}  ${a.created_at.replace('T', ' ').slice(0, 19)}  ${shown(a.name)} <${shown(a.email)}>  ${shown(a.country)}\n  ${shown(a.website)}\n  ${escapeControlCharacters(a.message, true).replace(/\n/g, '\n  ')}`,
              )
              .join('\n\n')}\n\n${applications.length} of ${String(answer.total)} applications`,
      );
    }
    case 'check': {
      need(rest, 0, 'check');
      const answer = await call(base, token, 'GET', '/api/admin/ledger-check');
      if (!answer.ok) process.exitCode = 1;
      const mismatches = answer.mismatches as Array<Record<string, string | number | null>>;
      return print(answer, () =>
        answer.ok
          ? `Ledger OK: ${String(answer.players_checked)} players, ${String(answer.entries_checked)} entries; every balance equals its ledger.`
          : `LEDGER MISMATCH:\n${table(mismatches.map((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, String(v ?? '-')]))))}`,
      );
    }
    case 'correct-result': {
      const [eventId = '', score = ''] = need(rest, 2, 'correct-result <event_id> <home>:<away>');
      const goals = /^(\d{1,3}):(\d{1,3})$/.exec(score);
      if (!/^\d{1,15}$/.test(eventId) || !goals) throw new UsageError('Usage: npm run accounts -- correct-result <event_id> <home>:<away>, e.g. correct-result 1000123 2:1');
      const answer = await call(base, token, 'POST', `/api/admin/events/${eventId}/correct`, { home_goals: Number(goals[1]), away_goals: Number(goals[2]) });
      return print(
        answer,
        () =>
          `Event ${String(answer.event_id)}: result ${String(answer.home_goals)}:${String(answer.away_goals)} (version ${String(answer.result_version)}); its tickets are settled from it.`,
      );
    }
    case 'cash-out': {
      const usage = 'cash-out [off|on all | off|on sport|event <id>]';
      const offList = (answer: Json) => {
        const off = answer.off as string[];
        return off.length === 0 ? 'Cash out is on everywhere.' : `Cash out is off for: ${off.map((k) => (k === 'all' ? 'every bet' : k.replace(':', ' '))).join(', ')}.`;
      };
      if (rest.length === 0) {
        const switches = await call(base, token, 'GET', '/api/admin/cash-out/switches');
        const stats = await call(base, token, 'GET', '/api/admin/cash-out/statistics');
        return print({ ...switches, statistics: stats }, () =>
          [
            offList(switches),
            `Cash outs: ${String(stats.cash_outs)} (${String(stats.full)} full, ${String(stats.partial)} partial, ${String(stats.automatic)} automatic); paid ${String(stats.paid)}, fair value ${String(stats.fair_value)}, margin earned ${String(stats.margin_earned)} (margin ${(Number(stats.margin_bp) / 100).toFixed(2)}%).`,
          ].join('\n'),
        );
      }
      const [turn = '', scope = '', ref] = rest;
      const valid =
        (turn === 'off' || turn === 'on') &&
        ((scope === 'all' && rest.length === 2) || ((scope === 'sport' || scope === 'event') && rest.length === 3 && /^\d{1,15}$/.test(ref ?? '')));
      if (!valid) throw new UsageError(`Usage: npm run accounts -- ${usage}, e.g. cash-out off sport 1`);
      const answer = await call(base, token, 'PUT', '/api/admin/cash-out/switches', { scope, ...(ref === undefined ? {} : { ref }), on: turn === 'on' });
      return print(answer, () => offList(answer));
    }
    case 'players-at-risk': {
      need(rest, 0, 'players-at-risk [--days N]');
      const query = new URLSearchParams(str('days') !== undefined ? { days: str('days')! } : {});
      const answer = await call(base, token, 'GET', `/api/admin/players-at-risk?${query}`);
      return print(answer, () => playersAtRiskText(answer));
    }
    case 'editors': {
      need(rest, 0, 'editors');
      const answer = await call(base, token, 'GET', '/api/admin/editors');
      const editors = answer.editors as Array<{ id: number; username: string; created_at: string }>;
      return print(answer, () =>
        editors.length === 0
          ? 'No content editors. Create one with: npm run accounts -- create-editor <username> <password>'
          : `${table(editors.map((e) => ({ id: String(e.id), username: shown(e.username), since: e.created_at.replace('T', ' ').slice(0, 19) })))}\n${editors.length} editor(s)`,
      );
    }
    case 'create-editor': {
      const [username = '', password = ''] = need(rest, 2, 'create-editor <username> <password>');
      const answer = await call(base, token, 'POST', '/api/admin/editors', { username, password });
      return print(answer, () => `Editor ${shown(String(answer.username))} created (id ${String(answer.id)}): they sign in at /editor.`);
    }
    case 'remove-editor': {
      const [username = ''] = need(rest, 1, 'remove-editor <username>');
      const answer = await call(base, token, 'DELETE', `/api/admin/editors/${encodeURIComponent(username)}`);
      return print(answer, () => `Editor ${shown(String(answer.username))} removed: their sign-ins have ended.`);
    }
    case 'acceptances': {
      const [page = ''] = need(rest, 1, 'acceptances <terms-and-conditions|responsible-gaming> [--version ID] [--limit N]');
      const query = new URLSearchParams({ page, limit: str('limit') ?? '500' });
      if (str('version') !== undefined) query.set('version_id', str('version')!);
      const answer = await call(base, token, 'GET', `/api/admin/content/acceptances?${query}`);
      const version = answer.version as { id: number; lang: string; version: number; published_at: string; material: boolean } | null;
      const accepted = answer.accepted as Array<{ player_id: number; username: string; version_id: number; accepted_at: string }>;
      const missing = answer.not_accepted as Array<{ player_id: number; username: string }>;
      return print(answer, () =>
        [
          version
            ? `${page}, version ${version.version} (${version.lang}, id ${version.id}, published ${version.published_at.replace('T', ' ').slice(0, 19)}${version.material ? ', material' : ''})`
            : `${page}: no version published`,
          `Accepted: ${String(answer.accepted_total)}`,
          accepted.length
            ? table(
                accepted.map((a) => ({
                  player: String(a.player_id),
                  username: shown(a.username),
                  'version id': String(a.version_id),
                  at: a.accepted_at.replace('T', ' ').slice(0, 19),
                })),
              )
            : '',
          `Not accepted: ${String(answer.not_accepted_total)}`,
          missing.length ? table(missing.map((m) => ({ player: String(m.player_id), username: shown(m.username) }))) : '',
        ]
          .filter((line) => line !== '')
          .join('\n'),
      );
    }
    default:
      throw new UsageError(`Unknown command "${command}". Run npm run accounts -- --help.`);
  }
}

// Last guard: whatever a line holds (a server message naming a player, --json, whose JSON
// leaves DEL and C1 raw), no control character but the line break reaches the terminal.
try {
  console.log(escapeControlCharacters(await run(process.argv.slice(2)), true));
} catch (err) {
  console.error(escapeControlCharacters(err instanceof Error ? err.message : String(err), true));
  process.exitCode = err instanceof UsageError ? 2 : 1;
}
