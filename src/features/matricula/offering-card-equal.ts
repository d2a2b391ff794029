import type { ComponentProps } from "react";
import type { OfferingCard } from "./offering-card.tsx";

type CardProps = ComponentProps<typeof OfferingCard>;

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Whether an offering card would draw the same: the board computes its lists afresh on every render
 * (a preview in the week, a press elsewhere), so they are compared item by item; of the shared
 * actions only what this card shows counts — whether its own request is under way and its own
 * refusal — as the functions it calls are the board's stable ones. So a press or a preview draws
 * the one card it concerns, not the whole list, before the next paint.
 */
export function sameCard(prev: CardProps, next: CardProps): boolean {
  const id = next.offering.id;
  return (
    prev.offering === next.offering &&
    prev.mine === next.mine &&
    prev.state === next.state &&
    prev.onPreview === next.onPreview &&
    sameList(prev.prerequisites, next.prerequisites) &&
    sameList(prev.blockers, next.blockers) &&
    sameList(prev.clashes, next.clashes) &&
    (prev.actions.busy === id) === (next.actions.busy === id) &&
    prev.actions.refusals.get(id) === next.actions.refusals.get(id) &&
    prev.actions.enrol === next.actions.enrol &&
    prev.actions.drop === next.actions.drop
  );
}
