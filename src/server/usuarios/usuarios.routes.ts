import { createRoute, z } from "@hono/zod-openapi";
import { dismissalInputSchema, userDetailSchema } from "../../domain/desligamento.ts";
import { userProfileSchema } from "../../domain/user-profile.ts";
import { idcbpfSchema } from "../../domain/users.ts";
import { userAdminPatchSchema, userCreateSchema, userListQuerySchema } from "../../domain/user-input.ts";
import { requireAccess } from "../auth/require-access.ts";
import { UserSchema } from "../auth/session.routes.ts";
import { errorResponses, json } from "../http/openapi.ts";
import { ownFieldsOnly } from "./perfil.ts";

/**
 * Users (PRODUCT §8): the office's paged, searchable list; create; one profile, read and changed by
 * the office or (own fields only) by its owner; the office's password reset. No DELETE: nobody with
 * academic records is ever removed — the office changes the status instead.
 */
const tags = ["Usuários"];
const security = [{ sessionCookie: [] }];
/** The policy compares the path's idcbpf with the caller's own, as the browser's guard does. */
const ownIdcbpf = requireAccess("perfil");
const idcbpfParam = z.object({ idcbpf: idcbpfSchema });
export const UserDetailSchema = z.object(userDetailSchema.shape).openapi("UserDetail");
const userAnswer = z.object({ user: UserDetailSchema });
/**
 * A profile with its personal data (funding §6, P1): only the office and the person itself get
 * this answer; a Docente's adds its CAPES fields.
 */
export const UserProfileSchema = z.object(userProfileSchema.shape).openapi("UserProfile");
const profileAnswer = z.object({ user: UserProfileSchema });
const personalNote =
  " The answer carries the person's data for CAPES (`cpf` as 11 digits, `passport`, `passportCountry`, `birthDate`, `nationality`, `sex`, `race`, `disability`, `affirmativeAction`, `statusSince`; a Docente's also `capesCategory`, `workRegime`, `titulationLevel`, `titulationYear`, `titulationInstitution`, `titulationCountry`): only the office and the person itself may read it.";

export const UserPageSchema = z
  .object({
    items: z.array(UserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("UserPage");

export const listUsers = createRoute({
  method: "get",
  path: "/usuarios",
  tags,
  security,
  summary: "Users, filtered and paged (Administrador)",
  description:
    "`q` is part of the name, idcbpf or e-mail, matched without regard to case or accents, or a whole valid CPF (with or without its dots and dash; the items never carry it). A page past the end answers no items and the true total.",
  middleware: [requireAccess("usuarios")] as const,
  request: { query: userListQuerySchema },
  responses: { 200: json(UserPageSchema, "One page of users, ordered by name"), ...errorResponses(401, 403) },
});

export const createUser = createRoute({
  method: "post",
  path: "/usuarios",
  tags,
  security,
  summary: "Create a user (Administrador)",
  description:
    "Without `password` the user has none until the office resets one (`POST /usuarios/{idcbpf}/senha`). 409 `user_exists` or `email_taken` (any case), or `cpf_taken` (naming nobody). `statusSince` is today unless given." +
    personalNote,
  middleware: [requireAccess("secretaria")] as const,
  request: { body: { required: true, content: { "application/json": { schema: userCreateSchema } } } },
  responses: { 201: json(profileAnswer, "Created; the user as GET answers it"), ...errorResponses(401, 403, 409) },
});

export const getUser = createRoute({
  method: "get",
  path: "/usuarios/{idcbpf}",
  tags,
  security,
  summary: "One user (Administrador: anyone; Docente and Discente: itself)",
  description:
    "The office reading someone else's profile is audited (`personal_data` `read`), since the answer carries personal data." +
    personalNote,
  middleware: [ownIdcbpf] as const,
  request: { params: idcbpfParam },
  responses: { 200: json(profileAnswer, "The user"), ...errorResponses(401, 403, 404) },
});

export const patchUser = createRoute({
  method: "patch",
  path: "/usuarios/{idcbpf}",
  tags,
  security,
  summary:
    "Change a user (Administrador: any field; Docente and Discente: own e-mail, Lattes, locale, e-mail notifications, password)",
  description:
    "A Docente or Discente sending any field besides `email`, `lattes`, `locale`, `emailNotifications`, `password`, `currentPassword`, `birthDate`, `nationality`, `sex`, `race`, `disability` gets 403 `own_fields_only` and nothing changes (funding P3). A bad `cpf` is 400 on it, a passport without its country 400 on `passportCountry`, a day after today 400 on it, CAPES fields of a non-Docente 400; a CPF another user holds 409 `cpf_taken`; a status change sets `statusSince` to today. `emailNotifications` (default true) says whether notifications are also e-mailed (PRODUCT §7). Changing one's own password needs `currentPassword` and ends one's other sessions. A status change of a Discente to `trancado`, `inativo` or `egresso` drops its current-term enrolments (PRODUCT §7).",
  middleware: [ownIdcbpf, ownFieldsOnly] as const,
  request: {
    params: idcbpfParam,
    body: { required: true, content: { "application/json": { schema: userAdminPatchSchema } } },
  },
  responses: { 200: json(profileAnswer, "The user as changed"), ...errorResponses(401, 403, 404, 409, 422, 429) },
});

export const resetPassword = createRoute({
  method: "post",
  path: "/usuarios/{idcbpf}/senha",
  tags,
  security,
  summary: "Reset a password (Administrador): a one-time temporary password; the user's sessions end",
  description:
    "The answer is the only time the temporary password is shown. Its owner must choose a new one after logging in (`mustChangePassword`); it works until `validUntil` (the settings' `temporaryPasswordDays` from now), after which the login refuses it like any wrong password.",
  middleware: [requireAccess("secretaria")] as const,
  request: { params: idcbpfParam },
  responses: {
    200: json(
      z.object({ temporaryPassword: z.string(), validUntil: z.string().openapi({ format: "date-time" }) }),
      "The temporary password and the instant it stops working",
    ),
    ...errorResponses(401, 403, 404),
  },
});

export const dismissUser = createRoute({
  method: "post",
  path: "/usuarios/{idcbpf}/desligamento",
  tags,
  security,
  summary: "Dismiss a student (desligamento, Administrador)",
  description:
    "Programme-year rules 24–25. `conclusao` makes the student `egresso`, any other reason `inativo`; `date` defaults to today (never after it); `outro` needs `notes` (400). In one transaction: the status with PRODUCT §7's consequences (the current term's enrolments `trancada`, seats to the waitlist), open requests `cancelado`, open committees `cancelada`; the guidance is kept. 422 `not_a_student`, `already_dismissed`, `date_in_future`, `defence_not_passed`, `final_version_missing`.",
  middleware: [requireAccess("secretaria")] as const,
  request: {
    params: idcbpfParam,
    body: { required: true, content: { "application/json": { schema: dismissalInputSchema } } },
  },
  responses: { 200: json(userAnswer, "The user, dismissed"), ...errorResponses(401, 403, 404, 422) },
});
