// The desktop sports list: checking a league shows the checked leagues' events (the form is
// submitted, the server renders the blocks), and "show all" / "show less" unfolds a sport's
// leagues beyond the first ten. Part of the shell script: as the menu's own inline script it
// cost each betting page about 300 gzipped bytes, in the shell about a third of that.
document.addEventListener('change', (event) => {
  const input = event.target instanceof HTMLInputElement ? event.target : null;
  const form = input?.closest<HTMLFormElement>('form[data-league-form]');
  if (form && input?.name === 'league') form.requestSubmit();
});

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-show-all]') : null;
  const list = button?.parentElement?.querySelector<HTMLElement>('[data-leagues]');
  if (!button || !list) return;
  // Handled: a tap kept before this script ran is not given again (early-taps.ts).
  event.preventDefault();
  const all = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(all));
  list.classList.toggle('all', all);
  button.textContent = (all ? button.dataset.labelLess : button.dataset.labelAll) ?? '';
});
