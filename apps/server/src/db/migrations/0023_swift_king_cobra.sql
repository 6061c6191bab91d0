ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_sessions_ended_at_idx" ON "users" USING btree ("sessions_ended_at") WHERE "users"."sessions_ended_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_group_unseen_idx" ON "notifications" USING btree ("user_id","group_key","created_at" DESC NULLS LAST) WHERE "notifications"."seen_at" is null and "notifications"."group_key" is not null;