import { describe, expect, it } from 'vitest';
import { SINGLE_LINE_TEXT_PATTERN } from './index.ts';

describe('patterns the OpenAPI contract publishes', () => {
  it('are plain ECMA-262 without flags, so tools other than JavaScript read them alike', () => {
    expect(SINGLE_LINE_TEXT_PATTERN.flags).toBe('');
  });

  it('refuse exactly the Unicode control characters on a single line', () => {
    const controls = /\p{Cc}/u;
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCharCode(code);
      expect(SINGLE_LINE_TEXT_PATTERN.test(`a${ch}b`), `U+${code.toString(16)}`).toBe(!controls.test(ch));
    }
    expect(SINGLE_LINE_TEXT_PATTERN.test('Đorđe 😀 Müller')).toBe(true);
  });
});
