import { isbot } from 'isbot';
import type { DEVICE_CLASSES } from '@shared/schemas/visits.schemas';

type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A crawler, a headless browser or a script, by isbot's maintained list; no agent at all too. */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * The device class by the user agent's own words: tablets say iPad, Tablet, or Android without
 * Mobile; phones say Mobi, iPhone or Android with Mobile; everything else is a desktop. An iPad
 * that presents itself as a Mac counts as a desktop, as it asks to be treated.
 */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
