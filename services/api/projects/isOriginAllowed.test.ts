import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './isOriginAllowed.js';

const LOCAL = ['http://127.0.0.1:*', 'http://localhost:*'];

describe('isOriginAllowed', () => {
  it('lets any port (or none) through a port wildcard on the same scheme and host', () => {
    expect(isOriginAllowed('http://localhost:5173', LOCAL)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:8787', LOCAL)).toBe(true);
    expect(isOriginAllowed('http://localhost', LOCAL)).toBe(true);
    expect(isOriginAllowed('https://localhost:5173', LOCAL)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.com:5173', LOCAL)).toBe(false);
    expect(isOriginAllowed('http://127.0.0.2:5173', LOCAL)).toBe(false);
    expect(isOriginAllowed('http://evil.com', LOCAL)).toBe(false);
  });

  it('matches exact origins with their default port written or not', () => {
    const patterns = ['https://app.example.com', 'http://example.org:8080'];
    expect(isOriginAllowed('https://app.example.com', patterns)).toBe(true);
    expect(isOriginAllowed('https://APP.example.com', patterns)).toBe(true);
    expect(isOriginAllowed('https://app.example.com:443', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com:443'])).toBe(true);
    expect(isOriginAllowed('https://app.example.com:8443', patterns)).toBe(false);
    expect(isOriginAllowed('http://example.org:8080', patterns)).toBe(true);
    expect(isOriginAllowed('http://example.org', patterns)).toBe(false);
  });

  it('matches subdomains, not the bare host, through *.', () => {
    const patterns = ['https://*.example.com'];
    expect(isOriginAllowed('https://a.example.com', patterns)).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', patterns)).toBe(true);
    expect(isOriginAllowed('https://example.com', patterns)).toBe(false);
    expect(isOriginAllowed('https://badexample.com', patterns)).toBe(false);
  });

  it('treats * as everything, null only as null, and never matches malformed input', () => {
    expect(isOriginAllowed('https://anything.test', ['*'])).toBe(true);
    expect(isOriginAllowed('null', LOCAL)).toBe(false);
    expect(isOriginAllowed('null', ['null'])).toBe(true);
    expect(isOriginAllowed('http://localhost:5173/path', LOCAL)).toBe(false);
    expect(isOriginAllowed('localhost:5173', LOCAL)).toBe(false);
    expect(isOriginAllowed('http://localhost:5173', ['localhost', 'http://*', ''])).toBe(false);
    expect(isOriginAllowed('http://localhost:5173', [])).toBe(false);
  });
});
