/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The id of this build, also written to `builds/latest.json` (see vite.config.ts). */
declare const __BUILD_ID__: string;

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
