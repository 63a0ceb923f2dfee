import dns from "node:dns";
import type { LookupAddress } from "node:dns";
import { Agent } from "undici";
import { isPrivateHost, isPrivateIpv4, isPrivateIpv6 } from "~/lib/validation/validators";
import { getEnv } from "~/platform/env.server";
import { AtsError } from "./types";

/**
 * ARCHITECTURE §8: URLs fetched by the server refuse private addresses. A company user types the
 * ATS source URL, so without this "Test the connection" could read a host of our own network.
 * Checked twice: the URL's host as written (an IP literal never reaches a DNS lookup), and every
 * address a host name resolves to, at connection time (so a name that resolves differently after
 * the check cannot slip through) — for every redirect hop as well.
 *
 * Allowed anyway: this app's own loopback origin (the bundled demo feed, resolveSourceUrl) and the
 * hosts named in ATS_PRIVATE_HOSTS (an ATS on the company's intranet; the tests' local servers).
 */
export const MAX_REDIRECTS = 5;

function allowedPrivateHosts() {
  const configured = (process.env.ATS_PRIVATE_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return new Set(configured);
}

function isOwnOrigin(url: URL) {
  return url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port === String(getEnv().PORT);
}

const privateAddress = (address: string) => isPrivateIpv4(address) || isPrivateIpv6(address);

/** Throws AtsError("forbidden") for a URL the connectors may not fetch. */
export function assertFetchable(target: string) {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new AtsError("unreachable", "not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new AtsError("forbidden", url.protocol);
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isPrivateHost(host) && !isOwnOrigin(url) && !allowedPrivateHosts().has(host)) {
    throw new AtsError("forbidden", host);
  }
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The connection's DNS lookup, refusing a name that resolves to a private address. */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const allowed = allowedPrivateHosts().has(hostname.toLowerCase());
    const blocked = !allowed && addresses.some((a) => privateAddress(a.address));
    if (blocked) {
      const error = new Error(`${hostname} resolves to a private address`) as NodeJS.ErrnoException;
      error.code = "EHWPRIVATE";
      return callback(error, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

let dispatcher: Agent | undefined;

/** One agent for every connector fetch: its connections resolve names through guardedLookup. */
export function publicOnlyDispatcher() {
  dispatcher ??= new Agent({ connect: { lookup: guardedLookup as never } });
  return dispatcher;
}
