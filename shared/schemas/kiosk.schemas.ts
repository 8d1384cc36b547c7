import { z } from 'zod';

/** A site's kiosk as the manager's screen lists it; its link shows once, when it is made. */
export const KioskSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  pairedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Kiosk = z.infer<typeof KioskSchema>;

export const KioskListSchema = z.object({ kiosks: z.array(KioskSchema) });

export const CreateKioskBodySchema = z.object({
  label: z.string().trim().min(1, 'validation.kioskLabel').max(80),
});

/** POST /api/kiosks/sites/{siteId}: the new kiosk and the one-use link that pairs a tablet. */
export const CreatedKioskSchema = z.object({ kiosk: KioskSchema, pairingPath: z.string() });

export const KioskSiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });

/** A pairing code is randomToken(24): 32 base64url characters. */
export const KioskPairBodySchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'validation.kioskLink'),
});

/** What the tablet needs to run the kiosk: the site's form is read by its code. */
export const KioskSessionSchema = z.object({
  siteId: z.number().int(),
  siteCode: z.string(),
  label: z.string(),
});
export type KioskSession = z.infer<typeof KioskSessionSchema>;
