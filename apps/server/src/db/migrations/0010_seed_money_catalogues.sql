-- Catalogues (DESIGN.md: integer ids): payment methods (packages/shared paymentMethodCatalogue) and the global tax rates.
INSERT INTO "payment_methods" ("id", "name") VALUES
  (1, 'Cash'),
  (2, 'Check'),
  (3, 'Bank transfer'),
  (4, 'Credit card'),
  (5, 'Debit card'),
  (6, 'E-transfer'),
  (7, 'Money order'),
  (8, 'Other');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('payment_methods', 'id'), 8);
--> statement-breakpoint
INSERT INTO "tax_rates" ("id", "account_id", "name", "percentage") VALUES
  (1, NULL, 'No tax', 0),
  (2, NULL, 'GST (Canada)', 5),
  (3, NULL, 'HST (Ontario)', 13),
  (4, NULL, 'HST (Nova Scotia, New Brunswick, Newfoundland and Labrador, Prince Edward Island)', 15),
  (5, NULL, 'QST (Quebec)', 9.975),
  (6, NULL, 'PST (British Columbia)', 7),
  (7, NULL, 'PST (Saskatchewan)', 6),
  (8, NULL, 'RST (Manitoba)', 7),
  (9, NULL, 'GST (Australia)', 10);
--> statement-breakpoint
-- Accounts' own rates start at 1000, leaving room for more global ones.
SELECT setval(pg_get_serial_sequence('tax_rates', 'id'), 1000, false);
