import { ChevronDown, ChevronUp } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";

/** A button that shows or hides a region below it (`controls`: the region's id), its state said and drawn. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {open ? (
        <ChevronUp aria-hidden="true" className="size-4" />
      ) : (
        <ChevronDown aria-hidden="true" className="size-4" />
      )}
      {children}
    </Button>
  );
}
