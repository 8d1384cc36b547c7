import { describe, expect, it } from 'vitest';
import { languageScreenPath, parseSiteQr } from './parse-site-qr';

const ORIGIN = 'https://entry.example.co.il';

describe('parseSiteQr', () => {
  it('reads a bare site code', () => {
    expect(parseSiteQr('DEMO', ORIGIN)).toEqual({ code: 'DEMO' });
    expect(parseSiteQr('  abc123\n', ORIGIN)).toEqual({ code: 'abc123' });
  });

  it.each([
    ['/DEMO', { code: 'DEMO' }],
    ['/DEMO/', { code: 'DEMO' }],
    ['/entry/DEMO', { code: 'DEMO' }],
    ['/worker/language?code=DEMO', { code: 'DEMO' }],
    ['/worker/form?code=DEMO&lang=he', { code: 'DEMO' }],
    ['/?code=DEMO&lang=en', { code: 'DEMO' }],
    ['/worker/language?siteId=12', { siteId: '12' }],
    ['/language/12', { siteId: '12' }],
    ['/form/12', { siteId: '12' }],
  ])('reads a link of this app: %s', (path, expected) => {
    expect(parseSiteQr(`${ORIGIN}${path}`, ORIGIN)).toEqual(expected);
  });

  it.each([
    ['another site', 'https://evil.example/DEMO'],
    ['another port', 'https://entry.example.co.il:8443/DEMO'],
    ['a code too short', `${ORIGIN}/AB`],
    ['a code with signs', `${ORIGIN}/entry/DE-MO`],
    ['a link with no site', `${ORIGIN}/worker/language`],
    ['an id that is not digits', `${ORIGIN}/language/abc`],
    ['a deeper path', `${ORIGIN}/a/b/c`],
    ['plain text', 'hello world'],
    ['a short bare code', 'AB'],
    ['an empty text', ''],
  ])('refuses %s', (_label, text) => {
    expect(parseSiteQr(text, ORIGIN)).toBeNull();
  });
});

describe('languageScreenPath', () => {
  it('leads to the language screen by code or by site id', () => {
    expect(languageScreenPath({ code: 'DEMO' })).toBe('/worker/language?code=DEMO');
    expect(languageScreenPath({ siteId: '12' })).toBe('/worker/language?siteId=12');
  });
});
