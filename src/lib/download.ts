import { acceptLanguage, ApiRequestError, parseError } from "./api.ts";
import { trackRequest } from "./quiet.ts";

/**
 * Downloading a file the API makes (a CSV, a PDF) with progress, then saving it: read as it
 * arrives, so the screen can say how much has come (the size is known only for files the server
 * knows in advance; a streamed CSV says only the bytes so far), and a refusal comes back as the
 * same `ApiRequestError` as `apiFetch`'s, in words — a plain link would open the error's JSON instead.
 */
export type DownloadProgress = { received: number; total: number | null };

export async function downloadFile(
  path: string,
  filename: string,
  onProgress: (progress: DownloadProgress) => void = () => {},
): Promise<void> {
  const blob = await trackRequest(fetchBlob(path, onProgress));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    link.rel = "noopener";
    link.style.display = "none";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

async function fetchBlob(path: string, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { "Accept-Language": acceptLanguage() }, credentials: "same-origin" });
  } catch {
    throw new ApiRequestError({ statusCode: 0, message: "" }, { network: true });
  }
  if (!response.ok) throw await parseError(response);
  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } catch {
    throw new ApiRequestError({ statusCode: 0, message: "" }, { network: true });
  }
  return new Blob(chunks, { type });
}
