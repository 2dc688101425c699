export * from './datetime.ts';
export * from './locale.ts';
