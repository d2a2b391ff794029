import { useSyncExternalStore } from "react";

/**
 * The toasts on screen (seed §3, PRODUCT §3): an in-memory list, nothing persisted; a toast
 * belongs to the page session that raised it. Any module may add one, React or not.
 */
export const SEVERITIES = ["info", "success", "warn", "error", "secondary", "contrast"] as const;
export type Severity = (typeof SEVERITIES)[number];

export type ToastInput = {
  severity?: Severity;
  summary: string;
  detail?: string;
  /** Milliseconds before it closes itself; without it the toast stays until closed. */
  life?: number;
  /** Shows a close button (default true). */
  closable?: boolean;
  /** Only a `<ToastRegion group>` of the same group shows it; ungrouped toasts go to the default region. */
  group?: string;
  /** One button inside the toast (e.g. "Recarregar" on the update toast); it does not close the toast. */
  action?: ToastAction;
};

export type ToastAction = { label: string; onClick: () => void };

export type Toast = Required<Pick<ToastInput, "severity" | "summary" | "closable">> &
  Pick<ToastInput, "detail" | "life" | "group" | "action"> & { id: number };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  add(input: ToastInput): number {
    const id = nextId++;
    const toast: Toast = {
      id,
      severity: input.severity ?? "info",
      summary: input.summary,
      detail: input.detail,
      life: input.life,
      closable: input.closable ?? true,
      group: input.group,
      action: input.action,
    };
    publish([...toasts, toast]);
    return id;
  },
  remove(id: number): void {
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  },
  removeGroup(group: string): void {
    publish(toasts.filter((toast) => toast.group !== group));
  },
  removeAll(): void {
    publish([]);
  },
  /** Whether the toast `id` is still on screen (not closed by its timer or by the person). */
  has(id: number): boolean {
    return toasts.some((toast) => toast.id === id);
  },
  list(): readonly Toast[] {
    return toasts;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type ToastApi = Pick<typeof toastStore, "add" | "remove" | "removeGroup" | "removeAll">;

/** `useToast().add({severity, summary, detail?, life?, closable?, group?, action?})`. */
export function useToast(): ToastApi {
  return toastStore;
}

export function useToasts(group?: string): readonly Toast[] {
  const all = useSyncExternalStore(toastStore.subscribe, toastStore.list, toastStore.list);
  return all.filter((toast) => toast.group === group);
}
