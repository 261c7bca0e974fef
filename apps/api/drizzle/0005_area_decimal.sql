ALTER TABLE "objeto" ALTER COLUMN "area" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "objeto" ALTER COLUMN "area_pasto" SET DATA TYPE numeric(12, 2);