-- Issue 21 item 9: a service provider's trades are work categories chosen from a list (the values of
-- workOrderCategories in packages/shared), no longer free text. Each old trade is mapped to every
-- category whose keywords it contains (the same words workOrderCategoryKeywords lists, so "Windows &
-- doors" becomes windowsDoors and "Plumbing & heating" plumbing and hvac), in catalogue order; a
-- provider whose trades named no category gets "general" (General repairs) rather than none, so they
-- keep seeing work and can correct it in Profile settings. Values that are already categories map to
-- themselves, so running it twice changes nothing.
UPDATE "users" SET "trades" = coalesce((
  SELECT array_agg("k"."category" ORDER BY "k"."position")
  FROM (
    SELECT DISTINCT "k"."position", "k"."category"
    FROM unnest("users"."trades") AS "t"("trade")
    JOIN (VALUES
      (0, 'plumbing', 'plumb'),
      (0, 'plumbing', 'pipe'),
      (0, 'plumbing', 'drain'),
      (0, 'plumbing', 'water heater'),
      (1, 'electrical', 'electric'),
      (1, 'electrical', 'wiring'),
      (1, 'electrical', 'lighting'),
      (2, 'hvac', 'hvac'),
      (2, 'hvac', 'heating'),
      (2, 'hvac', 'cooling'),
      (2, 'hvac', 'furnace'),
      (2, 'hvac', 'air condition'),
      (3, 'roofing', 'roof'),
      (3, 'roofing', 'gutter'),
      (4, 'appliances', 'appliance'),
      (5, 'carpentry', 'carpent'),
      (5, 'carpentry', 'wood'),
      (5, 'carpentry', 'cabinet'),
      (6, 'painting', 'paint'),
      (6, 'painting', 'drywall'),
      (7, 'windowsDoors', 'window'),
      (7, 'windowsDoors', 'door'),
      (7, 'windowsDoors', 'glaz'),
      (8, 'landscaping', 'landscap'),
      (8, 'landscaping', 'garden'),
      (8, 'landscaping', 'lawn'),
      (8, 'landscaping', 'snow'),
      (9, 'cleaning', 'clean'),
      (9, 'cleaning', 'janitor'),
      (10, 'pestControl', 'pest'),
      (10, 'pestControl', 'extermin'),
      (11, 'general', 'handyman'),
      (11, 'general', 'general'),
      (11, 'general', 'maintenance'),
      (11, 'general', 'repair')
    ) AS "k"("position", "category", "keyword") ON lower("t"."trade") LIKE '%' || "k"."keyword" || '%'
  ) AS "k"
), ARRAY['general']::text[])
WHERE cardinality("trades") > 0;
