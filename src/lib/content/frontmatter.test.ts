import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentText, frontmatterProblems, isCalendarDate, pageBytes, splitFrontmatter } from './frontmatter.ts';
import { CONTENT_MAX_BYTES, TITLE_MAX_LENGTH } from './pages.ts';

const valid = { title: 'Terms and Conditions', description: 'The rules.', updated: '2026-11-01' };

describe('frontmatter', () => {
  it('accepts a title, a description and a calendar date', () => {
    expect(frontmatterProblems(valid)).toEqual({});
  });

  it('refuses an empty title, a missing description and a date that does not exist', () => {
    expect(frontmatterProblems({ ...valid, title: '  ', description: undefined, updated: '2026-02-30' })).toEqual({
      title: 'required',
      description: 'required',
      updated: 'invalid_date',
    });
  });

  it('refuses a title over the limit or over two lines', () => {
    expect(frontmatterProblems({ ...valid, title: 'x'.repeat(TITLE_MAX_LENGTH + 1) }).title).toBe('too_long');
    expect(frontmatterProblems({ ...valid, title: 'one\ntwo' }).title).toBe('one_line');
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('1.11.2026')).toBe(false);
  });

  it('reads a file back as documentText writes it, whatever the title holds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[\n\r\u2028\u2029]/.test(s) && s.trim() === s && s !== ''),
        fc.string({ maxLength: 200 }),
        (title, body) => {
          const text = documentText({ ...valid, title }, body);
          const read = splitFrontmatter(text);
          expect(read?.fields.title).toBe(title);
          expect(read?.fields.updated).toBe('2026-11-01');
          expect(read?.body).toBe(body.replace(/\r\n?/g, '\n').replace(/^\n+/, ''));
        },
      ),
    );
  });

  it('reads quoted values and refuses a file without a frontmatter block', () => {
    expect(splitFrontmatter(`---\ntitle: "A: B"\ndescription: 'It''s'\nupdated: 2026-11-01\n---\n\nBody`)).toEqual({
      fields: { title: 'A: B', description: "It's", updated: '2026-11-01' },
      body: 'Body',
    });
    expect(splitFrontmatter('# Just a heading')).toBeNull();
  });

  it('counts a page in UTF-8 bytes, frontmatter included', () => {
    const body = 'ž'.repeat(CONTENT_MAX_BYTES / 2);
    expect(pageBytes(valid, body)).toBeGreaterThan(CONTENT_MAX_BYTES);
  });
});
