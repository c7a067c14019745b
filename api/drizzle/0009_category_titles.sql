-- Category names in Spanish and Portuguese beside the English `title`; null falls back to the
-- English one. The seeded categories get theirs here (matched by their English title), so a
-- database seeded before this migration shows them too.
ALTER TABLE "categories" ADD COLUMN "title_es" text;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "title_pt" text;
--> statement-breakpoint
UPDATE "categories" AS c SET "title_es" = v.es, "title_pt" = v.pt
FROM (VALUES
	('Fashion', 'Moda', 'Moda'),
	('Women''s Fashion', 'Moda de mujer', 'Moda feminina'),
	('Men''s Fashion', 'Moda de hombre', 'Moda masculina'),
	('Bags', 'Bolsos', 'Bolsas'),
	('Shoes', 'Calzado', 'Calçados'),
	('Electronics', 'Electrónica', 'Eletrônicos'),
	('Computers', 'Ordenadores', 'Computadores'),
	('Phones', 'Teléfonos', 'Telefones'),
	('Audio', 'Audio', 'Áudio'),
	('Home & Living', 'Hogar', 'Casa'),
	('Furniture', 'Muebles', 'Móveis'),
	('Kitchen', 'Cocina', 'Cozinha'),
	('Jewelry', 'Joyería', 'Joias'),
	('Health', 'Salud', 'Saúde'),
	('Medical Equipment', 'Equipo médico', 'Equipamento médico'),
	('Personal Care', 'Cuidado personal', 'Cuidados pessoais'),
	('Fitness', 'Fitness', 'Fitness'),
	('Kids & Hobbies', 'Niños y aficiones', 'Crianças e hobbies'),
	('Baby', 'Bebé', 'Bebê'),
	('Books', 'Libros', 'Livros'),
	('Arts & Crafts', 'Arte y manualidades', 'Artes e artesanato'),
	('Toys', 'Juguetes', 'Brinquedos')
) AS v(en, es, pt)
WHERE c."title" = v.en;
