import { describe, expect, it } from "vitest";
import { enrolmentPage, offeringList } from "./home-api.ts";

/** The device keeps what a schema gave and reads it again with the same schema: it must parse to the same. */
describe("the home's answer schemas read their own output again", () => {
  const enrolment = { codigo: "A", student: { idcbpf: "ana", name: "Ana" }, status: "em_espera", position: 2 };
  const offering = {
    id: 1,
    term: "2026.2",
    subject: { code: "FIS-501", name: "Mecânica", credits: 4 },
    slots: [{ weekday: 1, start: "08:00", end: "10:00", room: "Sala 1" }],
    capacity: 30,
    taken: 3,
    waiting: 0,
  };
  it.each([
    ["enrolments, a page", enrolmentPage, { items: [enrolment], total: 1, page: 1, pageSize: 100 }],
    ["enrolments, an array, the student as idcbpf", enrolmentPage, [{ ...enrolment, student: "ana" }]],
    ["offerings, a page", offeringList, { items: [offering], total: 1, page: 1, pageSize: 100 }],
    ["offerings, an array", offeringList, [offering]],
  ] as const)("%s", (_, schema, answer) => {
    const once: unknown = schema.parse(answer);
    expect(schema.parse(once)).toEqual(once);
  });
});
