import { describe, expect, it } from 'vitest';
import { htmlOfBody } from './rendered.ts';

describe('the rendered HTML of a version', () => {
  it('is the HTML of the body given, whatever was rendered before', () => {
    // A database restored from a backup, or emptied with its identities restarted, numbers
    // new versions from where it was: the same row id can carry another page's body, so the
    // HTML must never be found by the id.
    expect(htmlOfBody('First body')).toContain('First body');
    expect(htmlOfBody('Second body')).toContain('Second body');
    expect(htmlOfBody('First body')).toContain('First body');
  });
});
