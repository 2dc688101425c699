// The islands of every page's chrome, placed from one module: each island's page names its
// module as the file to load, and five modules meant five small files on every page (each a
// line re-exporting from the shell chunk, about 65 gzipped bytes apiece); one module, one file.
export { default as AccountArea } from './AccountArea.tsx';
export { default as MobileAccountItem } from './MobileAccountItem.tsx';
export { default as Session } from './Session.tsx';
export { default as SlipBarItem } from './SlipBarItem.tsx';
export { default as Toasts } from './Toasts.tsx';
