CREATE TABLE "scholarship_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scholarship_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scholarship_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cancel_date" date,
	"cancel_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarship_allocations_dates_check" CHECK ("scholarship_allocations"."start_date" <= "scholarship_allocations"."end_date"),
	CONSTRAINT "scholarship_allocations_cancel_check" CHECK (("scholarship_allocations"."cancel_date" is null and "scholarship_allocations"."cancel_reason" is null) or ("scholarship_allocations"."cancel_date" between "scholarship_allocations"."start_date" and "scholarship_allocations"."end_date" and length(btrim("scholarship_allocations"."cancel_reason")) between 1 and 200))
);
--> statement-breakpoint
CREATE TABLE "scholarship_suspensions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scholarship_suspensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"allocation_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "scholarship_suspensions_dates_check" CHECK ("scholarship_suspensions"."start_date" <= "scholarship_suspensions"."end_date"),
	CONSTRAINT "scholarship_suspensions_reason_check" CHECK (length(btrim("scholarship_suspensions"."reason")) between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "scholarships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scholarships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"sponsor" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_value" numeric(12, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarships_level_check" CHECK ("scholarships"."level" in ('mestrado', 'doutorado')),
	CONSTRAINT "scholarships_dates_check" CHECK ("scholarships"."start_date" <= "scholarships"."end_date"),
	CONSTRAINT "scholarships_value_check" CHECK ("scholarships"."monthly_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "scholarship_allocations" ADD CONSTRAINT "scholarship_allocations_scholarship_id_scholarships_id_fk" FOREIGN KEY ("scholarship_id") REFERENCES "public"."scholarships"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_allocations" ADD CONSTRAINT "scholarship_allocations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_suspensions" ADD CONSTRAINT "scholarship_suspensions_allocation_id_scholarship_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."scholarship_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scholarship_allocations_scholarship_idx" ON "scholarship_allocations" USING btree ("scholarship_id","start_date");--> statement-breakpoint
CREATE INDEX "scholarship_allocations_student_idx" ON "scholarship_allocations" USING btree ("student_id","start_date");--> statement-breakpoint
CREATE INDEX "scholarship_suspensions_allocation_idx" ON "scholarship_suspensions" USING btree ("allocation_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarships_number_key" ON "scholarships" USING btree (lower(btrim("number")));