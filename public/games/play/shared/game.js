// The demo games' shared frame: reads the session from the URL, talks to the game server
// with the session token (never the player's access token), shows the balance, the stake
// selector and messages, and closes the frame through the parent page.
import { TEXTS } from './i18n.js';

const params = new URLSearchParams(location.search);
export const session = params.get('session') ?? '';
export const lang = TEXTS[params.get('lang')] ? params.get('lang') : 'en';
export const mode = ['live', 'auto'].includes(params.get('mode')) ? params.get('mode') : 'table';
document.documentElement.lang = lang;
// Framed by the site, whose header already names the game and closes it (frame=site): no bar of our own.
if (params.get('frame') === 'site') document.documentElement.dataset.frame = 'site';

/** A text of the page's language with {name} placeholders filled. */
export function t(key, vars = {}) {
  const text = TEXTS[lang][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

const LOCALES = { en: 'en-GB', de: 'de-DE', sr: 'sr-Latn-RS' };
let currency = 'EUR';
/** Minor units to "1,234.50 EUR" in the page's language. */
export function money(minor) {
  const n = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return `${n} ${currency}`;
}
export const toMinor = (major) => Math.round(Number(major) * 100);
export const toMajor = (minor) => (minor / 100).toFixed(2);

export class GameError extends Error {
  constructor(code, message, details) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

async function request(path, body) {
  const init = { method: body === undefined ? 'GET' : 'POST', headers: { Authorization: `Bearer ${session}` } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(`/api/${path}`, init);
  } catch {
    throw new GameError('network', t('network'));
  }
  const data = await res.json().catch(() => ({}));
  if (!res.ok) {
    const code = data?.error?.code ?? 'error';
    throw new GameError(code, data?.error?.message ?? t('error'), data?.error?.details);
  }
  return data;
}

/** Plays a round; a lost answer is retried once with the same key, which the server answers with the same round. */
export async function playRound(body) {
  const idempotency_key = crypto.randomUUID();
  try {
    return await request('casino/rounds', { ...body, idempotency_key });
  } catch (err) {
    if (err.code !== 'network') throw err;
    return request('casino/rounds', { ...body, idempotency_key });
  }
}
export const act = (roundId, action) => request(`casino/rounds/${roundId}/actions`, { action });

const STAKES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
export const state = { balance: 0, limits: { min: 10, max: 10000 }, chips: [10, 50, 100, 500, 1000, 2500], info: null, stake: 100 };

const $ = (sel) => document.querySelector(sel);

export function setBalance(minor) {
  state.balance = minor;
  const el = $('#balance');
  if (el) el.textContent = money(minor);
}

/** Shows a message under the stage; kind is info, win or error. */
export function say(text, kind = 'info') {
  const el = $('#message');
  if (!el) return;
  el.textContent = text;
  el.dataset.kind = kind;
}

/** The message for a refused call. */
export function explain(err) {
  if (err instanceof GameError) {
    if (err.code === 'bet_too_small') return t('bet_too_small', { min: money(state.limits.min) });
    if (err.code === 'bet_too_large') return t('bet_too_large', { max: money(state.limits.max) });
    if (err.code === 'stake_limit_reached') return t('stake_limit_reached', { remaining: money(toMinor(err.details?.remaining ?? 0)) });
    if (err.code === 'loss_limit_reached') return t('loss_limit_reached', { remaining: money(toMinor(err.details?.remaining ?? 0)) });
    if (TEXTS.en[err.code]) return t(err.code);
    return err.message;
  }
  return t('error');
}

export function fail(err) {
  say(explain(err), 'error');
  if (err instanceof GameError && ['session_expired', 'account_locked', 'unauthorized'].includes(err.code)) {
    document.body.classList.add('is-ended');
    document.querySelectorAll('button:not(.close)').forEach((b) => (b.disabled = true));
  }
}

/** Wires the stake stepper (#stake-down, #stake, #stake-up) within the bounds. */
export function stakeStepper(onChange = () => {}) {
  const allowed = () => STAKES.filter((s) => s >= state.limits.min && s <= state.limits.max);
  const show = () => {
    $('#stake').textContent = money(state.stake);
    onChange(state.stake);
  };
  const step = (dir) => {
    const list = allowed();
    const i = list.indexOf(state.stake);
    state.stake = list[Math.min(list.length - 1, Math.max(0, (i < 0 ? 3 : i) + dir))];
    show();
  };
  $('#stake-down').addEventListener('click', () => step(-1));
  $('#stake-up').addEventListener('click', () => step(1));
  show();
}

/** Wires a chip rack (#chips) and returns the selected chip value getter. */
export function chipRack() {
  const rack = $('#chips');
  let selected = state.chips[1] ?? state.chips[0];
  const render = () => {
    rack.innerHTML = '';
    state.chips.forEach((value, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `chip chip-${i}`;
      b.textContent = value >= 100 ? String(value / 100) : toMajor(value).replace(/^0/, '');
      b.setAttribute('aria-pressed', String(value === selected));
      b.setAttribute('aria-label', `${t('chip')} ${money(value)}`);
      b.addEventListener('click', () => {
        selected = value;
        render();
      });
      rack.append(b);
    });
  };
  render();
  return () => selected;
}

/** Starts the page: reads the session, fills the header, and hands the session to the game. */
export async function start(kind, run) {
  document.body.dataset.mode = mode;
  $('#close').addEventListener('click', () => window.parent.postMessage('closeFrame', location.origin));
  $('#close').setAttribute('aria-label', t('close'));
  document.querySelectorAll('[data-t]').forEach((el) => (el.textContent = t(el.dataset.t)));
  say(t('loading'));
  try {
    const info = await request('casino/session');
    if (info.game.kind !== kind) throw new GameError('session_expired', t('session_expired'));
    currency = info.currency;
    state.info = info;
    state.limits = { min: toMinor(info.limits.min), max: toMinor(info.limits.max) };
    state.chips = info.limits.chips.map(toMinor);
    document.title = info.game.name;
    $('#game-name').textContent = info.game.name;
    $('#provider').textContent = info.game.provider;
    if (info.game.rtp && $('#rtp')) $('#rtp').textContent = t('rtp', { rtp: info.game.rtp });
    setBalance(toMinor(info.balance));
    say('');
    document.body.classList.add('is-ready');
    await run(info);
  } catch (err) {
    fail(err);
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A playing card element from a card id 0..51 (null: face down). */
export function cardEl(card) {
  const el = document.createElement('div');
  el.className = 'card';
  if (card === null || card === undefined) {
    el.classList.add('back');
    return el;
  }
  const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][card % 13];
  const suit = Math.floor(card / 13);
  el.classList.add(suit === 1 || suit === 2 ? 'red' : 'black');
  const s = '♠♥♦♣'[suit];
  el.innerHTML = `<span class="corner">${rank}<br>${s}</span><span class="pip">${s}</span><span class="corner bottom">${rank}<br>${s}</span>`;
  return el;
}
