CREATE TABLE "application_documents" (
	"application_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_application_id_key_pk" PRIMARY KEY("application_id","key")
);
--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"call_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"document_id" text NOT NULL,
	"birth_date" date NOT NULL,
	"research_area" text NOT NULL,
	"desired_advisor" text,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"reason" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('rascunho', 'submetida', 'em_analise', 'deferida', 'indeferida')),
	CONSTRAINT "applications_codigo_check" CHECK ("applications"."codigo" ~ '^[0-9A-HJKMNP-TV-Z]{28}$')
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programme" text NOT NULL,
	"degree" text NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_dates_check" CHECK ("calls"."opens_on" <= "calls"."closes_on"),
	CONSTRAINT "calls_programme_check" CHECK ("calls"."programme" in ('academico', 'profissional')),
	CONSTRAINT "calls_degree_check" CHECK ("calls"."degree" in ('mestrado', 'doutorado'))
);
--> statement-breakpoint
CREATE TABLE "code_lookup_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declarations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"type" text NOT NULL,
	"holder_id" integer NOT NULL,
	"offering_id" integer,
	"statement" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"status" text DEFAULT 'valida' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"reason" text,
	CONSTRAINT "declarations_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "declarations_type_check" CHECK ("declarations"."type" in ('matricula', 'vinculo', 'historico', 'docencia')),
	CONSTRAINT "declarations_status_check" CHECK ("declarations"."status" in ('valida', 'revogada')),
	CONSTRAINT "declarations_codigo_check" CHECK ("declarations"."codigo" ~ '^[0-9A-HJKMNP-TV-Z]{28}$')
);
--> statement-breakpoint
CREATE TABLE "first_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_access_tokens" ADD CONSTRAINT "first_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_call_email_key" ON "applications" USING btree ("call_id",lower("email"));--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("call_id","status");--> statement-breakpoint
CREATE INDEX "calls_dates_idx" ON "calls" USING btree ("opens_on","closes_on");--> statement-breakpoint
CREATE INDEX "declarations_holder_idx" ON "declarations" USING btree ("holder_id","issued_at");--> statement-breakpoint
CREATE INDEX "first_access_tokens_user_idx" ON "first_access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;