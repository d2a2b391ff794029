import { expect, test } from "vitest";
import * as reads from "../domain/first-reads.ts";
import { WEEK_PATH } from "../features/home/prime.ts";
import { ADVISEES_PATH, transcriptPath as historicoTranscript } from "../features/historico/historico-api.ts";
import * as matricula from "../features/matricula/matricula-api.ts";
import { userListPath } from "../features/usuarios/user-answers.ts";

/**
 * The server makes a page's first reads under the paths of src/domain/first-reads.ts, and the
 * page takes them only when it asks for the very same path: each must be what the page's own
 * path builder gives, or the page would ask again (a round trip lost on every navigation).
 */
test("each first read is the path its page asks for", () => {
  const student = { idcbpf: "ana.souza", programme: "mestrado-fisica", degree: "mestrado" };
  expect(reads.WEEK_PATH).toBe(WEEK_PATH);
  expect(reads.TERMS_PATH).toBe(matricula.TERMS_PATH);
  expect(reads.SETTINGS_PATH).toBe(matricula.SETTINGS_PATH);
  expect(reads.offeringsPath("2026.2")).toBe(matricula.offeringsPath("2026.2"));
  expect(reads.myEnrolmentsPath("2026.2")).toBe(matricula.myEnrolmentsPath("2026.2"));
  expect(reads.fittingSubjectsPath(student)).toBe(matricula.fittingSubjectsPath(student));
  expect(reads.fittingSubjectsPath({ programme: null, degree: null })).toBe(
    matricula.fittingSubjectsPath({ programme: null, degree: null }),
  );
  expect(reads.transcriptPath("ana.souza")).toBe(matricula.transcriptPath("ana.souza"));
  expect(reads.transcriptPath("ana.souza")).toBe(historicoTranscript("ana.souza"));
  expect(reads.ADVISEES_PATH).toBe(ADVISEES_PATH);
  expect(reads.USERS_FIRST_PAGE_PATH).toBe(
    userListPath({ q: "", level: "", programme: "", degree: "", status: "" }, 1),
  );
});
