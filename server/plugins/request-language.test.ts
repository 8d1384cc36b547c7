import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLanguage } from '@shared/i18n/languages';
import { requestLanguagePlugin } from './request-language';

const app = Fastify();

beforeAll(async () => {
  await app.register(requestLanguagePlugin);
  // Answers the language before and after a handler's choice, the way the submission sets it.
  app.get('/language', (request) => {
    const asked = request.language;
    const { choose } = request.query as { choose?: string };
    if (isLanguage(choose)) request.language = choose;
    return { asked, after: request.language };
  });
  await app.ready();
});
afterAll(() => app.close());

const ask = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers })).json();

describe('request.language', () => {
  it('is ?lang= first, then Accept-Language, then Hebrew', async () => {
    expect((await ask('/language?lang=ru', { 'accept-language': 'en' })).asked).toBe('ru');
    expect((await ask('/language?lang=xx', { 'accept-language': 'ar,en;q=0.5' })).asked).toBe('ar');
    expect((await ask('/language')).asked).toBe('he');
  });

  it("keeps a handler's choice for the rest of the request, and only for it", async () => {
    expect(await ask('/language?choose=uk', { 'accept-language': 'en' })).toEqual({
      asked: 'en',
      after: 'uk',
    });
    expect((await ask('/language', { 'accept-language': 'en' })).asked).toBe('en');
  });
});
