import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers';

const app = Fastify();

beforeAll(async () => {
  await app.register(securityHeadersPlugin);
  app.get('/', async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

async function directive(name: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/' });
  const policy = String(response.headers['content-security-policy']);
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('the Content-Security-Policy', () => {
  it("lets in YouTube's IFrame API script and nothing else from outside", async () => {
    expect(await directive('script-src')).toEqual(["'self'", 'https://www.youtube.com']);
  });

  it("frames only YouTube's privacy-enhanced player", async () => {
    expect(await directive('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('is not framed itself', async () => {
    expect(await directive('frame-ancestors')).toEqual(["'none'"]);
  });
});
