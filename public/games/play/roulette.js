// The roulette game's page script. It lives in its own file because the site's Content-Security-Policy
// allows scripts from 'self' only, never inline.
import { start, t, money, toMinor, toMajor, playRound, setBalance, say, fail, chipRack, state, sleep, mode } from './shared/game.js';
import { dealer, countdown } from './shared/dealer.js';

// The European wheel, clockwise from zero (the server decides the number; this only draws it).
const ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const colour = (n) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
const wheel = document.getElementById('wheel');
const seg = 360 / 37;
let svg = '<circle r="108" fill="#5d3a1a"/><circle r="100" fill="#2b1a0b"/>';
ORDER.forEach((n, i) => {
  const a0 = (((i - 0.5) * seg - 90) * Math.PI) / 180,
    a1 = (((i + 0.5) * seg - 90) * Math.PI) / 180;
  const p = (r, a) => `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  const fill = { green: '#0a8f4e', red: '#c1121f', black: '#141414' }[colour(n)];
  svg += `<path d="M${p(98, a0)} A98 98 0 0 1 ${p(98, a1)} L${p(62, a1)} A62 62 0 0 0 ${p(62, a0)}Z" fill="${fill}" stroke="#d4af37" stroke-width=".6"/>`;
  const am = ((i * seg - 90) * Math.PI) / 180;
  svg += `<text x="${(86 * Math.cos(am)).toFixed(2)}" y="${(86 * Math.sin(am)).toFixed(2)}" fill="#fff" font-size="8" font-weight="700" text-anchor="middle" dominant-baseline="middle" transform="rotate(${i * seg} ${(86 * Math.cos(am)).toFixed(2)} ${(86 * Math.sin(am)).toFixed(2)})">${n}</text>`;
});
svg += '<circle r="62" fill="#6b4423" stroke="#d4af37" stroke-width="2"/><circle r="24" fill="#d4af37"/>';
wheel.innerHTML = svg;
let turn = 0;
function spinTo(n) {
  const i = ORDER.indexOf(n);
  turn += 360 * 5 + (360 - (((turn % 360) + i * seg) % 360));
  wheel.style.transform = `rotate(${turn}deg)`;
}

const board = document.getElementById('board');
const spots = new Map();
function addSpot(key, bet, label, cls, style) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `spot ${cls ?? ''}`;
  b.textContent = label;
  if (style) Object.assign(b.style, style);
  b.addEventListener('click', () => place(key, bet));
  board.append(b);
  spots.set(key, { el: b, bet });
}
addSpot('s0', { type: 'straight', value: 0 }, '0', 'green zero');
for (let row = 0; row < 3; row++) {
  for (let col = 0; col < 12; col++) {
    const n = col * 3 + (3 - row);
    addSpot(`s${n}`, { type: 'straight', value: n }, String(n), colour(n), { gridRow: String(row + 1), gridColumn: String(col + 2) });
  }
  addSpot(`c${3 - row}`, { type: 'column', value: 3 - row }, t('column'), '', { gridRow: String(row + 1), gridColumn: '14' });
}
for (let d = 1; d <= 3; d++) addSpot(`d${d}`, { type: 'dozen', value: d }, t('dozen', { n: d }), '', { gridRow: '4', gridColumn: `${(d - 1) * 4 + 2} / span 4` });
['low', 'even', 'red', 'black', 'odd', 'high'].forEach((type, i) =>
  addSpot(type, { type }, t(type), type === 'red' ? 'red' : type === 'black' ? 'black' : '', { gridRow: '5', gridColumn: `${i * 2 + 2} / span 2` }),
);

let bets = new Map();
let lastBets = new Map();
let busy = false;
let chip = () => 100;
const total = () => [...bets.values()].reduce((s, b) => s + b.amount, 0);
function render() {
  for (const [key, { el }] of spots) {
    el.querySelector('.stack')?.remove();
    const b = bets.get(key);
    if (b) {
      const s = document.createElement('span');
      s.className = 'stack';
      s.textContent = b.amount >= 100 ? String(b.amount / 100) : toMajor(b.amount);
      el.append(s);
    }
  }
  document.getElementById('total').textContent = `${t('bet')}: ${money(total())}`;
}
function place(key, bet) {
  if (busy) return;
  const value = chip();
  if (total() + value > state.limits.max) return say(t('bet_too_large', { max: money(state.limits.max) }), 'error');
  const cur = bets.get(key);
  bets.set(key, { ...bet, amount: (cur?.amount ?? 0) + value });
  say('');
  render();
}
document.getElementById('clear').addEventListener('click', () => {
  if (!busy) {
    bets = new Map();
    render();
  }
});
document.getElementById('rebet').addEventListener('click', () => {
  if (!busy) {
    bets = new Map(lastBets);
    render();
  }
});

const history = document.getElementById('history');
function remember(n) {
  const b = document.createElement('b');
  b.className = colour(n);
  b.textContent = n;
  history.querySelector('span').after(b);
  while (history.querySelectorAll('b').length > 12) history.querySelector('b:last-of-type').remove();
}

async function spin() {
  if (busy || bets.size === 0) return false;
  busy = true;
  document.querySelectorAll('.spot.win').forEach((el) => el.classList.remove('win'));
  const spinButton = document.getElementById('spin');
  spinButton.disabled = true;
  const stake = total();
  try {
    const round = await playRound({
      bets: [...bets.values()].map((b) => ({ type: b.type, ...(b.value !== undefined ? { value: b.value } : {}), amount: toMajor(b.amount) })),
    });
    setBalance(state.balance - stake);
    const n = round.outcome.number;
    const result = document.getElementById('result');
    result.textContent = '';
    result.dataset.colour = '';
    spinTo(n);
    await sleep(4600);
    result.textContent = n;
    result.dataset.colour = round.outcome.colour;
    remember(n);
    spots.get(`s${n}`).el.classList.add('win');
    setBalance(toMinor(round.balance));
    const won = toMinor(round.win);
    say(won > 0 ? t('youWin', { amount: money(won) }) : t('noWin'), won > 0 ? 'win' : 'info');
    lastBets = bets;
    bets = new Map();
    render();
  } catch (err) {
    fail(err);
  } finally {
    busy = false;
    spinButton.disabled = document.body.classList.contains('is-ended');
  }
  return true;
}

start('roulette', async (info) => {
  chip = chipRack();
  render();
  document.getElementById('spin').addEventListener('click', () => (bets.size === 0 ? say(t('placeBets'), 'error') : spin()));
  // The page starts with Spin off: a click before the session is read and this listener wired would be lost.
  document.getElementById('spin').disabled = false;
  if (mode === 'table') return;
  // Live and auto tables spin on a clock: bets close when the timer runs out.
  const d = dealer(info.game.name, t, mode === 'auto');
  const seconds = mode === 'auto' ? 10 : 15;
  for (;;) {
    if (document.body.classList.contains('is-ended')) return;
    say(t('placeBets'));
    await countdown(seconds, (s) => d.show(t('nextRound', { s })));
    d.show(t('noMoreBets'));
    if (!(await spin())) {
      say(t('waiting'));
      await sleep(1200);
    } else {
      await sleep(2500);
    }
  }
});
