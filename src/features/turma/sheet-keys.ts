import type { KeyboardEvent } from "react";

/**
 * Moving through the grade sheet with the keyboard, as in a spreadsheet: each editable cell's
 * control carries `data-row` and `data-col`; Up and Down go to the same column of the row above or
 * below (a select's value does not change: type its letter, or Alt+Down to open it); Left and
 * Right go to the column beside — from a text field only when the caret is already at its start or
 * end, so the caret still moves inside it; Enter goes down (Shift+Enter up), and past the last row
 * to the next column's first, and past the last cell to `onPastEnd` (the "Salvar tudo" button).
 * Landing in a text field selects it, so typing replaces the value.
 */
export function sheetKeyHandler(onPastEnd: () => void) {
  return function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const table = event.currentTarget;
    const target = event.target as HTMLElement;
    if (target.dataset.row === undefined || target.dataset.col === undefined) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    const focusCell = (toRow: number, toCol: number) => focusCellOf(table, toRow, toCol);
    // An arrow that moves (or would, at the sheet's edge) never changes a select's value.
    const move = (toRow: number, toCol: number) => {
      event.preventDefault();
      focusCell(toRow, toCol);
    };
    switch (event.key) {
      case "ArrowUp":
        if (!event.shiftKey) move(row - 1, col);
        return;
      case "ArrowDown":
        if (!event.shiftKey) move(row + 1, col);
        return;
      case "ArrowLeft":
        if (!event.shiftKey && atEdge(target, "start")) move(row, col - 1);
        return;
      case "ArrowRight":
        if (!event.shiftKey && atEdge(target, "end")) move(row, col + 1);
        return;
      case "Enter":
        event.preventDefault();
        if (event.shiftKey) focusCell(row - 1, col);
        else if (!focusCell(row + 1, col) && !focusCell(0, col + 1)) onPastEnd();
        return;
    }
  };
}

function focusCellOf(table: HTMLTableElement, row: number, col: number): boolean {
  const target = table.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
  if (!target) return false;
  target.focus();
  if (target instanceof HTMLInputElement) target.select();
  return true;
}

function atEdge(target: HTMLElement, side: "start" | "end"): boolean {
  if (!(target instanceof HTMLInputElement)) return true;
  const { selectionStart, selectionEnd, value } = target;
  if (selectionStart === null || selectionEnd === null) return true;
  if (selectionStart !== selectionEnd) return selectionStart === 0 && selectionEnd === value.length;
  return side === "start" ? selectionStart === 0 : selectionEnd === value.length;
}
