ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_sessions_ended_at_idx" ON "users" USING btree ("sessions_ended_at") WHERE "users"."sessions_ended_at" is not null;