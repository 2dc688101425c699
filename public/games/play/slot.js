// The slot game's page script. It lives in its own file because the site's Content-Security-Policy
// allows scripts from 'self' only, never inline.
import { start, t, money, toMinor, toMajor, playRound, setBalance, say, fail, stakeStepper, state, sleep } from './shared/game.js';
import { SYMBOLS, SYMBOL_NAMES } from './shared/symbols.js';

const win = document.getElementById('window');
const reels = [];
const random = () => SYMBOL_NAMES[Math.floor(Math.random() * SYMBOL_NAMES.length)];
for (let r = 0; r < 5; r++) {
  const reel = document.createElement('div');
  reel.className = 'reel';
  const cells = [];
  for (let row = 0; row < 3; row++) {
    const c = document.createElement('div');
    c.className = 'cell';
    c.innerHTML = SYMBOLS[random()];
    reel.append(c);
    cells.push(c);
  }
  win.append(reel);
  reels.push({ reel, cells });
}

start('slot', (info) => {
  document.getElementById('marquee').textContent = info.game.name;
  const paylines = info.rules.paylines;
  document.getElementById('lines-note').textContent = t('lines', { n: paylines.length });
  const pays = document.getElementById('pays');
  for (const name of [...SYMBOL_NAMES].reverse()) {
    const [p3, p4, p5] = info.rules.paytable[name];
    const el = document.createElement('div');
    el.className = 'pay';
    el.innerHTML = `${SYMBOLS[name]}<span>5× ${p5}<br>4× ${p4}<br>3× ${p3}</span>`;
    pays.append(el);
  }
  state.stake = 100;
  stakeStepper();
  const button = document.getElementById('spin');
  const winsEl = document.getElementById('wins');
  button.addEventListener('click', async () => {
    button.disabled = true;
    winsEl.innerHTML = '';
    say('');
    reels.forEach(({ cells }) => cells.forEach((c) => c.classList.remove('hit')));
    reels.forEach(({ reel }) => reel.classList.add('spinning'));
    const shuffle = setInterval(() => reels.forEach(({ reel, cells }) => reel.classList.contains('spinning') && cells.forEach((c) => (c.innerHTML = SYMBOLS[random()]))), 90);
    try {
      setBalance(state.balance - state.stake);
      const [round] = await Promise.all([playRound({ bet: toMajor(state.stake) }), sleep(700)]);
      const grid = round.outcome.grid;
      for (let r = 0; r < 5; r++) {
        await sleep(180);
        reels[r].reel.classList.remove('spinning');
        grid[r].forEach((sym, row) => (reels[r].cells[row].innerHTML = SYMBOLS[sym]));
      }
      clearInterval(shuffle);
      for (const line of round.outcome.lines) {
        for (let r = 0; r < line.count; r++) reels[r].cells[paylines[line.line][r]].classList.add('hit');
        const chip = document.createElement('span');
        chip.textContent = `#${line.line + 1} · ${line.count}× · ${money(line.win)}`;
        winsEl.append(chip);
      }
      setBalance(toMinor(round.balance));
      const won = toMinor(round.win);
      say(won > 0 ? t('youWin', { amount: money(won) }) : t('noWin'), won > 0 ? 'win' : 'info');
    } catch (err) {
      clearInterval(shuffle);
      reels.forEach(({ reel }) => reel.classList.remove('spinning'));
      setBalance(state.balance + state.stake);
      fail(err);
    } finally {
      if (!document.body.classList.contains('is-ended')) button.disabled = false;
    }
  });
  // The page starts with Spin off: a click before the session is read and this listener wired would be lost.
  button.disabled = false;
});
