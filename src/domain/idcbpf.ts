/**
 * The institutional id's form, also the key in `/usuarios/{idcbpf}`. Apart from the user schemas
 * (users.ts, which re-exports it) so that the route table can check it without loading zod: the
 * browser's first screen does not need zod (src/lib/session.ts).
 */
export const IDCBPF_PATTERN = /^[a-z0-9][a-z0-9._-]{1,63}$/;
