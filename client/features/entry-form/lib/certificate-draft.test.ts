import { describe, expect, it } from 'vitest';
import { answerOf, draftOf, EMPTY_CERTIFICATE } from './certificate-draft';

describe('a certificate draft', () => {
  it('answers nothing until something is typed, so a required field says so', () => {
    expect(answerOf(EMPTY_CERTIFICATE)).toBe('');
    expect(answerOf({ ...EMPTY_CERTIFICATE, number: '5' })).not.toBe('');
  });

  it('reads back the answer it gave, a kept card included', () => {
    const card = { ...EMPTY_CERTIFICATE, kind: 'work_at_height', domains: ['roofs'], number: 'A' };
    expect(draftOf(answerOf(card))).toEqual(card);
    expect(draftOf(answerOf({ keptId: 4 }))).toEqual({ keptId: 4 });
    expect(draftOf('not json')).toEqual(EMPTY_CERTIFICATE);
  });

  it('keeps domains for work at height only', () => {
    const answer = answerOf({ ...EMPTY_CERTIFICATE, kind: 'crane_signaller', domains: ['roofs'] });
    expect(JSON.parse(answer)).toMatchObject({ domains: [] });
  });
});
