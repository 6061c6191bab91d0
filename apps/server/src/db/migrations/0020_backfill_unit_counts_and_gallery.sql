-- Issue 11 item 10, for data saved before the rules changed (hand-written, no table change):
-- a property's units_count is the number of its active units, and property and unit photos are in the Gallery.
UPDATE "properties" AS b
SET "units_count" = (SELECT count(*) FROM "properties" AS u WHERE u."parent_id" = b."id" AND u."archived_at" IS NULL)
WHERE b."parent_id" IS NULL;
--> statement-breakpoint
INSERT INTO "gallery_images" ("id", "account_id", "file_id", "property_id")
SELECT gen_random_uuid(), p."account_id", f."id", p."id"
FROM "properties" AS p
CROSS JOIN LATERAL unnest(p."image_ids") AS photo("file_id")
JOIN "files" AS f ON f."id" = photo."file_id"
ON CONFLICT ("file_id") DO NOTHING;
