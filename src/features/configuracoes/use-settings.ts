import { DEFAULT_TIME_ZONE } from "../../domain/dates.ts";
import { settingsSchema } from "../../domain/settings.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";

/** `GET /api/configuracoes`, kept on the device like every read of this page. */
export function useSettings() {
  return useReloadableQuery("configuracoes:settings", "/api/configuracoes", settingsSchema);
}

/** The institution's time zone (days and times are shown in it), the default until known. */
export function useTimeZone(): string {
  const [query] = useSettings();
  return query.status === "ok" ? query.data.timeZone : DEFAULT_TIME_ZONE;
}
