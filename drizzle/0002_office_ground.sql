CREATE TABLE "concepts" (
	"concept" text PRIMARY KEY NOT NULL,
	"label_pt" text NOT NULL,
	"label_en" text NOT NULL,
	"passes" boolean NOT NULL,
	"weight" numeric(4, 2) NOT NULL,
	"gives_credit" boolean NOT NULL,
	"counts_in_cr" boolean NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "concepts_concept_check" CHECK ("concepts"."concept" ~ '^[A-Z]{1,2}$'),
	CONSTRAINT "concepts_weight_check" CHECK ("concepts"."weight" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"enrolment_id" integer PRIMARY KEY NOT NULL,
	"concept" text NOT NULL,
	"attendance" smallint NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_attendance_check" CHECK ("grades"."attendance" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "guidance_co_advisors" (
	"guidance_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "guidance_co_advisors_guidance_id_user_id_pk" PRIMARY KEY("guidance_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "guidances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guidances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"advisor_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guidances_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "guidances_not_self" CHECK ("guidances"."student_id" <> "guidances"."advisor_id")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"institution_name" text NOT NULL,
	"signatory" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"credit_limit" smallint DEFAULT 0 NOT NULL,
	"attendance_minimum" smallint DEFAULT 75 NOT NULL,
	"advisee_cap" smallint DEFAULT 8 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_ranges_check" CHECK ("settings"."credit_limit" >= 0 and "settings"."attendance_minimum" between 0 and 100 and "settings"."advisee_cap" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"subject_id" integer,
	"external_name" text,
	"credits" smallint NOT NULL,
	"term_id" integer NOT NULL,
	"institution" text NOT NULL,
	"origin_term" text,
	"concept" text DEFAULT 'T' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_subject_check" CHECK ("transfers"."subject_id" is not null or "transfers"."external_name" is not null),
	CONSTRAINT "transfers_credits_check" CHECK ("transfers"."credits" >= 0)
);
--> statement-breakpoint
DROP INDEX "users_name_idx";--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "search" text GENERATED ALWAYS AS (translate(lower("subjects"."code" || ' ' || "subjects"."name_pt" || ' ' || "subjects"."name_en"), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "research_area" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_temporary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" text GENERATED ALWAYS AS (translate(lower("users"."name" || ' ' || "users"."idcbpf" || ' ' || "users"."email"), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_concept_concepts_concept_fk" FOREIGN KEY ("concept") REFERENCES "public"."concepts"("concept") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_co_advisors" ADD CONSTRAINT "guidance_co_advisors_guidance_id_guidances_id_fk" FOREIGN KEY ("guidance_id") REFERENCES "public"."guidances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_co_advisors" ADD CONSTRAINT "guidance_co_advisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidances" ADD CONSTRAINT "guidances_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidances" ADD CONSTRAINT "guidances_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_concept_concepts_concept_fk" FOREIGN KEY ("concept") REFERENCES "public"."concepts"("concept") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guidance_co_advisors_user_idx" ON "guidance_co_advisors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guidances_advisor_idx" ON "guidances" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "transfers_student_idx" ON "transfers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "access_log_user_idx" ON "access_log" USING btree ("user_id","server_time");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "users_search_order_idx" ON "users" USING btree ("search","idcbpf");--> statement-breakpoint
CREATE INDEX "users_level_status_idx" ON "users" USING btree ("level","status");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model these): terms never overlap (start to end, both days
-- included), checked by the database so two offices saving at once cannot both win; and the
-- settings row and the concept table of PRODUCT §1, so every new database has them.
ALTER TABLE "terms" ADD CONSTRAINT "terms_no_overlap" EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);--> statement-breakpoint
INSERT INTO "settings" ("id", "institution_name") VALUES (1, 'Instituto de Pesquisa') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "concepts" ("concept", "label_pt", "label_en", "passes", "weight", "gives_credit", "counts_in_cr", "position") VALUES
  ('A', 'Excelente', 'Excellent', true, 4, true, true, 1),
  ('B', 'Bom', 'Good', true, 3, true, true, 2),
  ('C', 'Regular', 'Fair', true, 2, true, true, 3),
  ('D', 'Insuficiente', 'Insufficient', false, 0, false, true, 4),
  ('R', 'Reprovado', 'Failed', false, 0, false, true, 5),
  ('T', 'Aproveitamento de créditos', 'Credit transfer', true, 0, true, false, 6)
ON CONFLICT DO NOTHING;
