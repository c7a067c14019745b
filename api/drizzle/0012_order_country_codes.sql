-- Orders keep their country as its ISO 3166-1 alpha-2 code (the apps name it in the shopper's
-- language); those stored by English name, as the checkout sent it before, get their code here.
UPDATE "orders" AS o SET "country" = v.code
FROM (VALUES
	('United Arab Emirates', 'AE'),
	('China', 'CN'),
	('United Kingdom', 'GB'),
	('Germany', 'DE'),
	('France', 'FR'),
	('Japan', 'JP')
) AS v(name, code)
WHERE o."country" = v.name;
