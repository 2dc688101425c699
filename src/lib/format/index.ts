export * from './datetime.ts';
export * from './odds.ts';
// Money has one formatter for the whole site; it lives with the money rules.
export { formatMoney, formatAmount, formatMajor } from '../money/index.ts';
