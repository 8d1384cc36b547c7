import { describe, expect, it } from 'vitest';
import { DOCUMENT_HEADERS, RESPONSE_HEADERS } from './security-headers';

function directive(name: string): string[] {
  const found = String(DOCUMENT_HEADERS['content-security-policy'])
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('the headers for every response', () => {
  it('forbid sniffing and cross-origin reads, and hold no page policy', () => {
    expect(RESPONSE_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(RESPONSE_HEADERS['cross-origin-resource-policy']).toBe('same-origin');
    expect(RESPONSE_HEADERS['content-security-policy']).toBeUndefined();
  });
});

describe('the Content-Security-Policy', () => {
  it("lets in YouTube's IFrame API script and nothing else from outside", () => {
    expect(directive('script-src')).toEqual(["'self'", 'https://www.youtube.com']);
  });

  it("frames only YouTube's privacy-enhanced player", () => {
    expect(directive('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('is not framed itself', () => {
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });
});
