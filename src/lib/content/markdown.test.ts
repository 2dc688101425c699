import { describe, expect, it } from 'vitest';
import { headingSlug, inspectMarkdown, renderMarkdown } from './markdown.ts';
import { draftErrors, draftWarnings } from './draft.ts';

const draft = (body: string) => ({ title: 'T', description: 'D', updated: '2026-11-01', body });

describe('company page Markdown', () => {
  it('renders headings with ids, lists, tables and emphasis', () => {
    const html = renderMarkdown('## 1. Your account\n\n- **one**\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<h2 id="1-your-account">1. Your account</h2>');
    expect(html).toContain('<strong>one</strong>');
    expect(html).toContain('<table>');
  });

  it('gives two headings of the same text distinct ids', () => {
    const html = renderMarkdown('## Rules\n\n## Rules\n');
    expect(html).toContain('id="rules"');
    expect(html).toContain('id="rules-1"');
  });

  it('never passes raw HTML or script links through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> [x](javascript:alert(1))\n');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('&lt;script&gt;');
  });

  it('finds raw HTML with its line, and refuses a draft holding it', () => {
    const body = 'First line\n\nSecond <b>bold</b>\nthird <i>x</i>\n\n<div>block</div>\n';
    expect(inspectMarkdown(body).rawHtml.map((f) => [f.line, f.text])).toEqual([
      [3, '<b>'],
      [3, '</b>'],
      [4, '<i>'],
      [4, '</i>'],
      [6, '<div>block</div>'],
    ]);
    expect(draftErrors(draft(body)).filter((p) => p.code === 'raw_html')).toHaveLength(5);
  });

  it('flags links to pages of the site that do not exist, not other sites or existing pages', () => {
    const body =
      'See [terms](/terms-and-conditions), [match](/sports-betting/match/123),\n[limits](/account-settings#betting-limits), [gone](/promotions) and [help](https://www.begambleaware.org) or [mail](mailto:a@b.c) and [rel](jackpots).\n';
    expect(draftWarnings(draft(body)).map((w) => [w.line, w.text])).toEqual([
      [2, '/promotions'],
      [2, 'jackpots'],
    ]);
  });

  it('refuses an empty body and names each bad frontmatter field', () => {
    expect(draftErrors({ title: '', description: 'D', updated: 'soon', body: ' ' }).map((p) => `${p.field}:${p.code}`)).toEqual([
      'title:required',
      'updated:invalid_date',
      'body:required',
    ]);
  });

  it('makes heading ids from letters of any script', () => {
    expect(headingSlug('Odgovorno igranje – pomoć')).toBe('odgovorno-igranje-pomoć');
  });
});
