-- Finer statistics for the folded search key: with the default target, LIKE '%term%' on a large
-- table is estimated at a fraction of its real matches, and the planner sorts thousands of
-- trigram hits instead of walking the order index. 1000 histogram entries keep the estimate close.
ALTER TABLE "names" ALTER COLUMN "search_key" SET STATISTICS 1000;
