DROP INDEX "resposta_nivel_idx";--> statement-breakpoint
ALTER TABLE "resposta" SET (fillfactor = 90);