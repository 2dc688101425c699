import { describe, expect, it } from 'vitest';
import { forcedChangeRedirect, mustChangePasswordCookie } from './forced-change.ts';

describe('forced password change for pages', () => {
  it('sends every page but /change-password there while the marker is set', () => {
    const cookie = 'lang=de; must_change_password=1';
    expect(forcedChangeRedirect('/', cookie)).toBe('/change-password');
    expect(forcedChangeRedirect('/my-bets', cookie)).toBe('/change-password');
    expect(forcedChangeRedirect('/change-password', cookie)).toBeNull();
    expect(forcedChangeRedirect('/my-bets', 'lang=de')).toBeNull();
    expect(forcedChangeRedirect('/my-bets', 'must_change_password=')).toBeNull();
    expect(forcedChangeRedirect('/my-bets', undefined)).toBeNull();
  });

  it('sets and clears an HttpOnly cookie', () => {
    expect(mustChangePasswordCookie(true)).toMatch(/^must_change_password=1; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(mustChangePasswordCookie(false)).toMatch(/Max-Age=0/);
  });
});
