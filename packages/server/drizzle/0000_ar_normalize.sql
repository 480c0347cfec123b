-- Search folding shared by every searchable table. Mirrors normalizeArabic() in
-- packages/shared (a test keeps both equal): NFD splits hamza and madda off alef, waw and ya,
-- then combining marks (Latin accents, Arabic tashkil, Quranic marks, dagger alef) and
-- tatweel are dropped, wasla alef, alef maqsura and ta marbuta are unified, Latin is lowercased.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ar_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(lower(translate(
    regexp_replace(normalize(input, NFD),
      '[\u0300-\u036f\u02be\u02bf\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]', '', 'g'),
    'ٱىة', 'ايه')), '\s+', ' ', 'g'))
$$;
