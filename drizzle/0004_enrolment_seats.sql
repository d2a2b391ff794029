CREATE SEQUENCE "public"."enrolment_waitlist_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "enrolments_offering_idx";--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "waitlist_seq" bigint;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "enrolments_offering_idx" ON "enrolments" USING btree ("offering_id","status","waitlist_seq");--> statement-breakpoint
-- Written by hand: the seats already held, and the order of entries already waiting, before the
-- check that a seat is never sold twice.
UPDATE "offerings" SET "taken" = (SELECT count(*) FROM "enrolments" e WHERE e."offering_id" = "offerings"."id" AND e."status" IN ('pendente', 'deferida'));--> statement-breakpoint
UPDATE "enrolments" SET "waitlist_seq" = nextval('enrolment_waitlist_seq') WHERE "status" = 'em_espera';--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_taken_check" CHECK ("offerings"."taken" >= 0 and "offerings"."taken" <= "offerings"."capacity");