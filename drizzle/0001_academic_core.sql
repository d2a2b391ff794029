CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"student_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "enrolments_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" in ('pendente', 'deferida', 'indeferida', 'trancada', 'em_espera')),
	CONSTRAINT "enrolments_codigo_check" CHECK ("enrolments"."codigo" ~ '^[0-9A-HJKMNP-TV-Z]{28}$')
);
--> statement-breakpoint
CREATE TABLE "offering_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offering_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"room" text NOT NULL,
	CONSTRAINT "offering_slots_weekday_check" CHECK ("offering_slots"."weekday" between 0 and 6),
	CONSTRAINT "offering_slots_time_check" CHECK ("offering_slots"."start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "offering_slots"."end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "offering_slots"."start" < "offering_slots"."end")
);
--> statement-breakpoint
CREATE TABLE "offering_teachers" (
	"offering_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"responsible" boolean DEFAULT false NOT NULL,
	CONSTRAINT "offering_teachers_offering_id_user_id_pk" PRIMARY KEY("offering_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"notes" text,
	CONSTRAINT "offerings_capacity_check" CHECK ("offerings"."capacity" >= 0),
	CONSTRAINT "offerings_language_check" CHECK ("offerings"."language" in ('pt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "subject_prerequisites" (
	"subject_id" integer NOT NULL,
	"requires_id" integer NOT NULL,
	CONSTRAINT "subject_prerequisites_subject_id_requires_id_pk" PRIMARY KEY("subject_id","requires_id"),
	CONSTRAINT "subject_prerequisites_self_check" CHECK ("subject_prerequisites"."subject_id" <> "subject_prerequisites"."requires_id")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"syllabus_pt" text DEFAULT '' NOT NULL,
	"syllabus_en" text DEFAULT '' NOT NULL,
	"credits" smallint NOT NULL,
	"hours" smallint NOT NULL,
	"programme" text,
	"level" text,
	"repeatable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subjects_code_unique" UNIQUE("code"),
	CONSTRAINT "subjects_code_check" CHECK ("subjects"."code" ~ '^[A-Z]{2,5}-[0-9]{3,4}[A-Z]?$'),
	CONSTRAINT "subjects_programme_check" CHECK ("subjects"."programme" in ('academico', 'profissional')),
	CONSTRAINT "subjects_level_check" CHECK ("subjects"."level" in ('mestrado', 'doutorado')),
	CONSTRAINT "subjects_credits_check" CHECK ("subjects"."credits" >= 0 and "subjects"."hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"offering_start" date NOT NULL,
	"offering_end" date NOT NULL,
	"enrolment_start" date NOT NULL,
	"enrolment_end" date NOT NULL,
	"drop_deadline" date NOT NULL,
	"grade_deadline" date NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "terms_code_unique" UNIQUE("code"),
	CONSTRAINT "terms_code_check" CHECK ("terms"."code" ~ '^[0-9]{4}[.][1-6]$'),
	CONSTRAINT "terms_dates_check" CHECK ("terms"."start_date" <= "terms"."end_date" and "terms"."offering_start" <= "terms"."offering_end"
        and "terms"."enrolment_start" <= "terms"."enrolment_end" and "terms"."offering_end" < "terms"."enrolment_start"
        and "terms"."enrolment_end" <= "terms"."drop_deadline" and "terms"."drop_deadline" <= "terms"."end_date"
        and "terms"."start_date" <= "terms"."drop_deadline" and "terms"."end_date" <= "terms"."grade_deadline")
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_slots" ADD CONSTRAINT "offering_slots_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_teachers" ADD CONSTRAINT "offering_teachers_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_teachers" ADD CONSTRAINT "offering_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_prerequisites" ADD CONSTRAINT "subject_prerequisites_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_prerequisites" ADD CONSTRAINT "subject_prerequisites_requires_id_subjects_id_fk" FOREIGN KEY ("requires_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_student_idx" ON "enrolments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "enrolments_offering_idx" ON "enrolments" USING btree ("offering_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_live_key" ON "enrolments" USING btree ("student_id","offering_id") WHERE "enrolments"."status" in ('pendente', 'deferida', 'em_espera');--> statement-breakpoint
CREATE INDEX "offering_slots_offering_idx" ON "offering_slots" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "offering_teachers_user_idx" ON "offering_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offering_teachers_responsible_key" ON "offering_teachers" USING btree ("offering_id") WHERE "offering_teachers"."responsible";--> statement-breakpoint
CREATE INDEX "offerings_term_idx" ON "offerings" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "offerings_subject_idx" ON "offerings" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "subject_prerequisites_requires_idx" ON "subject_prerequisites" USING btree ("requires_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_current_key" ON "terms" USING btree ("current") WHERE "terms"."current";