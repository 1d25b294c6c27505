ALTER TABLE "uploads" ADD COLUMN "access_key" varchar(32);--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_access_key_uq" ON "uploads" USING btree ("access_key");