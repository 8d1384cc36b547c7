import { describe, expect, it } from 'vitest';
import { crewFormData, emptyWorker, missingParts, type CrewDraft } from './crew-draft';

const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const signature = new Blob(['png'], { type: 'image/png' });

function draft(): CrewDraft {
  return {
    employer: 'Concrete North',
    workStartDate: '2026-03-01',
    equipment: '',
    workers: [
      {
        ...emptyWorker(),
        firstName: 'Avi',
        lastName: 'Levi',
        phone: '052-7000000',
        photo,
        signature,
      },
      {
        ...emptyWorker(),
        firstName: 'Beni',
        lastName: 'Levi',
        phone: '052-7000001',
        photo: null,
        signature,
      },
    ],
  };
}

describe('a crew as the foreman sends it', () => {
  it('names what is missing by worker, as the server would', () => {
    expect(missingParts(draft())).toEqual(['photo_1']);
    expect(missingParts({ ...draft(), employer: ' ' })).toContain('employer');
  });

  it('sends the crew before the images, each image under its worker’s place', () => {
    const body = crewFormData(7, 'ru', draft());
    expect([...body.keys()]).toEqual([
      'siteId',
      'language',
      'crew',
      'file_photo_0',
      'file_signature_0',
      'file_signature_1',
    ]);
    expect(JSON.parse(body.get('crew') as string).workers[1]).toEqual({
      firstName: 'Beni',
      lastName: 'Levi',
      phone: '052-7000001',
    });
  });
});
