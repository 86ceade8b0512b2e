import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";

export type ToastType = "success" | "error" | "warning" | "info";

const TOAST_DURATION_MS = 5000;

const COLORS: Record<ToastType, string> = {
  success: "green",
  error: "red",
  warning: "orange",
  info: "blue",
};

// The toast container (with its transitions) is loaded on the first toast, not with the public
// pages; the store keeps the toast until the container mounts. See app/toast-host.tsx.
let mountHost: (() => void) | undefined;
export function registerToastHost(mount: () => void) {
  mountHost = mount;
  return () => {
    if (mountHost === mount) mountHost = undefined;
  };
}

/**
 * The one way to show a toast (spec section 4: four types, 5000 ms). An `id` lets the caller take
 * the toast back once it no longer holds (a warning about a form that has since been fixed).
 */
export function showToast(
  type: ToastType,
  /** A sentence, or a sentence with an action button ('Ångra'). */
  message: ReactNode,
  autoClose: number = TOAST_DURATION_MS,
  id?: string,
) {
  notifications.show({
    id,
    message,
    color: COLORS[type],
    autoClose,
    withBorder: true,
    // Errors interrupt a screen reader; the others wait their turn.
    role: type === "error" ? "alert" : "status",
  });
  mountHost?.();
}

export function hideToast(id: string) {
  notifications.hide(id);
}

export const toast = {
  success: (message: string) => showToast("success", message),
  error: (message: string) => showToast("error", message),
  warning: (message: string) => showToast("warning", message),
  info: (message: string) => showToast("info", message),
};
