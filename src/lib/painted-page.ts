/**
 * Whether `#root` still holds the page the service worker painted from the device's copy
 * (src/lib/first-paint.ts): from the worker's answer until the app's first commit has taken the
 * page over (src/app/main.tsx). The worker paints it only when the network did not answer that
 * navigation.
 */
export function showingFirstPaint(): boolean {
  return document.getElementById("root")?.hasAttribute("data-first-paint") ?? false;
}
