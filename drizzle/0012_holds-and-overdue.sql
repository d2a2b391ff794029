ALTER TABLE "requests" ADD COLUMN "hold_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "hold_ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "requests_holds_idx" ON "requests" USING btree ("start_date") WHERE "requests"."type" = 'trancamento' and "requests"."status" = 'deferido' and "requests"."hold_ended_at" is null;