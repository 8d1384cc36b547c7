/** GET /api/files/{fileId}: the full image; with ?thumb=1 its small copy for lists. */
export function fileUrl(fileId: string, { isThumbnail = false } = {}): string {
  const path = `/api/files/${encodeURIComponent(fileId)}`;
  return isThumbnail ? `${path}?thumb=1` : path;
}
