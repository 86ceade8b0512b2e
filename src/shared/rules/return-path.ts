/**
 * Which return path the login page may follow after sign-in (`/login?redirect=…`). Only a path on
 * this site is followed; anything that a browser could read as another origin (absolute URLs,
 * `//host`, backslashes, which browsers treat as slashes, schemes such as `javascript:`, control
 * characters and whitespace, which browsers strip from URLs, and encoded forms of all of these) is
 * refused, and the caller goes to the start page instead.
 */
export const MAX_RETURN_PATH_LENGTH = 500;

// Any C0 control character, space or DEL, and the backslash.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const FORBIDDEN = /[\u0000-\u0020\u007f\\]/;
const PROBE_ORIGIN = "http://return-path.invalid";

function looksLikeLocalPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  return !FORBIDDEN.test(value);
}

function decodeFully(value: string): string | undefined {
  let current = value;
  // Two rounds cover a value encoded once more than the router's own decoding.
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The same-site path to go to, or undefined when `value` must not be followed. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value === "" || value.length > MAX_RETURN_PATH_LENGTH) {
    return undefined;
  }
  if (!looksLikeLocalPath(value)) return undefined;
  // The path part is decoded before it is checked (a router may decode `%2F` into `/`); the query
  // and fragment cannot change the origin, so encoded spaces there are fine.
  const decodedPath = decodeFully(value.split(/[?#]/, 1)[0] ?? "");
  if (decodedPath === undefined || !looksLikeLocalPath(decodedPath)) return undefined;
  // Whatever the checks above missed, the URL parser decides: the path must stay on this origin.
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (resolved.origin !== PROBE_ORIGIN) return undefined;
  // The login page itself would only send the user round in a circle.
  if (resolved.pathname === "/login" || resolved.pathname.startsWith("/login/")) return undefined;
  return value;
}
