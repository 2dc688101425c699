// Original line icons per sport on a 24px grid (stroke-drawn), so every sport in a list is
// recognisable at a glance; sports without their own drawing share the generic one.

const BALL = '<circle cx="12" cy="12" r="9"/><path d="m12 7.5 4 3-1.5 4.5h-5L8 10.5z"/><path d="M12 3v4.5M16 10.5l4.5-1.5M14.5 15l2.5 4M9.5 15 7 19M8 10.5 3.5 9"/>';
const RACKET = '<ellipse cx="10" cy="9" rx="6" ry="6.5" transform="rotate(-45 10 9)"/><path d="m14.2 13.6 6 6.2M7 6l6 6M6 9.5l4.5 4.5M10 5.5l4.5 4.5"/>';
const OVAL = '<ellipse cx="12" cy="12" rx="9.5" ry="5.5" transform="rotate(-35 12 12)"/><path d="m9 15 6-6M10.5 10.5l1.5 1.5M12 9l1.5 1.5M9 12l1.5 1.5"/>';
const CAR = '<path d="M3 16v-3l2-4h9l4 4h3v3z"/><circle cx="7" cy="16.5" r="2"/><circle cx="17" cy="16.5" r="2"/><path d="M8 9v4M3 13h18"/>';
const BIKE = '<circle cx="6" cy="16" r="3.5"/><circle cx="18" cy="16" r="3.5"/><path d="m6 16 4-7h5l3 7M10 9l3 7h-7M14 6h3"/>';
const SKI = '<circle cx="15" cy="5" r="2"/><path d="m4 20 16-6M8 13l4-4 3 3 3-1M12 9l-2 6"/>';
const GLOVE = '<path d="M7 11V7a4 4 0 0 1 4-4h3a4 4 0 0 1 4 4v6a5 5 0 0 1-5 5H9v3h8v-3"/><path d="M7 11a2 2 0 0 0 0 4h3M11 8h5"/>';
const TARGET = '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5"/><circle cx="12" cy="12" r="1.5"/>';
const STICK = '<path d="M14 3 8 17c-.6 1.6-2.5 2.4-4 1.6"/><circle cx="17" cy="18" r="2"/>';
const GENERIC = '<path d="M8 4h8v5a4 4 0 0 1-8 0z"/><path d="M8 6H4c0 3 1.5 5 4 5M16 6h4c0 3-1.5 5-4 5M12 13v4M8 21h8M9 17h6"/>';

const ICONS: Readonly<Record<number, string>> = {
  1: BALL,
  83: BALL,
  13: RACKET,
  107: RACKET,
  94: '<path d="M12 21a2.5 2.5 0 0 1-2.5-2.5V16h5v2.5A2.5 2.5 0 0 1 12 21z"/><path d="M9.5 16 6 4h12l-3.5 12M12 4v12M9 4l1.5 12M15 4l-1.5 12"/>',
  17: '<ellipse cx="12" cy="17" rx="7" ry="2.5"/><path d="M5 17v-2.5C5 13 8 12 12 12s7 1 7 2.5V17"/><path d="M16 3 12 10"/>',
  18: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3v18M5.6 5.6c3 2.4 3 10.4 0 12.8M18.4 5.6c-3 2.4-3 10.4 0 12.8"/>',
  78: '<circle cx="12" cy="12" r="9"/><path d="M12 3c-2 3-2 6 0 9s2 6 0 9M3.5 9c3 1 5.5 1 8.5 3s5.5 2 8.5 3"/>',
  91: '<circle cx="12" cy="12" r="9"/><path d="M12 3c0 5 2.5 8 8 10M12 12c-4 2-6 5-6.5 7.5M12 12c-4-2-6.5-2-9 0"/>',
  110: '<circle cx="12" cy="10" r="6.5"/><path d="M6 10c2-1.5 10-1.5 12 0M12 3.5v13M2 20c2-1.3 3.3-1.3 5 0s3.3 1.3 5 0 3.3-1.3 5 0 3.3 1.3 5 0"/>',
  15: TARGET,
  42: TARGET,
  27: CAR,
  10: CAR,
  28: CAR,
  24: '<circle cx="6" cy="16" r="3.5"/><circle cx="18" cy="16" r="3.5"/><path d="m6 16 5-5h4l3 5M11 11l-1-3H7M15 11l1-3h3"/>',
  38: BIKE,
  16: '<circle cx="12" cy="12" r="9"/><path d="M7 4.5c2 2 2 13 0 15M17 4.5c-2 2-2 13 0 15"/>',
  12: OVAL,
  8: OVAL,
  36: OVAL,
  40: SKI,
  41: SKI,
  14: '<circle cx="8" cy="15" r="4"/><circle cx="16.5" cy="8.5" r="2.5"/><path d="m20 3-6.5 6"/>',
  7: '<path d="M9 21V3l8 3.5L9 10"/><ellipse cx="9" cy="21" rx="5" ry="1"/>',
  9: GLOVE,
  162: GLOVE,
  92: '<circle cx="10" cy="10" r="6.5"/><path d="m14.5 14.5 5 5"/><circle cx="19" cy="6" r="1.8"/>',
  3: '<path d="m4 20 3 1 10-13-3-2z"/><path d="m15 7 4-4"/><circle cx="18.5" cy="16.5" r="2"/>',
  90: STICK,
  66: '<circle cx="12" cy="13" r="7"/><circle cx="12" cy="13" r="2.5"/><circle cx="19.5" cy="5" r="1.5"/>',
};

/** The SVG inner markup of a sport's icon. */
export function sportIconPaths(sportId: number): string {
  return ICONS[sportId] ?? GENERIC;
}
