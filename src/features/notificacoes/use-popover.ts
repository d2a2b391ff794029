import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";

/**
 * A non-modal disclosure's behaviour (the bell's panel): opening moves the focus to the panel's
 * heading; Escape (on the button or in the panel) closes it and gives the focus back to the
 * button; a press or the focus anywhere outside closes it without moving the focus. No trap: the
 * page stays usable around it.
 */
export function usePopover(buttonRef: RefObject<HTMLButtonElement | null>, onOpen: () => void) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

  return {
    open,
    containerRef,
    headingRef,
    toggle: () => {
      if (!open) onOpen();
      setOpen(!open);
    },
    close: () => setOpen(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
