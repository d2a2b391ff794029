import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CAPES_CATEGORIES, RACES, SEXES, TITULATION_LEVELS, WORK_REGIMES } from "../../domain/personal-data.ts";
import { oneOf, tz } from "./columns.ts";
import { users } from "./schema.ts";

/**
 * A person's data for CAPES (funding spec §1, §4), part of the one schema (schema.ts re-exports it).
 * One row per user who has declared anything, apart from `users` on purpose: no read of users — a
 * list, a join for a name — can carry a CPF by accident; only the code that reads this table does,
 * and that is the office's and the person's own (P1). Every field is null until declared. The CPF is
 * stored as its 11 digits (unique among users), a passport upper-cased with its country. The
 * Docente's CAPES fields live here too: they go to the same two readers. Tables of schema.ts are
 * referenced only inside `references(() => …)`.
 */
export const personalData = pgTable(
  "personal_data",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    cpf: text("cpf"),
    passport: text("passport"),
    /** ISO 3166-1 alpha-2; required with a passport. */
    passportCountry: text("passport_country"),
    birthDate: date("birth_date", { mode: "string" }),
    /** ISO 3166-1 alpha-2 (`BR` for Brazilians). */
    nationality: text("nationality"),
    sex: text("sex", { enum: SEXES }),
    race: text("race", { enum: RACES }),
    disability: boolean("disability"),
    /** Admitted through a reserved place (Discentes). */
    affirmativeAction: boolean("affirmative_action"),
    capesCategory: text("capes_category", { enum: CAPES_CATEGORIES }),
    workRegime: text("work_regime", { enum: WORK_REGIMES }),
    titulationLevel: text("titulation_level", { enum: TITULATION_LEVELS }),
    titulationYear: smallint("titulation_year"),
    /** An acronym, ≤ 30 characters (`UFRJ`). */
    titulationInstitution: text("titulation_institution"),
    titulationCountry: text("titulation_country"),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("personal_data_cpf_key").on(t.cpf),
    check("personal_data_cpf_check", sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check("personal_data_passport_check", sql`${t.passport} ~ '^[A-Z0-9]{5,20}$'`),
    check("personal_data_passport_country_check", sql`(${t.passport} is null) = (${t.passportCountry} is null)`),
    check(
      "personal_data_countries_check",
      sql`${t.passportCountry} ~ '^[A-Z]{2}$' and ${t.nationality} ~ '^[A-Z]{2}$' and ${t.titulationCountry} ~ '^[A-Z]{2}$'`,
    ),
    check("personal_data_sex_check", sql`${t.sex} in (${oneOf(SEXES)})`),
    check("personal_data_race_check", sql`${t.race} in (${oneOf(RACES)})`),
    check("personal_data_capes_category_check", sql`${t.capesCategory} in (${oneOf(CAPES_CATEGORIES)})`),
    check("personal_data_work_regime_check", sql`${t.workRegime} in (${oneOf(WORK_REGIMES)})`),
    check("personal_data_titulation_level_check", sql`${t.titulationLevel} in (${oneOf(TITULATION_LEVELS)})`),
    check("personal_data_titulation_year_check", sql`${t.titulationYear} >= 1950`),
    check("personal_data_titulation_institution_check", sql`length(${t.titulationInstitution}) between 1 and 30`),
  ],
);
