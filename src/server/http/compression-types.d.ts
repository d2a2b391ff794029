// The parts of expressjs/compression this server uses (it works on plain node:http objects;
// @types/compression would pull in Express's types for nothing).
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export type CompressionOptions = {
    /** Smallest body compressed, in bytes (default 1 KiB). */
    threshold?: number | string;
    /** zlib's gzip/deflate level. */
    level?: number;
    filter?: (req: IncomingMessage, res: ServerResponse) => boolean;
  };
  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
