import { sql, type SQL } from 'drizzle-orm';
import { suiteApp } from '../../test-support/test-app';
import type { Language } from '../../schemas/catalog';
import { filtersToSql } from '../product-filters';
import { matchesText, order, pageQuery } from '../products';

/**
 * The listing's sort and search by name read an index in every language, on the database the
 * suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL): the plan walks the language's
 * index in order and stops at the page, with no sort of the whole table and no join.
 */
describe('the name sort and search in each language', () => {
  const t = suiteApp();
  const INDEX = {
    en: 'products_title_idx',
    es: 'products_title_es_idx',
    pt: 'products_title_pt_idx',
  };

  beforeAll(async () => {
    // Enough products for the planner to weigh a sort against an index: two in three
    // translated, one in three of those names with the colour searched for.
    await t.database.db.execute(sql`
      insert into products (title, type, vendor, new_price, translated_titles)
      select 'Thing ' || md5(i::text), 'thing', 'Acme', 100 + i % 5000,
        case when i % 3 = 0 then '{}'::jsonb else jsonb_build_object(
          'es', 'Cosa ' || (array['roja', 'azul', 'verde'])[1 + i % 3] || ' ' || md5(i::text),
          'pt', 'Coisa ' || (array['vermelha', 'azul', 'verde'])[1 + i % 3] || ' ' || md5(i::text))
        end
      from generate_series(1, 20000) i`);
    await t.database.db.execute(sql`analyze products`);
  });

  async function plan(where: SQL | undefined, lang: Language, limit = 12, offset = 0) {
    const query = pageQuery(t.database.db, where, order('title', lang), limit, offset);
    const result = await t.database.db.execute(sql`explain ${query}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row)[0]).join('\n');
  }

  function expectIndexWalk(text: string, lang: Language) {
    expect(text).toMatch(new RegExp(`Index (Only )?Scan using ${INDEX[lang]} on products`));
    expect(text).not.toMatch(/Sort|Hash|Seq Scan|Join|Nested Loop/);
  }

  it.each(['es', 'pt', 'en'] as const)('sorts by name in %s along its index', async (lang) => {
    expectIndexWalk(await plan(undefined, lang), lang);
    expectIndexWalk(await plan(undefined, lang, 12, 24), lang);
  });

  it.each(['es', 'pt'] as const)('searches by name in %s along its index', async (lang) => {
    // The search box (name, type or vendor) and the listing's name filter.
    expectIndexWalk(await plan(matchesText('azul', lang), lang, 8), lang);
    const filter = filtersToSql([{ field: 'title', operator: 'LIKE', value: 'azul' }], lang);
    expectIndexWalk(await plan(filter, lang), lang);
  });
});
