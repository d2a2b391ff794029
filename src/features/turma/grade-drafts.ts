/**
 * Grades being typed are never lost — a class's grades are typed in one sitting, often on a flaky
 * connection (grade entry, PRODUCT §2): each keystroke is kept in the tab's sessionStorage, per
 * user, offering and student, until the grade is saved. Coming back to the page (a reload, a
 * lost connection, another page and back) restores it.
 */
export type GradeDraft = { concept: string; attendance: string };

const key = (owner: string, offeringId: number, idcbpf: string) => `ofertagem:nota:${owner}:${offeringId}:${idcbpf}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readGradeDraft(owner: string, offeringId: number, idcbpf: string): GradeDraft | null {
  const raw = storage()?.getItem(key(owner, offeringId, idcbpf));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GradeDraft>;
    return typeof value.concept === "string" && typeof value.attendance === "string"
      ? { concept: value.concept, attendance: value.attendance }
      : null;
  } catch {
    return null;
  }
}

export function writeGradeDraft(owner: string, offeringId: number, idcbpf: string, draft: GradeDraft): void {
  try {
    storage()?.setItem(key(owner, offeringId, idcbpf), JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the typed values stay on screen.
  }
}

export function clearGradeDraft(owner: string, offeringId: number, idcbpf: string): void {
  storage()?.removeItem(key(owner, offeringId, idcbpf));
}
