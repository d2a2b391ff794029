CREATE TABLE "committee_final_version_chunks" (
	"committee_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "committee_final_version_chunks_committee_id_seq_pk" PRIMARY KEY("committee_id","seq"),
	CONSTRAINT "committee_final_version_chunks_seq_check" CHECK ("committee_final_version_chunks"."seq" between 0 and 49)
);
--> statement-breakpoint
CREATE TABLE "committee_final_versions" (
	"committee_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"deposited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposited_by" integer,
	CONSTRAINT "committee_final_versions_size_check" CHECK ("committee_final_versions"."size" between 1 and 52428800),
	CONSTRAINT "committee_final_versions_sha256_check" CHECK ("committee_final_versions"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "committee_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "committee_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"committee_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"external" boolean NOT NULL,
	"user_id" integer,
	"name" text,
	"email" text,
	"institution" text,
	"highest_degree" text,
	"document_kind" text,
	"document_number" text,
	"document_country" text,
	"locale" text,
	"participated" boolean,
	CONSTRAINT "committee_members_role_check" CHECK ("committee_members"."role" in ('presidente', 'titular', 'suplente')),
	CONSTRAINT "committee_members_degree_check" CHECK ("committee_members"."highest_degree" in ('doutorado', 'mestrado', 'especializacao', 'graduacao')),
	CONSTRAINT "committee_members_document_kind_check" CHECK ("committee_members"."document_kind" in ('cpf', 'passaporte')),
	CONSTRAINT "committee_members_locale_check" CHECK ("committee_members"."locale" in ('pt', 'en')),
	CONSTRAINT "committee_members_president_check" CHECK ("committee_members"."role" <> 'presidente' or not "committee_members"."external"),
	CONSTRAINT "committee_members_kind_check" CHECK ((not "committee_members"."external" and "committee_members"."user_id" is not null and "committee_members"."name" is null and "committee_members"."email" is null
          and "committee_members"."institution" is null and "committee_members"."highest_degree" is null and "committee_members"."document_kind" is null
          and "committee_members"."document_number" is null and "committee_members"."document_country" is null and "committee_members"."locale" is null)
        or ("committee_members"."external" and "committee_members"."user_id" is null and "committee_members"."name" is not null and "committee_members"."email" is not null
          and "committee_members"."institution" is not null and "committee_members"."highest_degree" is not null and "committee_members"."locale" is not null
          and (("committee_members"."document_kind" = 'cpf' and "committee_members"."document_number" ~ '^[0-9]{11}$' and "committee_members"."document_country" is null)
            or ("committee_members"."document_kind" = 'passaporte' and "committee_members"."document_number" ~ '^[A-Z0-9]{5,20}$'
              and "committee_members"."document_country" ~ '^[A-Z]{2}$'))))
);
--> statement-breakpoint
CREATE TABLE "committees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "committees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"degree" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"place" text,
	"remote_link" text,
	"status" text DEFAULT 'proposta' NOT NULL,
	"verdict" text,
	"corrections_deadline" date,
	"notes" text,
	"proposed_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"verdict_by" integer,
	"verdict_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "committees_kind_check" CHECK ("committees"."kind" in ('qualificacao', 'defesa')),
	CONSTRAINT "committees_degree_check" CHECK ("committees"."degree" in ('mestrado', 'doutorado')),
	CONSTRAINT "committees_language_check" CHECK ("committees"."language" in ('pt', 'en')),
	CONSTRAINT "committees_status_check" CHECK ("committees"."status" in ('proposta', 'agendada', 'realizada', 'cancelada')),
	CONSTRAINT "committees_verdict_check" CHECK ("committees"."verdict" in ('aprovado', 'aprovado_com_correcoes', 'reprovado')),
	CONSTRAINT "committees_time_check" CHECK ("committees"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "committees_title_check" CHECK (char_length("committees"."title") between 1 and 500),
	CONSTRAINT "committees_where_check" CHECK (coalesce(btrim("committees"."place"), '') <> '' or "committees"."remote_link" is not null),
	CONSTRAINT "committees_remote_link_check" CHECK ("committees"."remote_link" ~ '^https://'),
	CONSTRAINT "committees_verdict_fields_check" CHECK (("committees"."status" = 'realizada') = ("committees"."verdict" is not null)
        and coalesce("committees"."verdict" = 'aprovado_com_correcoes', false) = ("committees"."corrections_deadline" is not null)
        and ("committees"."corrections_deadline" is null or "committees"."corrections_deadline" > "committees"."date")),
	CONSTRAINT "committees_cancel_check" CHECK (("committees"."status" = 'cancelada') = ("committees"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "phase_completions" (
	"student_id" integer NOT NULL,
	"phase_code" text NOT NULL,
	"completed_on" date NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_completions_student_id_phase_code_pk" PRIMARY KEY("student_id","phase_code"),
	CONSTRAINT "phase_completions_code_check" CHECK ("phase_completions"."phase_code" ~ '^[a-z][a-z0-9_]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "phase_reminders" (
	"student_id" integer NOT NULL,
	"phase_code" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phase_reminders_student_id_phase_code_recipient_pk" PRIMARY KEY("student_id","phase_code","recipient")
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"programme" text NOT NULL,
	"degree" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"months" smallint NOT NULL,
	"milestone" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phases_code_check" CHECK ("phases"."code" ~ '^[a-z][a-z0-9_]{1,31}$' and "phases"."code" <> 'versao_final'),
	CONSTRAINT "phases_programme_check" CHECK ("phases"."programme" in ('academico', 'profissional')),
	CONSTRAINT "phases_degree_check" CHECK ("phases"."degree" in ('mestrado', 'doutorado')),
	CONSTRAINT "phases_months_check" CHECK ("phases"."months" between 1 and 120),
	CONSTRAINT "phases_milestone_check" CHECK ("phases"."milestone" in ('qualificacao', 'defesa'))
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_attachments_size_check" CHECK ("request_attachments"."size" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	CONSTRAINT "request_history_status_check" CHECK ("request_history"."status" in ('aguardando_orientador', 'aguardando_secretaria', 'deferido', 'indeferido', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"months" smallint NOT NULL,
	"phases" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date,
	"justification" text NOT NULL,
	"status" text NOT NULL,
	"opinion" text,
	"opinion_text" text,
	"opinion_by" integer,
	"opinion_at" timestamp with time zone,
	"granted_months" smallint,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_type_check" CHECK ("requests"."type" in ('prorrogacao', 'trancamento')),
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('aguardando_orientador', 'aguardando_secretaria', 'deferido', 'indeferido', 'cancelado')),
	CONSTRAINT "requests_months_check" CHECK ("requests"."months" between 1 and 24),
	CONSTRAINT "requests_kind_fields_check" CHECK (("requests"."type" = 'prorrogacao' and cardinality("requests"."phases") between 1 and 20 and "requests"."start_date" is null)
        or ("requests"."type" = 'trancamento' and cardinality("requests"."phases") = 0 and "requests"."start_date" is not null)),
	CONSTRAINT "requests_justification_check" CHECK (char_length("requests"."justification") between 10 and 4000),
	CONSTRAINT "requests_opinion_check" CHECK ("requests"."opinion" in ('favoravel', 'desfavoravel') and ("requests"."opinion" is null) = ("requests"."opinion_at" is null)
        and ("requests"."opinion" is null) = ("requests"."opinion_text" is null)),
	CONSTRAINT "requests_decision_check" CHECK (("requests"."status" in ('deferido', 'indeferido')) = ("requests"."decided_at" is not null)
        and ("requests"."status" = 'deferido') = ("requests"."granted_months" is not null)
        and ("requests"."granted_months" is null or "requests"."granted_months" between 1 and "requests"."months")
        and ("requests"."status" <> 'indeferido' or "requests"."decision_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "declarations" DROP CONSTRAINT "declarations_type_check";--> statement-breakpoint
ALTER TABLE "declarations" ALTER COLUMN "holder_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "holder_name" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "committee_id" integer;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "committee_member_id" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "hold_max_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "extension_max_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "office_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dismissal_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dismissal_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dismissal_notes" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dismissed_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "committee_final_version_chunks" ADD CONSTRAINT "committee_final_version_chunks_committee_id_committee_final_versions_committee_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committee_final_versions"("committee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_final_versions" ADD CONSTRAINT "committee_final_versions_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_final_versions" ADD CONSTRAINT "committee_final_versions_deposited_by_users_id_fk" FOREIGN KEY ("deposited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_members" ADD CONSTRAINT "committee_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_verdict_by_users_id_fk" FOREIGN KEY ("verdict_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_completions" ADD CONSTRAINT "phase_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_completions" ADD CONSTRAINT "phase_completions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_reminders" ADD CONSTRAINT "phase_reminders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_opinion_by_users_id_fk" FOREIGN KEY ("opinion_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_members_committee_idx" ON "committee_members" USING btree ("committee_id","position");--> statement-breakpoint
CREATE INDEX "committee_members_user_idx" ON "committee_members" USING btree ("user_id") WHERE "committee_members"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "committee_members_user_key" ON "committee_members" USING btree ("committee_id","user_id") WHERE "committee_members"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "committee_members_email_key" ON "committee_members" USING btree ("committee_id",lower("email")) WHERE "committee_members"."external";--> statement-breakpoint
CREATE UNIQUE INDEX "committee_members_document_key" ON "committee_members" USING btree ("committee_id","document_kind","document_number",coalesce("document_country", '')) WHERE "committee_members"."external";--> statement-breakpoint
CREATE UNIQUE INDEX "committee_members_president_key" ON "committee_members" USING btree ("committee_id") WHERE "committee_members"."role" = 'presidente';--> statement-breakpoint
CREATE UNIQUE INDEX "committees_open_key" ON "committees" USING btree ("student_id","kind") WHERE "committees"."status" in ('proposta', 'agendada');--> statement-breakpoint
CREATE INDEX "committees_student_idx" ON "committees" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "committees_calendar_idx" ON "committees" USING btree ("date","time") WHERE "committees"."status" in ('agendada', 'realizada');--> statement-breakpoint
CREATE INDEX "committees_status_idx" ON "committees" USING btree ("status","date");--> statement-breakpoint
CREATE UNIQUE INDEX "phases_track_code_key" ON "phases" USING btree ("programme","degree","code");--> statement-breakpoint
CREATE UNIQUE INDEX "phases_track_milestone_key" ON "phases" USING btree ("programme","degree","milestone") WHERE "phases"."milestone" is not null and "phases"."active";--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "requests_student_idx" ON "requests" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_committee_member_id_committee_members_id_fk" FOREIGN KEY ("committee_member_id") REFERENCES "public"."committee_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declarations_committee_idx" ON "declarations" USING btree ("committee_id","committee_member_id") WHERE "declarations"."committee_id" is not null;--> statement-breakpoint
CREATE INDEX "users_active_students_idx" ON "users" USING btree ("programme","degree","entry_date","id") WHERE "users"."level" = 'Discente' and "users"."status" = 'ativo' and "users"."entry_date" is not null;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_holder_check" CHECK ("declarations"."holder_id" is not null or ("declarations"."type" = 'participacao_banca' and "declarations"."holder_name" is not null));--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_committee_check" CHECK (("declarations"."type" in ('participacao_banca', 'ata_banca')) = ("declarations"."committee_id" is not null)
        and ("declarations"."type" = 'participacao_banca') = ("declarations"."committee_member_id" is not null));--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_type_check" CHECK ("declarations"."type" in ('matricula', 'vinculo', 'historico', 'docencia', 'participacao_banca', 'ata_banca'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_programme_year_check" CHECK ("settings"."hold_max_months" between 0 and 120 and "settings"."extension_max_months" between 0 and 120
        and ("settings"."office_email" = '' or "settings"."office_email" like '%_@_%'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dismissal_reason_check" CHECK ("users"."dismissal_reason" in ('conclusao', 'abandono', 'desempenho', 'a_pedido', 'prazo_esgotado', 'transferencia', 'outro'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dismissal_check" CHECK (("users"."dismissal_reason" is null) = ("users"."dismissal_date" is null)
        and ("users"."dismissal_reason" is null) = ("users"."dismissed_at" is null)
        and ("users"."dismissal_reason" is distinct from 'outro' or coalesce(btrim("users"."dismissal_notes"), '') <> ''));--> statement-breakpoint
-- Written by hand (drizzle-kit does not model these), the programme year's starting points:
-- 1. The phase table every database starts with, production too (src/domain/phases.ts
--    DEFAULT_PHASES says the same; a test compares them): master's of both programmes at 12, 18
--    and 24 months, the academic doctorate at 12, 24 and 48.
-- 2. A Discente's entry day defaults to its entry term's first day: on insert or when the entry
--    term changes while no entry day is set (users_entry_date_default), when the term is created
--    after its students (terms_entry_date_default), and once here for the students already there.
INSERT INTO "phases" ("programme", "degree", "code", "name_pt", "name_en", "months", "milestone")
SELECT track.programme, track.degree, phase.code, phase.name_pt, phase.name_en,
  CASE phase.code WHEN 'proficiencia' THEN 12 WHEN 'qualificacao' THEN track.qualificacao ELSE track.defesa END,
  phase.milestone
FROM (VALUES ('academico', 'mestrado', 18, 24), ('profissional', 'mestrado', 18, 24),
    ('academico', 'doutorado', 24, 48)) AS track (programme, degree, qualificacao, defesa)
  CROSS JOIN (VALUES
    ('proficiencia', 'Proficiência em língua inglesa', 'English proficiency', NULL),
    ('qualificacao', 'Exame de qualificação', 'Qualifying exam', 'qualificacao'),
    ('defesa', 'Defesa', 'Defence', 'defesa')) AS phase (code, name_pt, name_en, milestone)
ON CONFLICT ("programme", "degree", "code") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_entry_date_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.level = 'Discente' AND NEW.entry_date IS NULL AND NEW.entry_term IS NOT NULL THEN
    NEW.entry_date := (SELECT t.start_date FROM terms t WHERE t.code = NEW.entry_term);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_entry_date_default" BEFORE INSERT OR UPDATE OF "entry_term", "entry_date", "level"
  ON "users" FOR EACH ROW EXECUTE FUNCTION "users_entry_date_default"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "terms_entry_date_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET entry_date = NEW.start_date
    WHERE entry_term = NEW.code AND entry_date IS NULL AND level = 'Discente';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "terms_entry_date_default" AFTER INSERT ON "terms"
  FOR EACH ROW EXECUTE FUNCTION "terms_entry_date_default"();
--> statement-breakpoint
UPDATE "users" u SET "entry_date" = t."start_date" FROM "terms" t
  WHERE t."code" = u."entry_term" AND u."entry_date" IS NULL AND u."level" = 'Discente';
