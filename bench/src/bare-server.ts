// The baseline: a bare Fastify route over `pg` running the same page SQL as GET /api/names,
// with no validation, permissions, ORM or schema serialisation. Started as its own process.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const total = Number((await pool.query('select count(*)::int as n from names where is_active')).rows[0].n);
const app = Fastify({ logger: false });

const COLUMNS = `id, name, transliteration, meaning_ar as "meaningAr", meaning_en as "meaningEn", description,
  "order", is_active as "isActive", created_at as "createdAt", updated_at as "updatedAt"`;

app.get('/api/names', async (request) => {
  const query = request.query as { page?: string; limit?: string; q?: string };
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 10);
  const params: unknown[] = [limit, (page - 1) * limit];
  let where = 'is_active';
  if (query.q) {
    params.push(query.q);
    where += ` and search_key like '%' || ar_normalize($3) || '%'`;
  }
  const { rows } = await pool.query(
    `select ${COLUMNS} from names where ${where} order by "order", id limit $1 offset $2`,
    params,
  );
  return { data: rows, total, currentPage: page };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
