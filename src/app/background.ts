import { registerServiceWorker } from "./sw-register.ts";
import { createUpdateNotifier, startUpdateChecks } from "./updates.ts";

/**
 * What the app does in the background, loaded as a chunk of its own once the first screen has
 * what it needs (src/lib/quiet.ts): the service worker is registered and new builds are looked
 * for (the update toast, PRODUCT §5). None of it is needed to show or use the first screen.
 */
export function startBackground(): void {
  const updates = createUpdateNotifier();
  const serviceWorker = registerServiceWorker(updates);
  startUpdateChecks(updates, { onNewBuild: serviceWorker.checkForUpdate });
}
