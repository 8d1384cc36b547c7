/**
 * The product's own media: a file a manager uploaded (/api/media/<id>) or one the app ships
 * (/media/<name>, the demo's safety video). A plain name after the folder, so a path can neither
 * climb out of it nor turn into another host (`/\host` is `//host` to a browser).
 */
const OWN_MEDIA_PATH = /^\/(?:api\/)?media\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Whether a worker's page may open or play an address: https to a named host, or the product's
 * own media. Anything else (javascript:, data:, http:, a bare path) is no link a worker follows.
 */
export function isMediaLink(value: string): boolean {
  if (OWN_MEDIA_PATH.test(value)) return true;
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
