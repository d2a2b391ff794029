import { apiRequest } from "../../lib/api.ts";

/**
 * The bell's calls (PRODUCT §8 `/api/notificacoes`): one page of one's newest notices with the
 * unread count — one request gives the badge and the panel, read through `useCachedQuery`, so
 * the panel opens offline from the device's last answer — and the two marks of "read".
 */
export const NOTIFICATIONS_KEY = "notificacoes";
/** The panel shows the newest this many. */
export const PANEL_SIZE = 20;
export const NOTIFICATIONS_PATH = `/api/notificacoes?pageSize=${PANEL_SIZE}`;

export async function markNotificationRead(id: number): Promise<void> {
  await apiRequest(`/api/notificacoes/${id}/lida`, { method: "POST" });
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest("/api/notificacoes/lidas", { method: "POST" });
}
