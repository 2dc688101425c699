// The blackjack game's page script. It lives in its own file because the site's Content-Security-Policy
// allows scripts from 'self' only, never inline.
import { start, t, money, toMinor, toMajor, playRound, act, setBalance, say, fail, stakeStepper, state, cardEl, sleep, mode } from './shared/game.js';
import { dealer as liveDealer } from './shared/dealer.js';

const $ = (id) => document.getElementById(id);
const buttons = { deal: $('deal'), hit: $('hit'), stand: $('stand'), double: $('double') };
let round = null;
let shown = { player: 0, dealer: 0 };

const RESULT = { blackjack: 'blackjack', win: 'youWin', push: 'push', lose: 'noWin', bust: 'bust', dealer_blackjack: 'dealerBlackjack' };

async function draw(view) {
  const o = view.outcome;
  // New cards slide in one by one; a revealed hole card replaces the face-down one.
  const dealerEl = $('dealer');
  if (dealerEl.querySelector('.back') && o.dealer[1] !== null) {
    dealerEl.innerHTML = '';
    shown.dealer = 0;
  }
  const steps = [];
  for (let i = shown.player; i < o.player.length; i++) steps.push(['player', o.player[i]]);
  for (let i = shown.dealer; i < o.dealer.length; i++) steps.push(['dealer', o.dealer[i]]);
  for (const [who, card] of steps) {
    $(who).append(cardEl(card));
    await sleep(260);
  }
  shown = { player: o.player.length, dealer: o.dealer.length };
  $('player-total').textContent = o.player_total;
  $('dealer-total').textContent = o.dealer_total;
}

function controls(view) {
  const open = view && view.status === 'open';
  const allowed = open ? view.outcome.actions : [];
  buttons.deal.disabled = open;
  $('stake-down').disabled = open;
  $('stake-up').disabled = open;
  for (const a of ['hit', 'stand', 'double']) buttons[a].disabled = !allowed.includes(a);
}

async function show(view) {
  round = view;
  $('spot').textContent = money(toMinor(view.bet));
  await draw(view);
  setBalance(toMinor(view.balance));
  if (view.status === 'settled') {
    const won = toMinor(view.win);
    const key = RESULT[view.outcome.result] ?? 'noWin';
    $('banner').textContent = key === 'youWin' ? t('youWin', { amount: money(won) }) : t(key);
    say(won > 0 ? t('youWin', { amount: money(won) }) : t(key), won > 0 ? 'win' : 'info');
  }
  controls(view);
}

async function deal() {
  buttons.deal.disabled = true;
  $('dealer').innerHTML = '';
  $('player').innerHTML = '';
  $('banner').textContent = '';
  $('player-total').textContent = '';
  $('dealer-total').textContent = '';
  shown = { player: 0, dealer: 0 };
  say('');
  try {
    await show(await playRound({ bet: toMajor(state.stake) }));
  } catch (err) {
    fail(err);
    controls(round && round.status === 'open' ? round : null);
  }
}

async function decide(action) {
  Object.values(buttons).forEach((b) => (b.disabled = true));
  try {
    await show(await act(round.round_id, action));
  } catch (err) {
    fail(err);
    controls(round);
  }
}

start('blackjack', async (info) => {
  if (mode === 'live') liveDealer(info.game.name, t);
  state.stake = 500;
  stakeStepper((stake) => ($('spot').textContent = money(stake)));
  buttons.deal.addEventListener('click', deal);
  for (const a of ['hit', 'stand', 'double']) buttons[a].addEventListener('click', () => decide(a));
  // An unfinished hand comes back first; Deal stays off until it is shown. (The page starts with
  // every action off, so that no click lands before the session is read and these listeners wired.)
  controls(info.open_round);
  if (info.open_round) await show(info.open_round);
});
