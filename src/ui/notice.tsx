import type { ReactNode } from "react";

/** A calm box for a short note, or a refusal (`tone="error"`, read out at once). */
export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "error" }) {
  const look = tone === "error" ? "border-red-300 bg-red-50 text-red-950" : "border-blue-200 bg-blue-50 text-blue-950";
  return (
    <div role={tone === "error" ? "alert" : undefined} className={`rounded-md border p-4 ${look}`}>
      {children}
    </div>
  );
}
