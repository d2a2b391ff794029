import type { z } from "zod";
import { apiErrorSchema } from "../domain/api.ts";
import { acceptLanguage, ApiRequestError } from "./api.ts";
import { statusText } from "./status-text.ts";

/**
 * Sending a file as the raw body of a request, with a real percentage while it goes. `fetch`
 * reports no upload progress (a streamed request body needs HTTP/2 and half-duplex, which a plain
 * HTTP/1.1 server refuses), so this uses XMLHttpRequest's `upload.onprogress`. Errors come back
 * as the same `ApiRequestError` as `apiFetch`'s, with the server's `{statusCode, message}`.
 */

/**
 * The `Content-Disposition` request header carrying a file's name (RFC 6266 + RFC 8187): header
 * values must be ASCII, so the name goes percent-encoded as UTF-8 in `filename*`. Characters
 * that RFC 8187's `attr-char` excludes but `encodeURIComponent` keeps (`'()*`) are encoded too.
 */
export function attachmentHeader(name: string): string {
  const encoded = encodeURIComponent(name.normalize("NFC")).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** Whole percentage sent, 0–100; null while the size is unknown. */
export function percentOf(loaded: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

export type UploadOptions = {
  method?: "PUT" | "POST";
  contentType?: string;
  /** Called with the whole percentage sent (null when the browser cannot tell). */
  onProgress?: (percent: number | null) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function errorFrom(xhr: XMLHttpRequest): ApiRequestError {
  const retry = Number(xhr.getResponseHeader("Retry-After"));
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not JSON: said from the status alone.
  }
  const parsed = apiErrorSchema.safeParse(body);
  return new ApiRequestError(
    parsed.success ? parsed.data : { statusCode: xhr.status, message: statusText(xhr.status) },
    { retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined },
  );
}

/** Sends `body` to `url`; resolves with the answer validated by `schema`. */
export function uploadFile<S extends z.ZodType>(
  url: string,
  body: Blob,
  schema: S,
  options: UploadOptions = {},
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "PUT", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", acceptLanguage());
    xhr.setRequestHeader("Content-Type", options.contentType ?? (body.type || "application/octet-stream"));
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.lengthComputable ? percentOf(event.loaded, event.total) : null);
    xhr.upload.onload = () => options.onProgress?.(100);
    xhr.onerror = () => reject(new ApiRequestError({ statusCode: 0, message: "" }, { network: true }));
    xhr.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr));
      let parsedBody: unknown = {};
      try {
        if (xhr.responseText) parsedBody = JSON.parse(xhr.responseText);
      } catch {
        parsedBody = undefined;
      }
      const parsed = schema.safeParse(parsedBody);
      if (!parsed.success) return reject(new ApiRequestError({ statusCode: 502, message: "" }));
      resolve(parsed.data);
    };
    if (options.signal) {
      if (options.signal.aborted) return reject(new DOMException("The upload was aborted.", "AbortError"));
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    options.onProgress?.(0);
    xhr.send(body);
  });
}
