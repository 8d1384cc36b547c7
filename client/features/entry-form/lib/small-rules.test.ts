import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_COLOR, SAFETY_BRIEFING_POINTS } from '@shared/constants';
import { LANGUAGES } from '@shared/i18n/languages';
import { byCatalog } from '@/lib/catalog-modules';
import { BRIEFING_POINTS } from './briefing-points';
import { facingModeFor } from './camera-facing';
import { headerColorOf, textColorOn } from '@shared/site/header-color';
import { fitWithin } from './scale-image';
import { allowedSeekTime, hasReachedWatchedPoint } from './video-watch';

const catalogs = byCatalog(
  import.meta.glob<{ points: Record<string, string> }>(
    '@shared/i18n/locales/*/safety-briefing.json',
    { eager: true, import: 'default' },
  ),
);

describe('the safety briefing', () => {
  it('has 20 points, each written in all nine languages', () => {
    expect(BRIEFING_POINTS).toHaveLength(SAFETY_BRIEFING_POINTS);
    for (const language of LANGUAGES) {
      const catalog = catalogs.get(`${language}/safety-briefing`);
      expect(Object.keys(catalog?.points ?? {}), language).toEqual([...BRIEFING_POINTS]);
    }
  });

  it('says work above 2 m is work at height and the work surface is at least 60 cm wide', () => {
    const english = catalogs.get('en/safety-briefing');
    expect(english?.points.heightWork).toContain('2 meters');
    expect(english?.points.platformWidth).toContain('60 cm');
  });
});

describe('the camera a field opens', () => {
  it('is the front one for the selfie and the rear one for scaffold and platform photos', () => {
    expect(facingModeFor('selfiePhoto')).toBe('user');
    expect(facingModeFor('scaffoldingPhoto')).toBe('environment');
    expect(facingModeFor('platformPhoto')).toBe('environment');
    expect(facingModeFor('additionalPhoto')).toBe('environment');
  });
});

describe('the header colour', () => {
  it('is the site colour when it is a hex colour, else the default dark blue', () => {
    expect(headerColorOf('#0f766e')).toBe('#0f766e');
    expect(headerColorOf('')).toBe(DEFAULT_HEADER_COLOR);
    expect(headerColorOf('red; background: url(x)')).toBe(DEFAULT_HEADER_COLOR);
  });

  it('carries white text on dark colours and dark text on light ones', () => {
    expect(textColorOn(DEFAULT_HEADER_COLOR)).toBe('#ffffff');
    expect(textColorOn('#fde047')).toBe('#0f172a');
    expect(textColorOn('#fff')).toBe('#0f172a');
  });
});

describe('a video', () => {
  it('counts as watched from 90% of its length', () => {
    expect(hasReachedWatchedPoint(89, 100)).toBe(false);
    expect(hasReachedWatchedPoint(90, 100)).toBe(true);
    expect(hasReachedWatchedPoint(5, Number.NaN)).toBe(false);
  });

  it('cannot be skipped ahead of what was played, only back', () => {
    expect(allowedSeekTime(80, 10)).toBe(10);
    expect(allowedSeekTime(11, 10)).toBe(11);
    expect(allowedSeekTime(2, 10)).toBe(2);
  });
});

describe('a picture before upload', () => {
  it('is at most 1280 px on its longer side, keeping its shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
