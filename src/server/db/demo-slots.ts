import type { Slot } from "../../domain/academic.ts";
import { slotsOverlap } from "../../domain/enrolment.ts";

/**
 * Where and when the demo's generated classes meet: weekly patterns by the subject's credits
 * (two two-hour meetings for four credits, one longer meeting for fewer; evenings and Saturdays
 * for the professional programme, whose students work) and a room book per term that never puts
 * a room or a teacher in two overlapping slots (PRODUCT §7's `room_clash` and `teacher_clash`).
 */
type Meeting = Omit<Slot, "room">;

const pair = (a: number, b: number, start: string, end: string): Meeting[] => [
  { weekday: a, start, end },
  { weekday: b, start, end },
];
const one = (weekday: number, start: string, end: string): Meeting[] => [{ weekday, start, end }];

const DAY_FOUR: Meeting[][] = [
  pair(1, 3, "10:00", "12:00"),
  pair(2, 4, "16:00", "18:00"),
  pair(1, 3, "16:00", "18:00"),
  pair(2, 4, "10:00", "12:00"),
  pair(1, 3, "08:00", "10:00"),
  pair(2, 4, "14:00", "16:00"),
  pair(1, 3, "14:00", "16:00"),
  pair(2, 4, "08:00", "10:00"),
  pair(1, 5, "13:00", "15:00"),
  pair(3, 5, "10:00", "12:00"),
];
const DAY_SHORT: Meeting[][] = [
  one(5, "08:00", "11:00"),
  one(5, "13:00", "16:00"),
  one(2, "13:00", "16:00"),
  one(4, "16:00", "19:00"),
  one(1, "16:00", "19:00"),
  one(3, "13:00", "16:00"),
];
const EVENING_FOUR: Meeting[][] = [
  pair(2, 4, "19:00", "21:00"),
  pair(1, 3, "19:00", "21:00"),
  one(6, "08:00", "12:00"),
  one(6, "13:00", "17:00"),
  pair(3, 5, "19:00", "21:00"),
];
const EVENING_SHORT: Meeting[][] = [
  one(5, "19:00", "21:00"),
  one(6, "13:00", "15:00"),
  one(2, "19:00", "22:00"),
  one(1, "19:00", "21:00"),
];
/** Seminars meet late on Friday when they can (no daytime class of the demo runs past 16:00 then). */
const SEMINAR: Meeting[][] = [
  one(5, "16:00", "17:30"),
  one(4, "16:00", "17:30"),
  one(5, "18:00", "19:30"),
  one(2, "16:30", "18:00"),
  one(3, "12:00", "13:30"),
  one(1, "12:00", "13:30"),
];

const ROOMS = [
  "Sala 101",
  "Sala 102",
  "Sala 108",
  "Sala 201",
  "Sala 204",
  "Sala 305",
  "Laboratório 1",
  "Laboratório 2",
];
const SEMINAR_ROOMS = ["Auditório Principal", "Sala de Seminários"];

/** The patterns that suit the class first, then, when a busy teacher has none of them free, the others of its length. */
function patternsFor(credits: number, evening: boolean): [suited: Meeting[][], others: Meeting[][]] {
  if (credits <= 1) return [SEMINAR, []];
  if (credits >= 4) return evening ? [EVENING_FOUR, DAY_FOUR] : [DAY_FOUR, EVENING_FOUR];
  return evening ? [EVENING_SHORT, DAY_SHORT] : [DAY_SHORT, EVENING_SHORT];
}

/** One term's bookings: which slots each room and each teacher already has. */
export class SlotBook {
  private readonly rooms = new Map<string, Meeting[]>();
  private readonly teachers = new Map<string, Meeting[]>();

  private free(book: Map<string, Meeting[]>, key: string, meetings: readonly Meeting[]): boolean {
    const taken = book.get(key) ?? [];
    return meetings.every((meeting) =>
      taken.every((other) => !slotsOverlap({ ...meeting, room: "" }, { ...other, room: "" })),
    );
  }

  private add(book: Map<string, Meeting[]>, key: string, meetings: readonly Meeting[]) {
    book.set(key, [...(book.get(key) ?? []), ...meetings]);
  }

  /** Records slots fixed by hand (the named logins' classes); throws when they clash. */
  reserve(teachers: readonly string[], slots: readonly Slot[]): void {
    for (const slot of slots) {
      if (!this.free(this.rooms, slot.room, [slot])) throw new Error(`demo: room clash in ${slot.room}`);
      this.add(this.rooms, slot.room, [slot]);
    }
    for (const teacher of teachers) {
      if (!this.free(this.teachers, teacher, slots)) throw new Error(`demo: teacher clash for ${teacher}`);
      this.add(this.teachers, teacher, slots);
    }
  }

  /**
   * The first pattern (starting at `turn`, so classes spread over the week) in which every
   * teacher is free and one room is free for all its meetings; books it.
   */
  place(teachers: readonly string[], credits: number, evening: boolean, turn: number): Slot[] {
    const [suited, others] = patternsFor(credits, evening);
    const rooms = credits <= 1 ? SEMINAR_ROOMS : ROOMS;
    const start = credits <= 1 ? 0 : turn;
    const order = [...suited.map((_, i) => suited[(start + i) % suited.length] as Meeting[]), ...others];
    for (const meetings of order) {
      if (!teachers.every((teacher) => this.free(this.teachers, teacher, meetings))) continue;
      for (let r = 0; r < rooms.length; r++) {
        const room = rooms[(turn + r) % rooms.length] as string;
        if (!this.free(this.rooms, room, meetings)) continue;
        const slots = meetings.map((meeting) => ({ ...meeting, room }));
        this.reserve(teachers, slots);
        return slots;
      }
    }
    throw new Error(`demo: no free slot for ${teachers.join(", ")}`);
  }
}
