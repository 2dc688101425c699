import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device.ts';

describe('deviceLabel', () => {
  it('names the browser and the system of common user agents', () => {
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Windows');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge on Windows');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPhone',
    );
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on macOS');
  });

  it('falls back to the product token, then to a neutral name', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('curl');
    expect(deviceLabel('')).toBe('Unknown device');
    expect(deviceLabel(undefined)).toBe('Unknown device');
    expect(deviceLabel('\u001b[31mevil')).toBe('Unknown device');
  });
});
