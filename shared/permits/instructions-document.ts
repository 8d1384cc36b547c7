/**
 * Where a permit's written instructions document is read: the address of the company's
 * documents (a site's safety documents are read there too). The board, the worker's join
 * screen and the register, on screen, printed and as CSV, link to it.
 */
export function instructionsPath(fileId: string): string {
  return `/api/media/${encodeURIComponent(fileId)}`;
}
