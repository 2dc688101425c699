// The crash game's page script. It lives in its own file because the site's Content-Security-Policy
// allows scripts from 'self' only, never inline.
import { start, t, money, toMinor, toMajor, playRound, setBalance, say, fail, stakeStepper, state, sleep } from './shared/game.js';

const $ = (id) => document.getElementById(id);
let auto = false;
let busy = false;
const x = (m) => `${(m / 100).toFixed(2)}×`;

// The multiplier grows exponentially with time, as crash games show it: m(t) = e^(0.18 t).
const timeFor = (point) => Math.log(point / 100) / 0.18;

async function fly(point, target) {
  const sky = $('sky');
  sky.classList.remove('crashed', 'cashed');
  $('note').textContent = '';
  const duration = Math.min(timeFor(point), 9) * 1000;
  const scale = Math.max(timeFor(point), 1);
  const started = performance.now();
  const pts = [];
  return new Promise((resolve) => {
    function frame(now) {
      const elapsed = Math.min(now - started, duration);
      const k = duration === 0 ? 1 : elapsed / duration;
      const tSim = k * timeFor(point);
      const m = Math.min(point, Math.floor(100 * Math.exp(0.18 * tSim)));
      $('multiplier').textContent = x(m);
      const px = 8 + (tSim / scale) * 140;
      const py = 84 - Math.min(1, Math.log(m / 100) / Math.log(Math.max(point, 120) / 100)) * 70;
      pts.push(`${px.toFixed(1)} ${py.toFixed(1)}`);
      $('trail').setAttribute('d', `M8 84 L${pts.join(' L')}`);
      $('area').setAttribute('d', `M8 84 L${pts.join(' L')} L${px.toFixed(1)} 84 Z`);
      $('rocket').setAttribute('transform', `translate(${px.toFixed(1)} ${py.toFixed(1)}) rotate(-30)`);
      if (m >= target && !sky.classList.contains('cashed')) {
        sky.classList.add('cashed');
        $('note').textContent = t('cashedOut', { x: x(target) });
      }
      if (elapsed < duration) requestAnimationFrame(frame);
      else {
        sky.classList.remove('cashed');
        sky.classList.add('crashed');
        $('multiplier').textContent = x(point);
        $('note').textContent = t('crashed', { x: x(point) }) + (point >= target ? ` · ${t('cashedOut', { x: x(target) })}` : '');
        resolve();
      }
    }
    requestAnimationFrame(frame);
  });
}

function remember(point) {
  const s = document.createElement('span');
  s.className = point >= 200 ? 'high' : 'low';
  s.textContent = x(point);
  $('points').prepend(s);
  while ($('points').children.length > 14) $('points').lastElementChild.remove();
}

function readTarget() {
  const v = Math.round(Number(String($('target').value).replace(',', '.')) * 100);
  if (!Number.isInteger(v) || v < 101 || v > 100000) return null;
  return v;
}

async function round() {
  const target = readTarget();
  if (target === null) {
    say(t('target') + ': 1.01 – 1000.00', 'error');
    return false;
  }
  busy = true;
  $('play').disabled = true;
  try {
    const r = await playRound({ bet: toMajor(state.stake), target: (target / 100).toFixed(2) });
    setBalance(state.balance - state.stake);
    say('');
    await fly(r.outcome.crash_point, target);
    remember(r.outcome.crash_point);
    setBalance(toMinor(r.balance));
    const won = toMinor(r.win);
    say(won > 0 ? t('youWin', { amount: money(won) }) : t('noWin'), won > 0 ? 'win' : 'info');
    return true;
  } catch (err) {
    fail(err);
    return false;
  } finally {
    busy = false;
    $('play').disabled = document.body.classList.contains('is-ended') || auto;
  }
}

function setAuto(on) {
  auto = on;
  $('auto').setAttribute('aria-pressed', String(on));
  $('auto').textContent = t(on ? 'autoStop' : 'autoStart');
  $('play').disabled = on || busy;
}

start('crash', () => {
  state.stake = 100;
  stakeStepper();
  $('play').addEventListener('click', () => !busy && round());
  $('auto').addEventListener('click', async () => {
    if (auto) return setAuto(false);
    setAuto(true);
    // Auto play: a round after another, each cashing out at the target, until stopped or refused.
    while (auto) {
      if (!busy && !(await round())) setAuto(false);
      if (auto) await sleep(1500);
    }
  });
  // The page starts with Play and Auto off: a click before the session is read and these listeners wired would be lost.
  $('play').disabled = false;
  $('auto').disabled = false;
});
