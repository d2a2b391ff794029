import type { User } from "../../domain/users.ts";
import type { CurrentUser } from "../context.ts";
import { users } from "../db/schema.ts";

/** The columns a user is read with everywhere (never the password hash), and their API shape. */
export const userColumns = {
  id: users.id,
  idcbpf: users.idcbpf,
  name: users.name,
  email: users.email,
  level: users.level,
  programme: users.programme,
  degree: users.degree,
  status: users.status,
  entryTerm: users.entryTerm,
  lattes: users.lattes,
  researchArea: users.researchArea,
  locale: users.locale,
  mustChangePassword: users.passwordTemporary,
  emailNotifications: users.emailNotifications,
};

export type UserRow = CurrentUser;

/** What the API says about a user (`userSchema`): the row without its internal id. */
export function toApiUser(row: UserRow): User {
  return {
    idcbpf: row.idcbpf,
    name: row.name,
    email: row.email,
    level: row.level,
    programme: row.programme,
    degree: row.degree,
    status: row.status,
    entryTerm: row.entryTerm,
    lattes: row.lattes,
    researchArea: row.researchArea,
    locale: row.locale,
    mustChangePassword: row.mustChangePassword,
    emailNotifications: row.emailNotifications,
  };
}
