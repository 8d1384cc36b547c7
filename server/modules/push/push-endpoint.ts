import { hostReach } from '../../lib/outbound-target';

/**
 * The push services browsers subscribe through: Chrome and Edge's (FCM), Firefox's (Mozilla),
 * Safari's (Apple) and Windows'. An endpoint elsewhere would have the server post to an address
 * of the subscriber's choosing.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(web\.push\.apple\.com|[a-z0-9-]+\.push\.apple\.com)$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/**
 * Whether the server may post a subscription's messages to this endpoint. With private targets
 * allowed (tests), an endpoint on the machine or its network is allowed too, over HTTP.
 */
export async function isAllowedPushEndpoint(
  endpoint: string,
  allowPrivateNetworkTargets: boolean,
): Promise<boolean> {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) {
    return true;
  }
  if (!allowPrivateNetworkTargets || !['http:', 'https:'].includes(url.protocol)) return false;
  return (await hostReach(url)) === 'private';
}
