-- Decision 087 addendum: migration 0042 added the search tiers but wrote them for no row; the seed
-- sync at start rewrote the seed's rows, while rows an operator imported and companies' own channels
-- kept one tier (every word weighted as a specialism) until imported again. This writes every such
-- row's tiers from its stored facts, as the import composes them (toChannelInsert in
-- app/services/catalogue/import/catalogue.server.ts): A names, slug, host, the job functions' and
-- industries' labels (en, de, nl); C the type's and categories' labels; D the focus, cross-postings
-- and places. Words in the import's order, each once. A row of a label no longer in the taxonomy
-- loses only that label.
CREATE FUNCTION pg_temp.words(list text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select coalesce(string_agg(w, ' ' order by o), '')
  from (select w, min(o) as o from unnest(list) with ordinality as t(w, o) where w is not null and w <> '' group by w) as distinct_words
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.labels(ids text[], vocabulary text, lang text) RETURNS text[] LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(case lang when 'de' then t.label_de when 'nl' then t.label_nl else t.label_en end order by u.o), '{}')
  from unnest(ids) with ordinality as u(id, o)
  join (
    select 'job_function' as vocabulary, id, label_en, label_de, label_nl from job_functions
    union all select vocabulary, id, label_en, label_de, label_nl from taxonomy_terms
  ) as t on t.vocabulary = labels.vocabulary and t.id = u.id
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.place_names(ids text[], lang text) RETURNS text[] LANGUAGE sql STABLE AS $$
  select coalesce(array_agg(case lang when 'de' then l.name_de when 'nl' then l.name_nl else l.name_en end order by u.o), '{}')
  from unnest(ids) with ordinality as u(id, o) join locations l on l.id = u.id
$$;--> statement-breakpoint
UPDATE "channels" c SET
  search_specialism = pg_temp.words(
    array[c.name, c.names ->> 'de', c.names ->> 'nl', replace(c.slug, '-', ' '),
      regexp_replace(lower(substring(c.homepage from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), '^www\.', '')]
    || pg_temp.labels(c.job_function_ids, 'job_function', 'en') || pg_temp.labels(c.industry_ids, 'industry', 'en')
    || pg_temp.labels(c.job_function_ids, 'job_function', 'de') || pg_temp.labels(c.industry_ids, 'industry', 'de')
    || pg_temp.labels(c.job_function_ids, 'job_function', 'nl') || pg_temp.labels(c.industry_ids, 'industry', 'nl')),
  search_labels = pg_temp.words(
    pg_temp.labels(array[c.type], 'channel_type', 'en') || pg_temp.labels(c.category_ids, 'category', 'en')
    || pg_temp.labels(array[c.type], 'channel_type', 'de') || pg_temp.labels(c.category_ids, 'category', 'de')
    || pg_temp.labels(array[c.type], 'channel_type', 'nl') || pg_temp.labels(c.category_ids, 'category', 'nl')),
  search_text = pg_temp.words(
    array[c.focus ->> 'en', c.focus ->> 'de', c.focus ->> 'nl'] || c.crosspostings
    || pg_temp.place_names(c.location_ids, 'en') || pg_temp.place_names(c.location_ids, 'de') || pg_temp.place_names(c.location_ids, 'nl'))
WHERE c.search_specialism = '';
--> statement-breakpoint
DROP FUNCTION pg_temp.place_names(text[], text);--> statement-breakpoint
DROP FUNCTION pg_temp.labels(text[], text, text);--> statement-breakpoint
DROP FUNCTION pg_temp.words(text[]);
