/**
 * Old share links have the form {origin}/#/share-campaign/?id= (spec 1 §2, spec 2 §2): the part
 * after "#" never reaches the server, so such a link lands on "/" → /dashboard (or /login when
 * signed out) with the hash still in the address bar. This script, inline in every page's head
 * with the page's CSP nonce, replaces "#/path?query" by "/path?query" before anything renders.
 * Only a same-origin path is followed: "#//host" and backslashes are left alone (issue 42 §4).
 */
export const HASH_ROUTE_SCRIPT =
  "(function(l){var h=l.hash;if(/^#\\/(?![\\/\\\\])[^\\\\\\s#]*$/.test(h))l.replace(h.slice(1))})(location)";
