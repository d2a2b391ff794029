import { apiErrorSchema } from "../../domain/api.ts";
import { NDJSON, importStreamLineSchema, type ImportProgress } from "../../domain/user-import.ts";
import type { ImportReport } from "../../domain/user-input.ts";
import { acceptLanguage, ApiRequestError } from "../../lib/api.ts";

/**
 * Sending a CSV to `POST /api/usuarios/importacao`. Through XMLHttpRequest, not fetch: fetch
 * tells nothing while a large file uploads, XHR's `upload.onprogress` does. The answer is asked
 * as NDJSON, whose progress lines arrive while the server reads, checks and writes (XHR's
 * `onprogress` sees the text grow); the last line is the report.
 */
export type ImportRequest = { file: File; dryRun: boolean; skipInvalid: boolean };
export type ImportHandlers = {
  onUpload: (sent: number, total: number) => void;
  onProgress: (progress: ImportProgress) => void;
};

export function importPath(dryRun: boolean, skipInvalid: boolean): string {
  return `/api/usuarios/importacao?${new URLSearchParams({ dryRun: String(dryRun), skipInvalid: String(skipInvalid) })}`;
}

function failure(xhr: XMLHttpRequest): ApiRequestError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // A proxy's page, say: the status alone.
  }
  const parsed = apiErrorSchema.safeParse(body);
  return new ApiRequestError(parsed.success ? parsed.data : { statusCode: xhr.status, message: "" });
}

export function sendImport(
  request: ImportRequest,
  handlers: ImportHandlers,
  signal?: AbortSignal,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let read = 0;
    let report: ImportReport | null = null;
    let streamError: ApiRequestError | null = null;
    /** Each complete line received since the last look. */
    const takeLines = () => {
      const text = xhr.responseText;
      const end = text.lastIndexOf("\n");
      if (end < read) return;
      for (const raw of text.slice(read, end).split("\n")) {
        if (raw.trim() === "") continue;
        let line;
        try {
          line = importStreamLineSchema.parse(JSON.parse(raw));
        } catch {
          continue;
        }
        if ("report" in line) report = line.report;
        else if ("error" in line) streamError = new ApiRequestError(line.error);
        else handlers.onProgress(line);
      }
      read = end + 1;
    };
    xhr.open("POST", importPath(request.dryRun, request.skipInvalid));
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.setRequestHeader("Accept", NDJSON);
    xhr.setRequestHeader("Accept-Language", acceptLanguage());
    xhr.upload.onprogress = (event) => handlers.onUpload(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onprogress = () => {
      if (xhr.status === 200) takeLines();
    };
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(failure(xhr));
      takeLines();
      if (report) resolve(report);
      // A 200 that ends without its report: the server failed midway, or the answer was cut.
      else reject(streamError ?? new ApiRequestError({ statusCode: 0, message: "" }, { network: true }));
    };
    xhr.onerror = () => reject(new ApiRequestError({ statusCode: 0, message: "" }, { network: true }));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(request.file);
  });
}
