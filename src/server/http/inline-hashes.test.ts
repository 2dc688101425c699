import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inline-hashes.ts';

const inlineScriptHashes = (html: string | Uint8Array) => inlineHashes(html).scripts;

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const page = [
  '<!doctype html><html lang="sr"><head><title>Liga – Šampioni čć</title>',
  '<script type="application/json" id="i18n-resources">{"a":"Uplata – ž","b":"\\u003c/b>"}</script>',
  '<script type="module" src="/_astro/x.js"></script>',
  '</head><body><p>Đ € 𝄞 «»</p>',
  '<SCRIPT>let b=\r\n2;\rlet c="č"</SCRIPT >',
  '<script data-x="é">window.a = "😀 – à"</script>',
  '<script is:inline>window.a = "😀 – à"</script>',
  '<scripts>not a script</scripts><script>a</scriptx>b</script\t >',
  '</body></html><script>never closed',
].join('');

describe('inline script and style hashes', () => {
  it('hashes each inline script once, as text with line breaks normalised, leaving scripts with src out', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('{"a":"Uplata – ž","b":"\\u003c/b>"}'), sha('let b=\n2;\nlet c="č"'), sha('window.a = "😀 – à"'), sha('a</scriptx>b')]);
  });

  it('finds the same scripts and hashes in the page as UTF-8 bytes as in the page as text', () => {
    const bytes = new TextEncoder().encode(page);
    expect(inlineScriptHashes(bytes)).toEqual(inlineScriptHashes(page));
    // A view into a larger buffer (as a response body may be) reads only its own bytes.
    const padded = Buffer.concat([Buffer.from('<script>x</script>'), Buffer.from(bytes), Buffer.from('<script>y</script>')]);
    expect(inlineScriptHashes(padded.subarray(18, 18 + bytes.length))).toEqual(inlineScriptHashes(page));
  });

  it('reads attributes as text: a character whose last byte is 0xA0 is no space before src', () => {
    const html = '<script data-x="à"src="/a.js"></script><script data-y=àsrc="z">1</script>';
    expect(inlineScriptHashes(new TextEncoder().encode(html))).toEqual(inlineScriptHashes(html));
    expect(inlineScriptHashes(html)).toEqual([sha(''), sha('1')]);
  });

  it('hashes each style element once, as text with line breaks normalised, the same from bytes, apart from the scripts', () => {
    const html = [
      '<head><style>astro-island{display:contents}</style><STYLE media="x">.a{b:c}\r\n.d{e:"č"}</STYLE >',
      '<script>var s="<style>not one</style>"</script><styles>no</styles><style>astro-island{display:contents}</style>',
      '<p style="color:red">attribute, not an element</p></head>',
    ].join('');
    const found = inlineHashes(html);
    expect(found.styles).toEqual([sha('astro-island{display:contents}'), sha('.a{b:c}\n.d{e:"č"}')]);
    expect(found.scripts).toEqual([sha('var s="<style>not one</style>"')]);
    expect(inlineHashes(new TextEncoder().encode(html))).toEqual(found);
  });
});
