CREATE TABLE "personal_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cpf" text,
	"passport" text,
	"passport_country" text,
	"birth_date" date,
	"nationality" text,
	"sex" text,
	"race" text,
	"disability" boolean,
	"affirmative_action" boolean,
	"capes_category" text,
	"work_regime" text,
	"titulation_level" text,
	"titulation_year" smallint,
	"titulation_institution" text,
	"titulation_country" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_data_cpf_check" CHECK ("personal_data"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "personal_data_passport_check" CHECK ("personal_data"."passport" ~ '^[A-Z0-9]{5,20}$'),
	CONSTRAINT "personal_data_passport_country_check" CHECK (("personal_data"."passport" is null) = ("personal_data"."passport_country" is null)),
	CONSTRAINT "personal_data_countries_check" CHECK ("personal_data"."passport_country" ~ '^[A-Z]{2}$' and "personal_data"."nationality" ~ '^[A-Z]{2}$' and "personal_data"."titulation_country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "personal_data_sex_check" CHECK ("personal_data"."sex" in ('feminino', 'masculino')),
	CONSTRAINT "personal_data_race_check" CHECK ("personal_data"."race" in ('branca', 'preta', 'parda', 'amarela', 'indigena', 'nao_declarada')),
	CONSTRAINT "personal_data_capes_category_check" CHECK ("personal_data"."capes_category" in ('permanente', 'colaborador', 'visitante')),
	CONSTRAINT "personal_data_work_regime_check" CHECK ("personal_data"."work_regime" in ('dedicacao_exclusiva', 'integral', 'parcial')),
	CONSTRAINT "personal_data_titulation_level_check" CHECK ("personal_data"."titulation_level" in ('doutorado', 'mestrado')),
	CONSTRAINT "personal_data_titulation_year_check" CHECK ("personal_data"."titulation_year" >= 1950),
	CONSTRAINT "personal_data_titulation_institution_check" CHECK (length("personal_data"."titulation_institution") between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "capes_code_academico" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "capes_code_profissional" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_since" date;--> statement-breakpoint
ALTER TABLE "personal_data" ADD CONSTRAINT "personal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_cpf_key" ON "personal_data" USING btree ("cpf");--> statement-breakpoint
-- Hand-written: statusSince for the users older than this column — the day (in the institution's
-- time zone) of the last audited entry that set or changed their status, else null.
UPDATE "users" u SET "status_since" = (
	SELECT max((a."at" AT TIME ZONE s."time_zone")::date)
	FROM "audit_log" a, "settings" s
	WHERE a."entity" = 'user' AND a."entity_id" = u."idcbpf" AND a."after" ? 'status'
		AND (a."before" IS NULL OR a."before"->>'status' IS DISTINCT FROM a."after"->>'status')
);
