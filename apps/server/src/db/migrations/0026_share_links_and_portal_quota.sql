CREATE TABLE "request_portal_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_portal_links" ADD COLUMN "throttled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_portal_uploads" ADD CONSTRAINT "request_portal_uploads_link_id_request_portal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."request_portal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_portal_uploads" ADD CONSTRAINT "request_portal_uploads_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_portal_uploads_link_idx" ON "request_portal_uploads" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "request_portal_uploads_account_idx" ON "request_portal_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_subject_idx" ON "share_links" USING btree ("account_id","kind","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Issue 25 item 5: the three share tables move into share_links with their ids (contacts.source_share_id
-- keeps pointing at the same link), token hashes and expiries, so every link sent before stays valid.
INSERT INTO "share_links" ("id", "account_id", "kind", "subject_id", "email", "token_hash", "expires_at", "created_at")
SELECT "id", "account_id", 'workOrder', "work_order_id", "email", "token_hash", "expires_at", "created_at" FROM "work_order_shares";--> statement-breakpoint
INSERT INTO "share_links" ("id", "account_id", "kind", "subject_id", "email", "token_hash", "expires_at", "created_at")
SELECT "id", "account_id", 'contact', "contact_id", "email", "token_hash", "expires_at", "created_at" FROM "contact_shares";--> statement-breakpoint
INSERT INTO "share_links" ("id", "account_id", "kind", "subject_id", "email", "token_hash", "expires_at", "created_at")
SELECT s."id", t."account_id", 'leaseFormTemplate', s."template_id", s."email", s."token_hash", s."expires_at", s."created_at"
FROM "lease_form_template_shares" s JOIN "lease_form_templates" t ON t."id" = s."template_id";--> statement-breakpoint
DROP TABLE "contact_shares" CASCADE;--> statement-breakpoint
DROP TABLE "lease_form_template_shares" CASCADE;--> statement-breakpoint
DROP TABLE "work_order_shares" CASCADE;