// Slot symbol art as inline SVG, drawn for these games.
export const SYMBOLS = {
  cherry:
    '<svg viewBox="0 0 64 64"><path d="M32 8c-4 10-12 18-18 26M32 8c2 10 8 18 16 24" stroke="#2e7d32" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M32 8c6-4 14-2 16 2-6 3-12 2-16-2z" fill="#43a047"/><circle cx="18" cy="42" r="12" fill="#e53935"/><circle cx="46" cy="40" r="12" fill="#c62828"/><circle cx="14" cy="38" r="3" fill="#ffcdd2"/><circle cx="42" cy="36" r="3" fill="#ffcdd2"/></svg>',
  lemon:
    '<svg viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="18" fill="#fdd835"/><ellipse cx="32" cy="34" rx="24" ry="18" fill="none" stroke="#f9a825" stroke-width="3"/><path d="M8 34l-4-3M56 34l4-3" stroke="#f9a825" stroke-width="4" stroke-linecap="round"/><ellipse cx="24" cy="28" rx="8" ry="4" fill="#fff59d"/></svg>',
  plum: '<svg viewBox="0 0 64 64"><circle cx="32" cy="36" r="20" fill="#7b1fa2"/><path d="M32 18c0 8 0 30 0 36" stroke="#4a148c" stroke-width="2"/><path d="M32 16c4-8 12-10 16-8-2 6-10 10-16 8z" fill="#66bb6a"/><circle cx="24" cy="30" r="5" fill="#ce93d8"/></svg>',
  bell: '<svg viewBox="0 0 64 64"><path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30c0-12-6-22-18-22z" fill="#ffb300" stroke="#e65100" stroke-width="2"/><circle cx="32" cy="52" r="6" fill="#e65100"/><path d="M22 22c2-6 6-8 10-8" stroke="#fff3c4" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
  clover:
    '<svg viewBox="0 0 64 64"><g fill="#2e7d32"><circle cx="32" cy="18" r="11"/><circle cx="18" cy="32" r="11"/><circle cx="46" cy="32" r="11"/><circle cx="32" cy="44" r="11"/></g><g fill="#66bb6a"><circle cx="32" cy="18" r="6"/><circle cx="18" cy="32" r="6"/><circle cx="46" cy="32" r="6"/><circle cx="32" cy="44" r="6"/></g><path d="M32 44l6 16" stroke="#1b5e20" stroke-width="4" stroke-linecap="round"/></svg>',
  star: '<svg viewBox="0 0 64 64"><path d="M32 4l8 18 20 2-15 13 5 20-18-10-18 10 5-20L4 24l20-2z" fill="#ffd600" stroke="#ff8f00" stroke-width="3" stroke-linejoin="round"/><path d="M32 14l4 10" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>',
  seven:
    '<svg viewBox="0 0 64 64"><text x="32" y="52" text-anchor="middle" font-family="Georgia, serif" font-size="56" font-weight="900" fill="#d50000" stroke="#ffeb3b" stroke-width="3" paint-order="stroke">7</text></svg>',
};
export const SYMBOL_NAMES = Object.keys(SYMBOLS);
