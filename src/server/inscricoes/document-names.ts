/**
 * File names of uploaded PDFs: read from the upload's `Content-Disposition` request header
 * (`filename*=UTF-8''…` preferred over `filename="…"`), stripped of any path (`../../etc/x.pdf` →
 * `x.pdf`) and of control characters; and written back in a download's header, safely quoted.
 */
const NAME_MAX = 200;

function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset, encoded] = match;
  if (!charset || !/^utf-8$/i.test(charset)) return null;
  try {
    return decodeURIComponent(encoded ?? "");
  } catch {
    return null;
  }
}

/** The parameters of a header value such as `attachment; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`. */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(re)) {
    const name = match[1]?.toLowerCase();
    let value = match[2]?.trim() ?? "";
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

/** The last segment of a path in either slash, without control characters, trimmed and bounded. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (clean === "" || clean === "." || clean === "..") return "";
  return [...clean].slice(0, NAME_MAX).join("");
}

/** The name to store for an upload: the header's, cleaned, else `{key}.pdf`. */
export function uploadName(header: string | undefined, key: string): string {
  if (header) {
    const params = dispositionParams(`;${header.replace(/^[^;]*/, "")}`);
    const extended = params.get("filename*");
    const decoded = extended !== undefined ? decodeExtended(extended) : null;
    const name = cleanFileName(decoded ?? params.get("filename") ?? "");
    if (name !== "") return name;
  }
  return `${key}.pdf`;
}

/** `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266, RFC 8187). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a stored PDF sent as a download (an application's document, a request's attachment, a thesis). */
export function pdfDownloadHeaders(file: { name: string; content: Uint8Array }): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Length": String(file.content.length),
    "Content-Disposition": attachmentDisposition(file.name),
    "X-Content-Type-Options": "nosniff",
  };
}
