import { describe, expect, it } from 'vitest';
import { mediaLinkSchema } from '../schemas/media.schemas';
import { isMediaLink } from './media-link';

describe('the addresses a worker may open or play', () => {
  it.each([
    'https://videos.example.com/safety.mp4',
    'https://example.com/a%20b.pdf?page=2#top',
    '/api/media/AbC123_-x',
    '/media/demo-safety-video.webm',
  ])('accepts %s', (link) => {
    expect(isMediaLink(link)).toBe(true);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:application/pdf;base64,JVBERi0=',
    'http://example.com/a.mp4',
    'ftp://example.com/a.mp4',
    'https://',
    'https://user:secret@example.com/a.pdf',
    'https://exa mple.com/a.pdf',
    '//evil.example/a.pdf',
    '/\\evil.example/a.pdf',
    '/media/../api/auth/logout',
    '/v.webm',
    'vbscript:msgbox(1)',
  ])('refuses %s', (link) => {
    expect(isMediaLink(link)).toBe(false);
  });

  it('refuses a script address with the link message and lets an empty one through', () => {
    const refused = mediaLinkSchema.safeParse(' javascript:alert(1) ');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.link');
    expect(mediaLinkSchema.parse('  ')).toBe('');
  });
});
