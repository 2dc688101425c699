import { describe, expect, it } from 'vitest';
import { escapeControlCharacters, findControlCharacters, hasControlCharacters } from './control-characters.ts';

describe('control characters', () => {
  it('finds C0, DEL and C1, and lets a multiline text keep tab and line breaks', () => {
    expect(hasControlCharacters('a\u0000')).toBe(true);
    expect(hasControlCharacters('a\u007f')).toBe(true);
    expect(hasControlCharacters('a\u0085')).toBe(true);
    expect(hasControlCharacters('a\tb\r\nc')).toBe(true);
    expect(hasControlCharacters('a\tb\r\nc', true)).toBe(false);
    expect(hasControlCharacters('a\u001bb', true)).toBe(true);
    expect(hasControlCharacters('Đorđe Ünïcödé 🎉 \u00a0')).toBe(false);
  });

  it('names the path of the first offending string, and survives a deeply nested value', () => {
    expect(findControlCharacters({ a: [{ b: 'ok' }, { c: 'x\u0007' }] })).toBe('a.1.c');
    expect(findControlCharacters({ note: 'x\ny' }, new Set(['note']))).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacters(deep)).toMatch(/^0(\.0)+$/);
  });

  it('escapes them for a terminal, keeping line breaks only when asked', () => {
    expect(escapeControlCharacters('a\u001b[2J\u009b\u0000\nb')).toBe('a\\x1b[2J\\x9b\\x00\\x0ab');
    expect(escapeControlCharacters('a\nb\u0007', true)).toBe('a\nb\\x07');
  });
});
