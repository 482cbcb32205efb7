import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a URL that a person typed (an organisation's SSO issuer) may make this server call:
 * public unicast only. Loopback, private, link-local (cloud metadata), carrier-grade NAT and the like
 * are refused, so the server cannot be used to reach its own network. Loopback is allowed only when
 * asked (development and tests run their provider on localhost).
 */
export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
  }
}

export class UnknownHostError extends Error {
  constructor(readonly host: string) {
    super(`${host} could not be found`);
  }
}

function allowed(address: string, allowLoopback: boolean): boolean {
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** Resolves the URL's host and throws unless every address it resolves to may be called. */
export async function assertPublicHost(url: string | URL, options: { allowLoopback: boolean }): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((entry) => entry.address),
        () => {
          throw new UnknownHostError(host);
        },
      );
  if (addresses.length === 0) throw new UnknownHostError(host);
  if (!addresses.every((address) => allowed(address, options.allowLoopback))) throw new PrivateAddressError(host);
}
