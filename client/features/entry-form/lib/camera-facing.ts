/**
 * Which camera a camera field opens: the front one for the selfie, the rear
 * one for scaffold, platform and every other photo of something in front of the worker.
 */
export function facingModeFor(fieldId: string): 'user' | 'environment' {
  return /selfie/i.test(fieldId) ? 'user' : 'environment';
}
