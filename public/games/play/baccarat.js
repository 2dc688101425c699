// The baccarat game's page script. It lives in its own file because the site's Content-Security-Policy
// allows scripts from 'self' only, never inline.
import { start, t, money, toMinor, toMajor, playRound, setBalance, say, fail, chipRack, state, cardEl, sleep } from './shared/game.js';
import { dealer, countdown } from './shared/dealer.js';

const $ = (id) => document.getElementById(id);
let bets = {};
let last = {};
let open = true;
let chip = () => 100;
const total = () => Object.values(bets).reduce((s, v) => s + v, 0);
function render() {
  document.querySelectorAll('.bet-spot').forEach((el) => {
    el.querySelector('.stack')?.remove();
    const amount = bets[el.dataset.side];
    if (amount) {
      const s = document.createElement('span');
      s.className = 'stack';
      s.textContent = money(amount);
      el.append(s);
    }
  });
}
document.querySelectorAll('.bet-spot').forEach((el) =>
  el.addEventListener('click', () => {
    if (!open) return;
    if (total() + chip() > state.limits.max) return say(t('bet_too_large', { max: money(state.limits.max) }), 'error');
    bets[el.dataset.side] = (bets[el.dataset.side] ?? 0) + chip();
    say('');
    render();
  }),
);
$('clear').addEventListener('click', () => {
  if (open) {
    bets = {};
    render();
  }
});
$('rebet').addEventListener('click', () => {
  if (open) {
    bets = { ...last };
    render();
  }
});

function road(winner) {
  const i = document.createElement('i');
  i.className = winner;
  i.textContent = t(winner)[0];
  $('road').append(i);
  while ($('road').children.length > 90) $('road').firstElementChild.remove();
}

async function coup() {
  const placed = Object.entries(bets).map(([side, amount]) => ({ side, amount: toMajor(amount) }));
  const stake = total();
  const round = await playRound({ bets: placed });
  setBalance(state.balance - stake);
  const o = round.outcome;
  for (const id of ['player-hand', 'banker-hand']) $(id).innerHTML = '';
  document.querySelectorAll('.won').forEach((el) => el.classList.remove('won'));
  const order = [
    ['player', o.player[0]],
    ['banker', o.banker[0]],
    ['player', o.player[1]],
    ['banker', o.banker[1]],
  ];
  if (o.player[2] !== undefined) order.push(['player', o.player[2]]);
  if (o.banker[2] !== undefined) order.push(['banker', o.banker[2]]);
  for (const [side, card] of order) {
    $(`${side}-hand`).append(cardEl(card));
    await sleep(600);
  }
  $('player-total').textContent = o.player_total;
  $('banker-total').textContent = o.banker_total;
  if (o.winner !== 'tie') $(`side-${o.winner}`).classList.add('won');
  document.querySelector(`.bet-spot[data-side="${o.winner}"]`).classList.add('won');
  road(o.winner);
  setBalance(toMinor(round.balance));
  const won = toMinor(round.win);
  say(`${t(o.winner)} ${o.player_total}:${o.banker_total} · ${won > 0 ? t('youWin', { amount: money(won) }) : t('noWin')}`, won > 0 ? 'win' : 'info');
  last = bets;
  bets = {};
  render();
}

start('baccarat', async (info) => {
  chip = chipRack();
  const d = dealer(info.game.name, t);
  const seconds = info.game.name.toLowerCase().includes('speed') ? 8 : 15;
  for (;;) {
    if (document.body.classList.contains('is-ended')) return;
    open = true;
    if (!$('message').dataset.kind || $('message').dataset.kind === 'info') say(t('placeBets'));
    await countdown(seconds, (s) => d.show(t('nextRound', { s })));
    open = false;
    d.show(t('noMoreBets'));
    if (total() === 0) {
      say(t('waiting'));
      await sleep(1000);
      continue;
    }
    try {
      await coup();
    } catch (err) {
      fail(err);
    }
    await sleep(3000);
  }
});
