/**
 * Leaves the staff screens with a full page load, so nothing of the signed-out user stays in
 * memory (query cache, open sockets). One module, so tests can replace it.
 */
export function leaveTo(path: string) {
  window.location.assign(path);
}

/** Closes a window another window opened; others go to `path`. */
export function closeOrLeave(path: string) {
  if (window.opener) {
    window.close();
    return;
  }
  leaveTo(path);
}
