import { useLingui } from "@lingui/react";
import { lazy, use, type ComponentType } from "react";
import { withChunkReload } from "../../lib/chunk-reload.ts";
import { areaMessages } from "../i18n.ts";
import type { Area } from "../page-areas.ts";

/**
 * A part of another feature (src/ui/parts.ts) that a page shows only below its first screen: its
 * code stays out of the page's chunk and is fetched, with its area's words, the first time it
 * renders (suspending meanwhile, so the page's own placeholder stays). The words follow the
 * language on screen: after a switch, the part waits for that language's catalog of its area.
 */
export function lazyPart<P extends object>(area: Area, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchCode = () => (code ??= withChunkReload(load)().then((Component) => ({ default: Component })));
  const Loaded = lazy(fetchCode);
  return function Part(props: P) {
    const { i18n } = useLingui();
    // The code on its way beside the words, not after them.
    void fetchCode();
    use(areaMessages(i18n.locale, area));
    return <Loaded {...props} />;
  };
}
