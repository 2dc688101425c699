export * from './datetime.ts';
export * from './odds.ts';
