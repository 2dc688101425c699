// The offline page's way back (docs/app.md): "Try again", or the network coming back, loads
// the page the player asked for (the offline page stands at its address).
const retry = () => location.reload();
document.querySelector('[data-retry]')?.addEventListener('click', retry);
addEventListener('online', retry);
