import { z } from 'zod';
import { isMediaLink } from '../validation/media-link';

/** A blog post's image (post-image) is the owner's; the others are a company's. */
export const MEDIA_KINDS = ['document', 'video', 'logo', 'post-image'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;

/**
 * Largest upload per kind. A safety video lives in the database like every other file
 * (ARCHITECTURE.md), so it is capped at a size a phone at a gate can still stream.
 */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  document: 10 * MB,
  video: 50 * MB,
  logo: 2 * MB,
  'post-image': 8 * MB,
};

/** What the file input offers; the server decides by the bytes, not by this list. */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  document: 'application/pdf,image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm',
  logo: 'image/jpeg,image/png,image/webp',
  'post-image': 'image/jpeg,image/png,image/webp',
};

export const MediaUploadQuerySchema = z.object({ kind: z.enum(MEDIA_KINDS) });

/** POST /api/media answer: where the file is served (GET /api/media/{id}, public). */
export const MediaFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const mediaUrl = (id: string) => `/api/media/${id}`;

/**
 * A document's or video's address as a manager sets it: empty, or a link a worker may open. The
 * rule itself stays free of zod, since the worker's form checks saved addresses with it and
 * must not download the schema library for that.
 */
export const mediaLinkSchema = z
  .string()
  .trim()
  .max(2000, 'validation.textTooLong')
  .refine((v) => v === '' || isMediaLink(v), 'validation.link');
