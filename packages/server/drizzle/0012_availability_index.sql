-- Availability reads a doctor's active appointments over a window on every call: end_at > from
-- bounds the scan, start_at < to is read from the index too, and the table is never visited.
CREATE INDEX "appointments_active_doctor_end_idx" ON "appointments" USING btree ("doctor_id","end_at","start_at") WHERE "appointments"."status" in ('pending', 'planed');