import { describe, expect, it } from 'vitest';
import { manifestPath, webAppManifest } from './manifest.ts';

describe('the web app manifest', () => {
  const de = webAppManifest('de', { name: 'Arena Bet', description: 'Sportwetten, Livewetten und Casino' });

  it('has what a browser needs to install the app: names, start, standalone display, colours, 192 and 512 px icons in both purposes', () => {
    expect(de).toMatchObject({ name: 'Arena Bet', short_name: 'Arena Bet', start_url: '/', scope: '/', display: 'standalone', lang: 'de' });
    expect(de.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(de.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const purpose of ['any', 'maskable'] as const) {
      const sizes = de.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      expect(sizes, purpose).toEqual(['192x192', '512x512']);
    }
  });

  it('names one app in every language: the same id and scope, its own description and language', () => {
    const en = webAppManifest('en', { name: 'Arena Bet', description: 'Sports betting' });
    expect(en.id).toBe(de.id);
    expect(en.scope).toBe(de.scope);
    expect(en.description).toBe('Sports betting');
    expect(manifestPath('sr')).toBe('/app/sr.webmanifest');
  });
});
