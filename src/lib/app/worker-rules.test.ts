import { describe, expect, it } from 'vitest';
import { documentType, OFFLINE_PATHS, offlinePathFor, pageLanguage, requestKind, sharedFilesNamed, shellCacheName, staleCaches, STATE_CACHE } from './worker-rules.ts';

const origin = 'https://bet.example.com';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${origin}${path}` });

describe('what the service worker keeps', () => {
  it('keeps the build’s shared files: hashed scripts and styles, icons, images, fonts', () => {
    for (const path of ['/_astro/shell.DVAwGUJx.js', '/_astro/Base.CORnGqSw.css', '/icons/icon-192.png', '/img/logo.svg', '/favicon.svg', '/fonts/inter.woff2']) {
      expect(requestKind(get(path), origin), path).toBe('static');
    }
  });

  it('never answers the API from a cache: not the tickets, the balance, the prices or the live socket', () => {
    for (const path of ['/api/get_tickets?player_id=1&status=open', '/api/balance', '/api/get_live_events', '/api/live', '/api', '/api/_astro/x.js', '/api/img/x.png']) {
      expect(requestKind(get(path), origin), path).toBe('network');
      expect(requestKind(get(path, 'navigate'), origin), `${path} opened as a page`).toBe('network');
    }
  });

  it('takes every page from the network (the offline page only when there is none), never from a cache', () => {
    for (const path of ['/', '/live-betting', '/sports-betting?league=1', '/my-bets', '/offline/en']) {
      expect(requestKind(get(path, 'navigate'), origin), path).toBe('page');
    }
  });

  it('leaves everything else to the browser: page fragments, the manifest, other methods, other sites, file variants', () => {
    expect(requestKind(get('/sports-betting/match/12/bets'), origin)).toBe('network');
    expect(requestKind(get('/app/en.webmanifest'), origin)).toBe('network');
    expect(requestKind(get('/games/play/slots'), origin)).toBe('network');
    expect(requestKind({ method: 'POST', mode: 'cors', url: `${origin}/_astro/x.js` }, origin)).toBe('network');
    expect(requestKind({ method: 'POST', mode: 'navigate', url: `${origin}/login` }, origin)).toBe('network');
    expect(requestKind(get('/_astro/x.js?astro-retry=1'), origin)).toBe('network');
    expect(requestKind({ method: 'GET', mode: 'no-cors', url: 'https://cdn.example.net/_astro/x.js' }, origin)).toBe('network');
    expect(requestKind({ method: 'GET', mode: 'navigate', url: 'https://other.example.net/' }, origin)).toBe('network');
    expect(requestKind({ method: 'GET', mode: 'cors', url: 'not a url' }, origin)).toBe('network');
  });
});

describe('a new build', () => {
  it('deletes every older build’s cache and keeps its own, the language note and caches that are not ours', () => {
    const names = [shellCacheName('old1'), shellCacheName('new'), shellCacheName('old2'), STATE_CACHE, 'someone-else'];
    expect(staleCaches(names, 'new')).toEqual([shellCacheName('old1'), shellCacheName('old2')]);
    expect(staleCaches([shellCacheName('new'), STATE_CACHE], 'new')).toEqual([]);
  });
});

describe('the offline page', () => {
  it('exists in every language and is chosen by the language of the last page', () => {
    expect(OFFLINE_PATHS).toEqual(['/offline/en', '/offline/de', '/offline/sr']);
    expect(offlinePathFor('de')).toBe('/offline/de');
    expect(offlinePathFor(null)).toBe('/offline/en');
    expect(offlinePathFor('fr')).toBe('/offline/en');
  });

  it('reads a page’s language from its Content-Language header', () => {
    expect(pageLanguage('sr')).toBe('sr');
    expect(pageLanguage('de-AT, en')).toBe('de');
    expect(pageLanguage('fr')).toBeNull();
    expect(pageLanguage(null)).toBeNull();
  });
});

describe('the files the offline page needs', () => {
  it('are the scripts, styles, islands and images a page names, not its links or other sites', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><link rel="manifest" href="/app/en.webmanifest"><link rel="icon" href="/favicon.svg">
      <script type="module" src="/_astro/page.js"></script><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
      <img src="/img/logo.svg"><a href="/">home</a><a href="/my-bets">bets</a><img src="https://cdn.example.net/img/x.png"><a href="#main">skip</a>`;
    expect(sharedFilesNamed(html, 'html', `${origin}/offline/en`).sort()).toEqual([
      '/_astro/Island.js',
      '/_astro/a.css',
      '/_astro/client.js',
      '/_astro/page.js',
      '/favicon.svg',
      '/img/logo.svg',
    ]);
  });

  it('follow a module’s static imports, not its dynamic ones or package names', () => {
    const js = `import{a as b}from"./react.DzDd.js";import"./shell.X1.js";export{c}from'../_astro/d.js';const l=()=>import("./lazy.js");import x from"react";`;
    expect(sharedFilesNamed(js, 'js', `${origin}/_astro/Island.js`).sort()).toEqual(['/_astro/d.js', '/_astro/react.DzDd.js', '/_astro/shell.X1.js']);
  });

  it('follow a stylesheet’s images and fonts', () => {
    const css = `.a{background:url(/img/bg.svg)}.b{background:url("../img/c.png")}@font-face{src:url('/fonts/f.woff2')}.d{background:url(data:image/png;base64,AAAA)}`;
    expect(sharedFilesNamed(css, 'css', `${origin}/_astro/a.css`).sort()).toEqual(['/fonts/f.woff2', '/img/bg.svg', '/img/c.png']);
  });

  it('are read by type: styles and modules name files, images do not', () => {
    expect(documentType('/_astro/a.css')).toBe('css');
    expect(documentType('/_astro/a.js')).toBe('js');
    expect(documentType('/img/logo.svg')).toBeNull();
  });
});
